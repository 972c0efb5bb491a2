import type { Hono } from 'hono';
import { ENDPOINTS, restRoute } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { REST_ROOT } from '../http/rest-path';
import { readCoursesPage } from '../services/spaces';
import { laravelPage } from '../shape/paginator';
import { toCourse } from '../shape/space';
import { setPagingHeaders } from './paging-headers';
import { admitThenParse } from './policy-first';

/** `GET /admin/courses`: a page of courses (title/slug search) for site administrators. */
export function registerCourses(app: Hono<AppEnv>, { store }: RouteDeps) {
  app.get(honoPath(ENDPOINTS.courses), async (c) => {
    const { admitted, query } = admitThenParse(c, 'courses');
    const origin = c.get('contentOrigin');
    const apiOrigin = c.get('origin');
    const page = await readCoursesPage(store, admitted, query);
    const courses = laravelPage(
      page.rows.map((row) =>
        toCourse(row, page.counts.get(row.id), page.owners.get(row.created_by) ?? null, origin),
      ),
      {
        page: query.page,
        perPage: query.per_page,
        total: page.total,
        path: `${apiOrigin}${REST_ROOT}/${restRoute(ENDPOINTS.courses)}`,
      },
    );
    setPagingHeaders(c, courses);
    return c.json({ courses, course_categories: [] });
  });
}
