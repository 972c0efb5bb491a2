import { describe, expect, it } from 'vitest';
import type { Student } from '../../../api/schemas/student';
import {
  makeStudent,
  siteDate,
  studentEnrolledAt,
  wall,
} from '../../../insights/aggregate/rows.fixture';
import { addDays } from '../../../insights/aggregate/site-calendar';
import { studentsAtRisk } from './students-at-risk';

const now = wall('2026-11-18 10:00:00');
const HOUR_MS = 3_600_000;

/** The site date `days` days and `hours` hours before now. */
const ago = (days: number, hours = 0) =>
  siteDate(new Date(addDays(now, -days).getTime() - hours * HOUR_MS));

let nextId = 100;
/** A student enrolled 30 days ago, inactive for 20, at 10%, unless told otherwise. */
function student(patch: {
  enrolled?: string | null | undefined;
  lastActive?: string | null;
  progress?: number | undefined;
  name?: string;
}): Student {
  nextId += 1;
  const base = studentEnrolledAt('enrolled' in patch ? patch.enrolled : ago(30));
  return {
    ...base,
    user_id: nextId,
    display_name: patch.name ?? `Student ${nextId}`,
    last_activity: 'lastActive' in patch ? (patch.lastActive ?? null) : ago(20),
    progress: 'progress' in patch ? patch.progress : 10,
  };
}

const names = (students: Student[]) =>
  studentsAtRisk(students, now).map((risk) => risk.student.display_name);

describe('studentsAtRisk', () => {
  it('gives the figures that picked a student', () => {
    const picked = student({ enrolled: ago(30, 5), lastActive: ago(20, 23), progress: 10 });
    expect(studentsAtRisk([picked], now)).toEqual([
      { student: picked, enrolledDays: 30, inactiveDays: 20, progress: 10 },
    ]);
  });

  it('needs more than 14 whole days since enrollment', () => {
    expect(names([student({ enrolled: ago(14, 23), name: 'New' })])).toEqual([]);
    expect(names([student({ enrolled: ago(15), name: 'Settled' })])).toEqual(['Settled']);
  });

  it('needs progress strictly under 50%', () => {
    expect(names([student({ progress: 50, name: 'Half' })])).toEqual([]);
    expect(names([student({ progress: 49, name: 'Almost' })])).toEqual(['Almost']);
    expect(names([student({ progress: 0, name: 'Zero' })])).toEqual(['Zero']);
  });

  it('needs more than 14 whole days without activity, or none ever', () => {
    expect(names([student({ lastActive: ago(14, 23), name: 'Recent' })])).toEqual([]);
    expect(names([student({ lastActive: ago(15), name: 'Quiet' })])).toEqual(['Quiet']);
    const never = studentsAtRisk([student({ lastActive: null, name: 'Never' })], now);
    expect(never.map((risk) => [risk.student.display_name, risk.inactiveDays])).toEqual([
      ['Never', null],
    ]);
  });

  it('leaves out students the rule cannot be decided for', () => {
    const students = [
      student({ progress: undefined }),
      student({ enrolled: undefined }),
      student({ enrolled: null }),
      student({ lastActive: 'yesterday' }),
      makeStudent({ space_pivot: undefined, progress: 0, last_activity: null }),
    ];
    expect(studentsAtRisk(students, now)).toEqual([]);
    expect(studentsAtRisk([], now)).toEqual([]);
  });

  it('lists the never active first, then the longest inactive, then the lowest progress', () => {
    const students = [
      student({ lastActive: ago(20), progress: 5, name: 'Twenty at 5' }),
      student({ lastActive: null, progress: 30, name: 'Never at 30' }),
      student({ lastActive: ago(40), progress: 40, name: 'Forty at 40' }),
      student({ lastActive: ago(20), progress: 2, name: 'Twenty at 2' }),
      student({ lastActive: null, progress: 10, name: 'Never at 10' }),
      student({ lastActive: ago(20), progress: 2, name: 'Another twenty at 2' }),
    ];
    expect(names(students)).toEqual([
      'Never at 10',
      'Never at 30',
      'Forty at 40',
      'Another twenty at 2',
      'Twenty at 2',
      'Twenty at 5',
    ]);
  });
});
