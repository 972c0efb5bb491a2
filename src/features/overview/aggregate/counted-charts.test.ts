import { describe, expect, it } from 'vitest';
import type { OverviewInsightsAnswer } from '../../../api/schemas/insights';
import { weekBoundaries } from '../../../insights/aggregate/week-boundaries';
import { countedMonthTables, countedWeeklyTable, membersPerWeekTable } from './counted-charts';

const now = new Date(Date.UTC(2026, 10, 20, 12));
const weeks = weekBoundaries(now, 3);

const answer: OverviewInsightsAnswer = {
  counted_at: '2026-11-20T12:00:00.000Z',
  posts_since: { days7: 1, days14: 2, days30: 3, days60: 4 },
  engagement: { days30: { comments: 0, reactions: 0 }, days7: { comments: 0, reactions: 0 } },
  weeks: [
    {
      start: '2026-11-02',
      posts: 10,
      posts_by_space: { '1': 6, '2': 4 },
      members_joined: 2,
      members_active: 9,
    },
    {
      start: '2026-11-09',
      posts: 7,
      posts_by_space: { '1': 1, '0': 6 },
      members_joined: 0,
      members_active: 4,
    },
    {
      start: '2026-11-16',
      posts: 3,
      posts_by_space: { '2': 3 },
      members_joined: 1,
      members_active: 2,
    },
  ],
  most_active_spaces: [
    { id: 2, slug: 'zeta', title: 'Zeta', posts: 7 },
    { id: 1, slug: 'alpha', title: 'Alpha', posts: 7 },
  ],
  most_active_authors: [
    { user_id: 8, username: 'bo', display_name: 'bo', posts: 4 },
    { user_id: 9, username: 'ann', display_name: 'Ann', posts: 4 },
  ],
  top_posts: [
    {
      id: 5,
      user_id: 8,
      title: '',
      message_rendered: '<p>Hello <b>world</b></p>',
      space: { id: 1, slug: 'alpha', title: 'Alpha' },
      comments_count: 2,
      reactions_count: 1,
    },
  ],
};

describe('the overview charts from the server’s counts', () => {
  it('stacks the chosen spaces week by week, the rest (and posts outside any space) as other', () => {
    const table = countedWeeklyTable(
      answer,
      weeks,
      [{ slug: 'alpha', title: 'Alpha' }],
      new Map([['alpha', 1]]),
    );
    expect(table.series.map((series) => series.label)).toEqual(['Alpha', 'Other spaces']);
    expect(table.rows.map((row) => row.values)).toEqual([
      [6, 4],
      [1, 6],
      [0, 3],
    ]);
  });

  it('ranks tied spaces and authors by name, as for posts read from the site', () => {
    const { spacesTable, authorsTable, topPosts } = countedMonthTables(answer, 5);
    expect(spacesTable.rows.map((row) => row.label)).toEqual(['Alpha', 'Zeta']);
    expect(spacesTable.rows[0]?.href).toBe('/feed?space=alpha');
    expect(authorsTable.rows.map((row) => row.label)).toEqual(['Ann', 'bo']);
    // An untitled post goes by its first words.
    expect(topPosts.rows).toEqual([
      { key: '5', label: 'Hello world', values: [2, 1], href: '/feed?space=alpha&user_id=8' },
    ]);
  });

  it('shows who joined and who wrote each week, without a total of the two', () => {
    const table = membersPerWeekTable(answer, weeks);
    expect(table.rows.map((row) => row.values)).toEqual([
      [2, 9],
      [0, 4],
      [1, 2],
    ]);
    expect(table.seriesAdd).toBe(false);
  });
});
