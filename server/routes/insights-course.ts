import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { courseWindows, readCourseInsights } from '../services/insights';
import { admitThenParse } from './policy-first';

/**
 * `GET community-desk/v1/insights/courses/{course_id}`: a course's insights in one answer. A
 * non-integer id matches no route (404 rest_no_route), as for the students list.
 */
export function registerInsightsCourse(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.insightsCourse), async (c) => {
    const { admitted, query } = admitThenParse(c, 'insightsCourse');
    return c.json(
      await readCourseInsights(
        store,
        admitted,
        Number(c.req.param('course_id')),
        courseWindows(query),
        c.get('contentOrigin'),
      ),
    );
  });
}
