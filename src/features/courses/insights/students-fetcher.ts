import { MAX_PER_PAGE } from '../../../../contract';
import type { ApiClient } from '../../../api/client';
import { fetchCourseStudentsPage } from '../../../api/course-students';
import type { Student } from '../../../api/schemas/student';
import type { FetchWalkPage } from '../../../lib/walks/walk-pages';

/**
 * Fetches one page of a course's students, for walkPages: 100 rows a page (the most our server
 * sends; behaviour.md, "Limits"), oldest enrollment first, so that people who enroll during
 * the walk land on its last page instead of shifting every page under it.
 */
export function courseStudentsFetcher(client: ApiClient, courseId: number): FetchWalkPage<Student> {
  return async (page, signal) => {
    const answer = await fetchCourseStudentsPage(
      client,
      courseId,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a value of the API, not words
      { search: '', sortBy: 'created_at', sortDir: 'ASC', page, perPage: MAX_PER_PAGE },
      signal,
    );
    return {
      rows: answer.students.data,
      lastPage: answer.students.last_page,
      total: answer.students.total,
    };
  };
}

/** A student's identity. */
export const studentKey = (student: Student) => student.user_id;
