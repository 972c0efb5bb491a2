import type { Hono } from 'hono';
import { canManageCourses } from '../access';
import { foldForSearch } from '../db/fold';
import { courseNotFound, forbidden } from '../errors';
import { FLUENT_COMMUNITY, type AppEnv, type RouteDeps } from '../http/env';
import { parseQuery, readRawQuery } from '../http/query';
import { laravelPage } from '../shape/paginator';
import { toStudent } from '../shape/roster';
import { setPagingHeaders } from './paging-headers';
import { rosterOrder, rosterQuerySchema } from './roster-query';

/** Students sort by enrollment date, newest first, by default (behaviour.md). */
const DEFAULT_DIRECTIONS = {
  created_at: 'DESC',
  display_name: 'ASC',
  last_activity: 'DESC',
} as const;

/**
 * `GET /admin/courses/{course_id}/students`. A non-integer id matches no route (404
 * rest_no_route, as on real sites); an unknown course or a community space's id is
 * fcom_course_not_found; anonymous callers get 401, non-administrators 403.
 */
export function registerCourseStudents(app: Hono<AppEnv>, { repositories }: RouteDeps) {
  app.get(`${FLUENT_COMMUNITY}/admin/courses/:course_id{[0-9]+}/students`, (c) => {
    const query = parseQuery(rosterQuerySchema, readRawQuery(c.req.url));
    const caller = c.get('caller');
    if (caller.kind !== 'user') throw forbidden(401);
    if (!canManageCourses(caller)) throw forbidden(403);
    const courseId = Number(c.req.param('course_id'));
    const course = Number.isSafeInteger(courseId) ? repositories.spaces.courseById(courseId) : null;
    if (!course) throw courseNotFound();

    const origin = c.get('origin');
    const { rows, total } = repositories.students.page({
      spaceId: course.id,
      search: query.search === undefined ? null : foldForSearch(query.search),
      ...rosterOrder(query, DEFAULT_DIRECTIONS),
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    const progress = repositories.students.progress(
      course.id,
      rows.map((row) => row.user_id),
    );
    const students = laravelPage(
      rows.map((row) => toStudent(row, progress.get(row.user_id) ?? 0, origin)),
      {
        page: query.page,
        perPage: query.per_page,
        total,
        path: `${origin}${FLUENT_COMMUNITY}/admin/courses/${course.id}/students`,
      },
    );
    setPagingHeaders(c, students);
    return c.json({ students });
  });
}
