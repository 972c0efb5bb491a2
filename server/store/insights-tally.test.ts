import { describe, expect, it } from 'vitest';
import { emptyWeeks, tallyMonth } from './insights-tally';
import type { TalliedPost } from './rows';

const post = (id: number, fields: Partial<TalliedPost> = {}): TalliedPost => ({
  id,
  user_id: 1,
  space_id: 1,
  created_at: '2026-11-10 10:00:00',
  comments_count: 0,
  reactions_count: 0,
  ...fields,
});

describe('tallyMonth', () => {
  it("sums the month's and the week's counters, never counting a negative one", () => {
    const tally = tallyMonth(
      [
        post(1, { comments_count: 3, reactions_count: 4, created_at: '2026-11-18 09:00:00' }),
        post(2, { comments_count: 5, reactions_count: -2 }),
      ],
      '2026-11-13 12:00:00',
      5,
    );
    expect(tally.engagement).toEqual({
      days30: { comments: 8, reactions: 4 },
      days7: { comments: 3, reactions: 4 },
    });
  });

  it('keeps every author tied at the last place, for the dashboard to break ties by name', () => {
    const posts = [1, 1, 1, 2, 2, 3, 4, 5].map((user, index) => post(index + 1, { user_id: user }));
    expect([...tallyMonth(posts, '2026-11-13', 2).authorPosts]).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(new Set(tallyMonth(posts, '2026-11-13', 3).authorPosts.keys())).toEqual(
      new Set([1, 2, 3, 4, 5]),
    );
    expect(tallyMonth(posts, '2026-11-13', 0).authorPosts.size).toBe(0);
  });

  it('ranks posts by comments plus reactions, then comments, then the newer, leaving out the unengaged', () => {
    const tally = tallyMonth(
      [
        post(1, { comments_count: 1, reactions_count: 3 }),
        post(2, { comments_count: 3, reactions_count: 1 }),
        post(3, { comments_count: 3, reactions_count: 1 }),
        post(4, { comments_count: 9 }),
        post(5),
      ],
      '2026-11-13',
      10,
    );
    expect(tally.topPostIds).toEqual([4, 3, 2, 1]);
  });

  it('counts posts by space, those outside any space under null', () => {
    const tally = tallyMonth([post(1), post(2, { space_id: null }), post(3)], '2026-11-13', 5);
    expect(tally.monthBySpace).toEqual([
      { spaceId: 1, posts: 2 },
      { spaceId: null, posts: 1 },
    ]);
  });
});

describe('emptyWeeks', () => {
  it('has a week between each two edges', () => {
    expect(
      emptyWeeks(['2026-11-02 00:00:00', '2026-11-09 00:00:00', '2026-11-16 00:00:00']),
    ).toEqual([
      { posts: 0, postsBySpace: {}, membersJoined: 0, membersActive: 0 },
      { posts: 0, postsBySpace: {}, membersJoined: 0, membersActive: 0 },
    ]);
  });
});
