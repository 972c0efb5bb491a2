import { describe, expect, it } from 'vitest';
import type { SpaceInsightsAnswer } from '../../../api/schemas/insights';
import { weekBoundaries } from '../../../insights/aggregate/week-boundaries';
import { countedSpaceTables } from './counted-space-charts';

const weeks = weekBoundaries(new Date(Date.UTC(2026, 10, 20, 12)), 2);

const answer: SpaceInsightsAnswer = {
  counted_at: '2026-11-20T12:00:00.000Z',
  members: 40,
  joined_earlier: 30,
  joined_later: 0,
  weeks: [
    { start: '2026-11-09', joined: 4, posts: 12, comments: 30 },
    { start: '2026-11-16', joined: 6, posts: 3, comments: 9 },
  ],
  last_active: { today: 5, days7: 10, days30: 8, days90: 7, older: 6, never: 4 },
  roles: [
    { role: 'member', members: 36 },
    { role: 'moderator', members: 2 },
    { role: 'admin', members: 2 },
  ],
  pending: { count: 9, ages: { day: 1, week: 2, month: 3, quarter: 0, older: 1 } },
};

describe("a space's charts from our server's counts", () => {
  it('draws the same tables as from members read page by page', () => {
    const tables = countedSpaceTables(answer, weeks);
    expect(tables.joined.rows.map((row) => row.values[0])).toEqual([4, 6]);
    expect(tables.joined.caption).toBe('Members joined per week');
    expect(tables.recency.rows.map((row) => [row.label, row.values[0]])).toEqual([
      ['Today', 5],
      ['Within 7 days', 10],
      ['Within 30 days', 8],
      ['Within 90 days', 7],
      ['Longer ago', 6],
      ['Never', 4],
    ]);
    // Most first, ties by name.
    expect(tables.roles.rows.map((row) => row.label)).toEqual(['Member', 'Admin', 'Moderator']);
    expect(tables.pending?.rows.map((row) => row.values[0])).toEqual([1, 2, 3, 0, 1]);
  });

  it('says how many requests the site counts but does not list', () => {
    const tables = countedSpaceTables(answer, weeks);
    expect(tables.listed).toBe(7);
    expect(tables.unlisted).toBe(2);
    expect(countedSpaceTables({ ...answer, pending: null }, weeks)).toMatchObject({
      pending: null,
      unlisted: 0,
    });
  });

  it('puts posts and comments side by side per week, without adding them up', () => {
    const { activity } = countedSpaceTables(answer, weeks);
    expect(activity.rows.map((row) => row.values)).toEqual([
      [12, 30],
      [3, 9],
    ]);
    expect(activity.seriesAdd).toBe(false);
  });
});
