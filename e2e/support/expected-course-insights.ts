import { bucketTable, byName, perWeekTable } from './expected-tables';
import type { DemoDatabase } from './demo-database';
import { formatNumber, type TableText } from './page-readers';
import { wallClockOf, wholeDays } from './site-clock';

/**
 * What a course's insights should show, counted from the e2e server's database with SQL
 * written here from the documented rules (behaviour.md; the doc comments of
 * src/features/courses/insights) rather than with the app's aggregation code, so a wrong
 * rule in the app cannot agree with itself.
 */

interface StudentRow {
  user_id: number;
  username: string;
  display_name: string;
  last_activity: string | null;
  enrolled_at: string;
  done: number;
}

/** What a course's insights should show. */
export interface CourseInsights {
  students: number;
  completed: number;
  /** "27% of 30 students completed", or the line for a course nobody has progress in. */
  completionHint: string;
  progress: TableText;
  enrollments: TableText;
  enrolledEarlier: number;
  /** The at-risk table's rows: name, progress, enrolled, last active; and the name's link. */
  atRisk: Array<{ cells: string[]; href: string; username: string; name: string }>;
}

/**
 * A course's insights at `now` (behaviour.md, "Course students": every membership with role
 * student, any profile; progress = completed published lessons of the published lessons,
 * rounded): progress buckets (0, 1–24, 25–49, 50–74, 75–99, 100), completion, enrollments
 * per week over 26 weeks, and the students at risk: enrolled more than 14 whole days ago,
 * under 50%, inactive more than 14 whole days or never active; never active first, then the
 * longest inactive, the lowest progress, by name.
 */
export function expectedCourseInsights(
  db: DemoDatabase,
  courseId: number,
  now: Date,
): CourseInsights {
  const lessons =
    db
      .prepare<[number], { n: number }>(
        "SELECT count(*) AS n FROM fcom_course_lessons WHERE course_id = ? AND status = 'published'",
      )
      .get(courseId)?.n ?? 0;
  const students = db
    .prepare<[number, number], StudentRow>(
      `SELECT su.user_id, x.username, x.display_name, x.last_activity, su.created_at AS enrolled_at,
              (SELECT count(*) FROM fcom_lesson_completions lc
                 JOIN fcom_course_lessons l ON l.id = lc.lesson_id AND l.status = 'published'
                WHERE lc.course_id = ? AND lc.user_id = su.user_id) AS done
         FROM fcom_space_user su JOIN fcom_xprofile x ON x.user_id = su.user_id
        WHERE su.space_id = ? AND su.role = 'student'`,
    )
    .all(courseId, courseId);
  const progressOf = (student: StudentRow) =>
    lessons === 0 ? 0 : Math.round((student.done * 100) / lessons);

  const buckets: Array<[string, number]> = [
    ['Not started', 0],
    ['1–24%', 0],
    ['25–49%', 0],
    ['50–74%', 0],
    ['75–99%', 0],
    ['Completed', 0],
  ];
  for (const student of students) {
    const percent = progressOf(student);
    const index =
      percent >= 100
        ? 5
        : percent >= 75
          ? 4
          : percent >= 50
            ? 3
            : percent >= 25
              ? 2
              : percent >= 1
                ? 1
                : 0;
    buckets[index]![1] += 1;
  }
  const completed = students.filter((student) => progressOf(student) >= 100).length;
  const enrollments = perWeekTable(
    students.map((student) => student.enrolled_at),
    now,
    26,
    { caption: 'Enrollments per week', series: 'Students enrolled' },
  );

  const atRisk = students
    .map((student) => {
      const progress = progressOf(student);
      const enrolledDays = wholeDays(wallClockOf(student.enrolled_at)!, now);
      const lastActive = wallClockOf(student.last_activity);
      const inactiveDays = lastActive === null ? null : wholeDays(lastActive, now);
      return { student, progress, enrolledDays, inactiveDays };
    })
    .filter(
      ({ progress, enrolledDays, inactiveDays }) =>
        progress < 50 && enrolledDays > 14 && (inactiveDays === null || inactiveDays > 14),
    )
    .sort(
      (a, b) =>
        (a.inactiveDays === null ? -1 : 0) - (b.inactiveDays === null ? -1 : 0) ||
        (b.inactiveDays ?? 0) - (a.inactiveDays ?? 0) ||
        a.progress - b.progress ||
        byName.compare(a.student.display_name, b.student.display_name) ||
        a.student.user_id - b.student.user_id,
    );

  const rated = students.length;
  return {
    students: students.length,
    completed,
    completionHint:
      rated === 0
        ? 'No student has progress yet'
        : `${new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 }).format(
            completed / rated,
          )} of ${formatNumber(rated)} ${rated === 1 ? 'student' : 'students'} completed`,
    progress: bucketTable('Course progress', ['Progress', 'Students'], buckets),
    enrollments: enrollments.table,
    enrolledEarlier: enrollments.earlier,
    atRisk: atRisk.map(({ student, progress, enrolledDays, inactiveDays }) => ({
      cells: [
        student.display_name || student.username,
        `${progress}%`,
        `${enrolledDays} days ago`,
        inactiveDays === null ? 'Never' : `${inactiveDays} days ago`,
      ],
      href: `/courses/${courseId}/students?search=${encodeURIComponent(student.username)}`,
      username: student.username,
      name: student.display_name,
    })),
  };
}
