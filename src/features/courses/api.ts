import { queryOptions } from '@tanstack/react-query';
import { MAX_PER_PAGE } from '../../../contract';
import type { ApiClient } from '../../api/client';
import { fetchCourseStudentsPage } from '../../api/course-students';
import type { Student, StudentsResponse } from '../../api/schemas/student';
import { studentsKeys } from '../../api/students-keys';
import type { CollectedPage } from '../../lib/collect-pages';
import { keepPreviousWhileSame } from '../../lib/keep-previous';
import type { StudentsUrlState } from './url-state';

export { studentsKeys };

type StudentsListKey = ReturnType<typeof studentsKeys.list>;

/** The key holds exactly what the request depends on (the search as sent: trimmed). */
function requestFilters(filters: StudentsUrlState): StudentsUrlState {
  return { ...filters, search: filters.search.trim() };
}

export function studentsListQuery(client: ApiClient, courseId: number, filters: StudentsUrlState) {
  const request = requestFilters(filters);
  return queryOptions({
    queryKey: studentsKeys.list(courseId, request),
    queryFn: ({ signal }) => fetchCourseStudentsPage(client, courseId, request, signal),
  });
}

/** Keeps the previous page on screen while the next loads, within the same course only. */
export function previousPageOfCourse(courseId: number) {
  return keepPreviousWhileSame<StudentsResponse, StudentsListKey>(1, courseId);
}

/** The CSV export in pages of 100, the most the reference server sends (behaviour.md, "Limits"). */
export function studentsExportPage(client: ApiClient, courseId: number, filters: StudentsUrlState) {
  return async (page: number, signal: AbortSignal): Promise<CollectedPage<Student>> => {
    const response = await fetchCourseStudentsPage(
      client,
      courseId,
      { ...requestFilters(filters), page, perPage: MAX_PER_PAGE },
      signal,
    );
    return {
      rows: response.students.data,
      lastPage: response.students.last_page,
      total: response.students.total,
    };
  };
}
