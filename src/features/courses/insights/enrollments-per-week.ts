import { t } from '@lingui/core/macro';
import { studentUnit } from './student-unit';
import type { Student } from '../../../api/schemas/student';
import { countPerWeek, type WeeklyCounts } from '../../../insights/aggregate/weekly-counts';

/**
 * The chart "Enrollments per week" of a course: students by the week of their enrollment
 * (`space_pivot.created_at`), over the last `weeks` weeks up to the current, partial one
 * (`now` is a site wall-clock Date). `earlier` counts those enrolled before the first week;
 * students without an enrollment row or date (sites that send only the spec's fields) are
 * counted in `undated`, in no week.
 */
/** What the chart is called and counts, whoever counted it, in the language shown. */
export function enrollmentsPerWeekText() {
  return {
    caption: t`Enrollments per week`,
    series: { key: 'enrolled', label: t`Students enrolled` },
    unit: studentUnit(),
  };
}

export function enrollmentsPerWeek(
  students: Iterable<Pick<Student, 'space_pivot'>>,
  now: Date,
  weeks = 26,
): WeeklyCounts {
  return countPerWeek(
    Array.from(students, (student) => student.space_pivot?.created_at),
    now,
    weeks,
    enrollmentsPerWeekText(),
  );
}
