import type { Hono } from 'hono';
import { ENDPOINTS, restRoute } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { REST_ROOT } from '../http/rest-path';
import { readStudentsPage } from '../services/students';
import { laravelPage } from '../shape/paginator';
import { toStudent } from '../shape/roster';
import { setPagingHeaders } from './paging-headers';
import { admitThenParse } from './policy-first';

/**
 * `GET /admin/courses/{course_id}/students`. A non-integer id matches no route (404
 * rest_no_route, as on real sites); the students service decides the rest.
 */
export function registerCourseStudents(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.courseStudents), async (c) => {
    const { admitted, query } = admitThenParse(c, 'courseStudents');
    const origin = c.get('contentOrigin');
    const apiOrigin = c.get('origin');
    const courseId = Number(c.req.param('course_id'));
    const page = await readStudentsPage(store, admitted, courseId, query);
    const students = laravelPage(
      page.rows.map((row) => toStudent(row, page.progress.get(row.user_id) ?? 0, origin)),
      {
        page: query.page,
        perPage: query.per_page,
        total: page.total,
        path: `${apiOrigin}${REST_ROOT}/${restRoute(ENDPOINTS.courseStudents, { course_id: page.course.id })}`,
      },
    );
    setPagingHeaders(c, students);
    return c.json({ students });
  });
}
