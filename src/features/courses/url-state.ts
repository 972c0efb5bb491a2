import { STUDENT_SORT_DEFAULTS } from '../../../contract';
import { tableParamFields, type TableParams } from '../../lib/table-params';
import { defineUrlCodec } from '../../lib/url-params';

/**
 * The students page's filters, all in the URL: the course is the path
 * (`/courses/:id/students`), the rest are search parameters named as in the API.
 */
export type StudentsUrlState = TableParams;

/** Newest enrollment first by default (behaviour.md, "Course students"). */
export { STUDENT_SORT_DEFAULTS };

export const studentsUrlCodec = defineUrlCodec<StudentsUrlState>(
  tableParamFields(STUDENT_SORT_DEFAULTS),
);
