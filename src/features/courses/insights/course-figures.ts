import { plural, t } from '@lingui/core/macro';
import type { CourseInsightsAnswer } from '../../../api/schemas/insights';
import type { ChartTable } from '../../../components/charts/chart-table';
import { formatRelative, parseSiteDate } from '../../../lib/dates';
import { describeSource } from '../../../insights/aggregate/describe-source';
import { wholeDaysBetween } from '../../../insights/aggregate/site-calendar';
import type { WeekBoundaries } from '../../../insights/aggregate/week-boundaries';
import { weeklyTable } from '../../../insights/aggregate/weekly-counts';
import { COURSE_WEEKS } from '../../../insights/counted-insights-query';
import { NOUNS } from '../../../insights/noun';
import { completionRate, type CompletionRate } from './completion-rate';
import { enrollmentsPerWeek, enrollmentsPerWeekText } from './enrollments-per-week';
import { progressDistribution, progressTable } from './progress-distribution';
import { studentsAtRisk } from './students-at-risk';
import type { CourseStudentsData } from './use-course-students-walk';

/** A student at risk as the page lists them. */
export interface AtRiskLine {
  userId: number;
  username: string;
  displayName: string;
  avatar: string;
  progress: number;
  enrolledDays: number;
  /** Null: never active. */
  inactiveDays: number | null;
}

/** What a course's insights show, whoever counted it (the page, or our server). */
export interface CourseFigures {
  students: number;
  /** Where the figures of all students come from: "From all 30 students, just now". */
  provenance: string;
  /** Where the weekly figures come from. */
  weeklyProvenance: string;
  /** Only part of the students were read (a walk cancelled part way). */
  partial: boolean;
  progress: ChartTable;
  withoutProgress: number;
  completion: CompletionRate;
  enrollments: ChartTable;
  enrolledEarlier: number;
  atRisk: {
    count: number;
    /** The first of them, or all: `count` may be more. */
    lines: AtRiskLine[];
  };
}

/** The figures from every student the page read itself (a plain site). */
export function figuresFromStudents(data: CourseStudentsData, now: Date): CourseFigures {
  const provenance = describeSource({
    noun: NOUNS.student,
    rows: data.rows.length,
    total: data.total,
    complete: data.complete,
    fetchedAt: data.fetchedAt,
    now: new Date(),
  });
  const progress = progressDistribution(data.rows);
  const enrollments = enrollmentsPerWeek(data.rows, now, COURSE_WEEKS);
  const atRisk = studentsAtRisk(data.rows, now);
  return {
    students: data.rows.length,
    provenance,
    weeklyProvenance: provenance,
    partial: !data.complete,
    progress: progress.table,
    withoutProgress: progress.withoutProgress,
    completion: completionRate(data.rows),
    enrollments: enrollments.table,
    enrolledEarlier: enrollments.earlier,
    atRisk: {
      count: atRisk.length,
      lines: atRisk.map(({ student, progress: done, enrolledDays, inactiveDays }) => ({
        userId: student.user_id,
        username: student.username,
        displayName: student.display_name,
        avatar: student.avatar,
        progress: done,
        enrolledDays,
        inactiveDays,
      })),
    },
  };
}

/** Whole days from a site date to `now`; 0 for a date the page cannot read. */
function daysSince(date: string, now: Date): number {
  const at = parseSiteDate(date);
  return at === null ? 0 : wholeDaysBetween(at, now);
}

/**
 * The figures from our server's answer (docs/decisions/038), its weeks those of `weeks`: the
 * same buckets, weeks and rule as from the students read, counted over all of them.
 */
export function figuresFromCount(
  answer: CourseInsightsAnswer,
  weeks: WeekBoundaries,
  now: Date,
): CourseFigures {
  const when = formatRelative(new Date(answer.counted_at));
  const completed = answer.progress.completed;
  const students = answer.students;
  const weekCount = weeks.weeks.length;
  return {
    students,
    provenance:
      students === 0
        ? t({
            comment: '{when}: how long ago the server counted, such as "2 minutes ago".',
            message: `From the server's counts, ${when}`,
          })
        : t({
            comment: '{when}: how long ago the server counted, such as "2 minutes ago".',
            message: `From the server's counts of all ${plural(students, { one: '# student', other: '# students' })}, ${when}`,
          }),
    weeklyProvenance: t({
      comment: '{when}: how long ago the server counted, such as "2 minutes ago".',
      message: `${plural(weekCount, { one: 'Last # week', other: 'Last # weeks' })}, from the server's counts, ${when}`,
    }),
    partial: false,
    progress: progressTable(answer.progress),
    withoutProgress: 0,
    completion: {
      completed,
      total: answer.students,
      rate: answer.students === 0 ? null : completed / answer.students,
      withoutProgress: 0,
    },
    enrollments: weeklyTable(
      weeks,
      answer.weeks.map((week) => week.enrolled),
      enrollmentsPerWeekText(),
    ),
    enrolledEarlier: answer.enrolled_earlier,
    atRisk: {
      count: answer.at_risk.count,
      lines: answer.at_risk.students.map((student) => ({
        userId: student.user_id,
        username: student.username,
        displayName: student.display_name,
        avatar: student.avatar,
        progress: student.progress,
        enrolledDays: daysSince(student.enrolled_at, now),
        inactiveDays: student.last_activity === null ? null : daysSince(student.last_activity, now),
      })),
    },
  };
}
