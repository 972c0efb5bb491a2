import { ENDPOINTS, restRoute } from '../../contract';
import { tableRequestParams, type TableParams } from '../lib/table-params';
import type { ApiClient } from './client';
import { studentsResponseSchema, type StudentsResponse } from './schemas/student';

/**
 * A course's students, one page at a time: the one request behind the students table, its CSV
 * export and the course insights' walk (behaviour.md, "Course students").
 */
export function fetchCourseStudentsPage(
  client: ApiClient,
  courseId: number,
  request: TableParams,
  signal: AbortSignal,
): Promise<StudentsResponse> {
  return client.get(restRoute(ENDPOINTS.courseStudents, { course_id: courseId }), {
    schema: studentsResponseSchema,
    params: tableRequestParams(request),
    signal,
  });
}
