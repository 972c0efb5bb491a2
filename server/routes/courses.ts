import type { Hono } from 'hono';
import { z } from 'zod';
import { canManageCourses } from '../access';
import { foldForSearch } from '../db/fold';
import { forbidden } from '../errors';
import { FLUENT_COMMUNITY, type AppEnv, type RouteDeps } from '../http/env';
import { pageParam, parseQuery, perPageParam, readRawQuery, textParam } from '../http/query';
import { laravelPage } from '../shape/paginator';
import { toCourse } from '../shape/space';
import { setPagingHeaders } from './paging-headers';
import { MAX_SEARCH_LENGTH } from './roster-query';

const querySchema = z.object({
  search: textParam(MAX_SEARCH_LENGTH),
  page: pageParam,
  per_page: perPageParam(15),
});

/** `GET /admin/courses`: a page of courses (title/slug search) for site administrators. */
export function registerCourses(app: Hono<AppEnv>, { repositories }: RouteDeps) {
  const path = `${FLUENT_COMMUNITY}/admin/courses`;
  app.get(path, (c) => {
    const query = parseQuery(querySchema, readRawQuery(c.req.url));
    const caller = c.get('caller');
    if (caller.kind !== 'user') throw forbidden(401);
    if (!canManageCourses(caller)) throw forbidden(403);
    const origin = c.get('origin');
    const search = query.search === undefined ? null : foldForSearch(query.search);
    const offset = (query.page - 1) * query.per_page;
    const { rows, total } = repositories.spaces.coursePage(search, query.per_page, offset);
    const counts = repositories.spaces.courseCounts(rows.map((row) => row.id));
    const owners = new Map(
      [...new Set(rows.map((row) => row.created_by))].map((id) => [
        id,
        id === null ? null : repositories.users.findById(id),
      ]),
    );
    const courses = laravelPage(
      rows.map((row) =>
        toCourse(row, counts.get(row.id), owners.get(row.created_by) ?? null, origin),
      ),
      { page: query.page, perPage: query.per_page, total, path: `${origin}${path}` },
    );
    setPagingHeaders(c, courses);
    return c.json({ courses, course_categories: [] });
  });
}
