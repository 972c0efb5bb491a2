import { describe, expect, it } from 'vitest';
import { enrollmentsPerWeek } from './enrollments-per-week';
import { studentEnrolledAt, wall } from '../../../insights/aggregate/rows.fixture';

const now = wall('2026-11-18 10:00:00');

describe('enrollmentsPerWeek', () => {
  it('counts students by the week of their enrollment, not of their registration', () => {
    const students = ['2026-11-09 00:00:00', '2026-11-17 10:00:00', '2026-11-17 11:00:00'].map(
      (date) => ({ ...studentEnrolledAt(date), created_at: '2020-01-01 00:00:00' }),
    );
    const { table, earlier } = enrollmentsPerWeek(students, now, 2);
    expect(table.caption).toBe('Enrollments per week');
    expect(table.series).toEqual([{ key: 'enrolled', label: 'Students enrolled' }]);
    expect(table.unit).toEqual({ one: 'student', other: 'students' });
    expect(table.rows).toEqual([
      { key: '2026-11-09', label: '9 Nov', values: [1] },
      { key: '2026-11-16', label: '16 Nov (so far)', values: [2] },
    ]);
    expect(earlier).toBe(0);
  });

  it('counts students without an enrollment row or date as undated', () => {
    const students = [
      studentEnrolledAt(undefined),
      studentEnrolledAt(null),
      studentEnrolledAt('2026-11-08 23:59:59'),
    ];
    const { table, earlier, undated } = enrollmentsPerWeek(students, now, 2);
    expect(table.rows.map((row) => row.values[0])).toEqual([0, 0]);
    expect({ earlier, undated }).toEqual({ earlier: 1, undated: 2 });
  });

  it('covers 26 weeks by default', () => {
    expect(enrollmentsPerWeek([], now).table.rows).toHaveLength(26);
  });
});
