import { STUDENT_SORT_DEFAULTS } from '../../contract';
import { courseNotFound } from '../errors';
import type { MembershipRow, SpaceRow } from '../store/rows';
import type { Store } from '../store/store';
import type { RosterQuery } from '../endpoint-queries';
import { rosterPage } from './roster';
import type { Admitted, SignedInCaller } from './route-policies';

export interface StudentsPage {
  course: SpaceRow;
  rows: MembershipRow[];
  total: number;
  /** Each student's progress, 0–100. */
  progress: Map<number, number>;
}

/**
 * The course with this id, for the routes about a course's students (the list, its insights):
 * an unknown id or a community space's is fcom_course_not_found (behaviour.md, "Course
 * students").
 */
export async function courseOrNotFound(store: Store, courseId: number): Promise<SpaceRow> {
  const course = Number.isSafeInteger(courseId) ? await store.spaces.courseById(courseId) : null;
  if (!course) throw courseNotFound();
  return course;
}

/**
 * A page of a course's students (behaviour.md, "Course students"), for the site
 * administrators its policy lets through (the caller is that proof: route-policies.ts): an
 * unknown course or a community space's id is fcom_course_not_found.
 */
export async function readStudentsPage(
  store: Store,
  _caller: Admitted<SignedInCaller>,
  courseId: number,
  query: RosterQuery,
): Promise<StudentsPage> {
  const course = await courseOrNotFound(store, courseId);
  const { rows, total } = await store.students.page(
    rosterPage(course.id, query, STUDENT_SORT_DEFAULTS),
  );
  const progress = await store.students.progress(
    course.id,
    rows.map((row) => row.user_id),
  );
  return { course, rows, total, progress };
}
