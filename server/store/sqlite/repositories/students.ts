import type { Database } from 'better-sqlite3';
import type { ProfileRepository } from './profiles';
import { createRosterQueries } from './roster';
import type { RosterPageQuery } from '../../rows';
import { coursePercent } from '../../course-tally';

export type StudentRepository = ReturnType<typeof createStudentRepository>;

/**
 * Course students (behaviour.md, "Course students"): memberships of the course with role
 * `student`, profiles of any status; progress = completed lessons of published lessons.
 */
export function createStudentRepository(db: Database, profiles: ProfileRepository) {
  const page = createRosterQueries(
    db,
    "role = 'student'",
    {
      created_at: 'fcom_space_user_students_enrolled',
      display_name: 'fcom_space_user_students_name',
      last_activity: 'fcom_space_user_students_activity',
      search: 'fcom_space_user_students_search',
    },
    (term) => profiles.userIdsMatching(term),
  );
  const published = db.prepare<[number], { n: number }>(
    "SELECT count(*) AS n FROM fcom_course_lessons WHERE course_id = ? AND status = 'published'",
  );
  const completed = db.prepare<[number, string], { user_id: number; done: number }>(
    `SELECT lc.user_id, count(*) AS done
       FROM fcom_lesson_completions lc
       JOIN fcom_course_lessons l ON l.id = lc.lesson_id AND l.status = 'published'
      WHERE lc.course_id = ? AND lc.user_id IN (SELECT value FROM json_each(?))
      GROUP BY lc.user_id`,
  );
  return {
    page(query: RosterPageQuery) {
      return page(query);
    },
    /** Progress 0–100 per student, rounded; 0 for a course without published lessons. */
    progress(courseId: number, userIds: readonly number[]): Map<number, number> {
      const total = published.get(courseId)?.n ?? 0;
      const progress = new Map(userIds.map((id) => [id, 0]));
      if (total === 0 || userIds.length === 0) return progress;
      for (const row of completed.all(courseId, JSON.stringify(userIds))) {
        progress.set(row.user_id, coursePercent(row.done, total));
      }
      return progress;
    },
  };
}
