import type { Student } from '../../../api/schemas/student';

/** How many students completed a course, out of those whose progress is known. */
export interface CompletionRate {
  completed: number;
  /** Students with a `progress`: the rate's denominator. */
  total: number;
  /** `completed / total` (0.25 is 25%); null when no student has a progress. */
  rate: number | null;
  /** Students without `progress`, left out of `total` rather than counted as not completed. */
  withoutProgress: number;
}

/** The course's completion rate: students at 100% progress (or more) over students with one. */
export function completionRate(students: Iterable<Pick<Student, 'progress'>>): CompletionRate {
  let completed = 0;
  let total = 0;
  let withoutProgress = 0;
  for (const { progress } of students) {
    if (progress === undefined || !Number.isFinite(progress)) {
      withoutProgress += 1;
      continue;
    }
    total += 1;
    if (progress >= 100) completed += 1;
  }
  return { completed, total, rate: total === 0 ? null : completed / total, withoutProgress };
}
