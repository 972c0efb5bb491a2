import type { TableParams } from '../lib/table-params';

/**
 * Every query key of a course's students, from general to specific. Kept here, below the
 * courses page, so that what changes a profile everywhere it is shown (profile-status-cache.ts)
 * can reach the students lists too.
 */
export const studentsKeys = {
  all: ['students'] as const,
  course: (courseId: number) => [...studentsKeys.all, courseId] as const,
  list: (courseId: number, filters: TableParams) =>
    [...studentsKeys.course(courseId), 'list', filters] as const,
};
