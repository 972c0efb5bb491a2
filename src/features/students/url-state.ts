import {
  inUrlOrder,
  parseTableParams,
  reportUnknownParams,
  TABLE_PARAM_NAMES,
  writeTableParams,
  type SortDefaults,
  type TableParams,
} from '../../lib/table-params';
import type { UrlStateCodec } from '../../lib/url-state';

/**
 * The students page's filters, all in the URL: the course is the path
 * (`/courses/:id/students`), the rest are search parameters named as in the API.
 */
export type StudentsUrlState = TableParams;

/** Newest enrollment first by default (behaviour.md, "Course students"). */
export const STUDENT_SORT_DEFAULTS: SortDefaults = {
  created_at: 'DESC',
  display_name: 'ASC',
  last_activity: 'DESC',
};

export const studentsUrlCodec: UrlStateCodec<StudentsUrlState> = {
  parse(params) {
    const ignored: string[] = [];
    reportUnknownParams(params, TABLE_PARAM_NAMES, ignored);
    const state = parseTableParams(params, STUDENT_SORT_DEFAULTS, ignored);
    return { state, ignored: inUrlOrder(params, ignored) };
  },
  serialize(state) {
    const params = new URLSearchParams();
    writeTableParams(state, STUDENT_SORT_DEFAULTS, params);
    return params;
  },
};

/**
 * A course id from the path: a positive integer, or null. The API answers any other id with
 * a 404 (behaviour.md, "Course students"), so the page says so without asking.
 */
export function parseCourseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
