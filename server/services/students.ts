import { STUDENT_SORT_DEFAULTS } from '../../contract';
import { canManageCourses, type Caller } from '../access';
import { courseNotFound, forbidden } from '../errors';
import type { MembershipRow, SpaceRow } from '../store/rows';
import type { Store } from '../store/store';
import { rosterPage, type RosterQuery } from './roster';

export interface StudentsPage {
  course: SpaceRow;
  rows: MembershipRow[];
  total: number;
  /** Each student's progress, 0–100. */
  progress: Map<number, number>;
}

/**
 * A page of a course's students (behaviour.md, "Course students"): anonymous callers get
 * 401, non-administrators 403; an unknown course or a community space's id is
 * fcom_course_not_found.
 */
export async function readStudentsPage(
  store: Store,
  caller: Caller,
  courseId: number,
  query: RosterQuery,
): Promise<StudentsPage> {
  if (caller.kind !== 'user') throw forbidden(401);
  if (!canManageCourses(caller)) throw forbidden(403);
  const course = Number.isSafeInteger(courseId) ? await store.spaces.courseById(courseId) : null;
  if (!course) throw courseNotFound();
  const { rows, total } = await store.students.page(
    rosterPage(course.id, query, STUDENT_SORT_DEFAULTS),
  );
  const progress = await store.students.progress(
    course.id,
    rows.map((row) => row.user_id),
  );
  return { course, rows, total, progress };
}
