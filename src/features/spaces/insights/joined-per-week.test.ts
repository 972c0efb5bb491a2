import { afterEach, describe, expect, it } from 'vitest';
import { joinedPerWeek } from './joined-per-week';
import { makeMember, wall } from '../../../insights/aggregate/rows.fixture';

const now = wall('2026-11-18 10:00:00');
const joinedAt = (createdAt: string | null) => makeMember({ created_at: createdAt });

describe('joinedPerWeek', () => {
  it('counts memberships by the Monday-to-Monday week they were created in', () => {
    const members = [
      '2026-11-02 00:00:00',
      '2026-11-15 23:59:59',
      '2026-11-16 00:00:00',
      '2026-11-18 09:00:00',
      '2026-11-09 12:00:00',
    ].map(joinedAt);
    const { table, earlier, later, undated } = joinedPerWeek(members, now, 3);
    expect(table).toEqual({
      caption: 'Members joined per week',
      rowHeader: 'Week',
      series: [{ key: 'joined', label: 'Members joined' }],
      rows: [
        { key: '2026-11-02', label: '2 Nov', values: [1] },
        { key: '2026-11-09', label: '9 Nov', values: [2] },
        { key: '2026-11-16', label: '16 Nov (so far)', values: [2] },
      ],
      unit: { one: 'member', other: 'members' },
    });
    expect({ earlier, later, undated }).toEqual({ earlier: 0, later: 0, undated: 0 });
  });

  it('counts those who joined before the first week, and those it cannot place', () => {
    const members = [
      joinedAt('2026-11-01 23:59:59'),
      joinedAt('2025-01-01 08:00:00'),
      joinedAt(null),
      joinedAt('not a date'),
      // After the current week: the site's clock is ahead of `now`.
      joinedAt('2026-11-23 00:00:00'),
      joinedAt('2026-11-20 08:00:00'),
    ];
    const { table, earlier, later, undated } = joinedPerWeek(members, now, 3);
    expect(table.rows.map((row) => row.values[0])).toEqual([0, 0, 1]);
    expect({ earlier, later, undated }).toEqual({ earlier: 2, later: 1, undated: 2 });
  });

  it('covers 26 weeks by default, and gives empty weeks for no members', () => {
    const { table, earlier } = joinedPerWeek([], now);
    expect(table.rows).toHaveLength(26);
    expect(table.rows[0]!.key).toBe('2026-05-25');
    expect(table.rows.every((row) => row.values[0] === 0)).toBe(true);
    expect(earlier).toBe(0);
  });

  describe('in any browser zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it('puts Sunday 23:59:59 and Monday 00:00:00 of the site in different weeks', () => {
      const members = ['2026-11-15 23:59:59', '2026-11-16 00:00:00'].map(joinedAt);
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata']) {
        process.env.TZ = zone;
        const { table } = joinedPerWeek(members, now, 2);
        expect(table.rows.map((row) => [row.key, row.values[0]])).toEqual([
          ['2026-11-09', 1],
          ['2026-11-16', 1],
        ]);
      }
    });
  });
});
