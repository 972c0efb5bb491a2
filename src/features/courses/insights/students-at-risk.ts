import { AT_RISK_DAYS, AT_RISK_PROGRESS, compareAtRisk } from '../../../../contract';
import type { Student } from '../../../api/schemas/student';
import { parseSiteDate } from '../../../lib/dates';
import { wholeDaysBetween } from '../../../insights/aggregate/site-calendar';

/** A student the at-risk rule picked, with the figures that picked them. */
export interface StudentAtRisk {
  student: Student;
  /** Whole days since enrollment (more than 14). */
  enrolledDays: number;
  /** Whole days since last active (more than 14), or null when never active. */
  inactiveDays: number | null;
  /** Course progress, 0–49. */
  progress: number;
}

/**
 * The students at risk of dropping out: enrolled more than 14 days ago, under 50% progress, and
 * not active for more than 14 days (or never). `now` is a site wall-clock Date.
 *
 * Both day counts are whole days, rounded down, and must be strictly more than 14: 14 days and
 * 23 hours is 14 days, not at risk; 15 days is. Progress must be strictly under 50: 49 is at
 * risk, 50 is not. A null `last_activity` means never active (or hidden by the site's privacy
 * settings; the API does not tell them apart), which counts as inactive. Left out, because the
 * rule cannot be decided for them: students without `progress` or without a readable
 * enrollment date (`space_pivot.created_at`), and students whose `last_activity` is unreadable.
 *
 * Sorted as our server ranks them (compareAtRisk): the never active first, then the longest
 * inactive, then the lowest progress, then by name.
 */
export function studentsAtRisk(students: Iterable<Student>, now: Date): StudentAtRisk[] {
  const atRisk: StudentAtRisk[] = [];
  for (const student of students) {
    const { progress } = student;
    if (progress === undefined || !(progress < AT_RISK_PROGRESS)) continue;
    const enrolledAt = parseSiteDate(student.space_pivot?.created_at);
    if (enrolledAt === null) continue;
    const enrolledDays = wholeDaysBetween(enrolledAt, now);
    if (enrolledDays <= AT_RISK_DAYS) continue;
    let inactiveDays: number | null = null;
    if (student.last_activity !== null) {
      const lastActive = parseSiteDate(student.last_activity);
      if (lastActive === null) continue;
      inactiveDays = wholeDaysBetween(lastActive, now);
      if (inactiveDays <= AT_RISK_DAYS) continue;
    }
    atRisk.push({ student, enrolledDays, inactiveDays, progress });
  }
  const orderKey = (row: StudentAtRisk) => ({
    inactiveDays: row.inactiveDays,
    progress: row.progress,
    displayName: row.student.display_name,
    userId: row.student.user_id,
  });
  return atRisk.sort((a, b) => compareAtRisk(orderKey(a), orderKey(b)));
}
