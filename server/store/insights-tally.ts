import type { OverviewFigures, TalliedPost } from './rows';

/**
 * The overview's month, tallied from its posts (docs/decisions/038): both stores read the same
 * few columns of the last 30 days' posts from an index and count them here, once, in one pass.
 */
export interface MonthTally {
  engagement: OverviewFigures['engagement'];
  monthBySpace: OverviewFigures['monthBySpace'];
  /** Authors with at least as many posts as the `rankedRows`-th, by user id. */
  authorPosts: Map<number, number>;
  /** The ids of the posts with the most comments plus reactions, most first. */
  topPostIds: number[];
}

const positive = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * `posts` are the month's (created at or after 30 days ago); those at or after `days7` are the
 * week's too. Rankings keep `rankedRows` rows: authors tied at the last place all stay, since
 * the dashboard breaks ties by name (as it does for posts it reads itself); top posts break
 * ties by comments, then by the newer post, and leave out posts nobody engaged with.
 */
export function tallyMonth(
  posts: Iterable<TalliedPost>,
  days7: string,
  rankedRows: number,
): MonthTally {
  const days30 = { comments: 0, reactions: 0 };
  const week = { comments: 0, reactions: 0 };
  const bySpace = new Map<number | null, number>();
  const byAuthor = new Map<number, number>();
  const engaged: TalliedPost[] = [];
  for (const post of posts) {
    const comments = positive(post.comments_count);
    const reactions = positive(post.reactions_count);
    days30.comments += comments;
    days30.reactions += reactions;
    if (post.created_at >= days7) {
      week.comments += comments;
      week.reactions += reactions;
    }
    bySpace.set(post.space_id, (bySpace.get(post.space_id) ?? 0) + 1);
    byAuthor.set(post.user_id, (byAuthor.get(post.user_id) ?? 0) + 1);
    if (comments + reactions > 0) engaged.push(post);
  }
  const authorPosts = new Map(withTies([...byAuthor], ([, count]) => count, rankedRows));
  const total = (post: TalliedPost) =>
    positive(post.comments_count) + positive(post.reactions_count);
  engaged.sort(
    (a, b) =>
      total(b) - total(a) || positive(b.comments_count) - positive(a.comments_count) || b.id - a.id,
  );
  return {
    engagement: { days30, days7: week },
    monthBySpace: [...bySpace].map(([spaceId, count]) => ({ spaceId, posts: count })),
    authorPosts,
    topPostIds: engaged.slice(0, Math.max(0, rankedRows)).map((post) => post.id),
  };
}

/**
 * The first `keep` entries by count, most first, and every entry tied with the last of them (in
 * the order given): rankings whose ties the dashboard breaks by name. None when `keep` is 0.
 */
export function withTies<T>(
  entries: readonly T[],
  countOf: (entry: T) => number,
  keep: number,
): T[] {
  if (keep <= 0) return [];
  const counts = entries.map(countOf).sort((a, b) => b - a);
  const threshold = counts[Math.min(keep, counts.length) - 1] ?? 0;
  return entries.filter((entry) => countOf(entry) >= threshold);
}

/** A week's counts before anything is counted in it. */
export function emptyWeeks(edges: readonly string[]): OverviewFigures['weeks'] {
  return edges.slice(1).map(() => ({
    posts: 0,
    postsBySpace: {},
    membersJoined: 0,
    membersActive: 0,
  }));
}

/** An author's names, and an engaged post's title and the start of its HTML, as stored. */
export interface RankedRows {
  names: ReadonlyMap<number, { username: string | null; display_name: string | null }>;
  texts: ReadonlyMap<number, { title: string | null; message_rendered: string | null }>;
}

/** The month's rankings, named: what both stores answer once they have read the names. */
export function rankedFigures(
  tally: MonthTally,
  month: readonly TalliedPost[],
  { names, texts }: RankedRows,
): Pick<OverviewFigures, 'monthAuthors' | 'topPosts'> {
  const byId = new Map(month.map((post) => [post.id, post]));
  return {
    monthAuthors: [...tally.authorPosts].map(([userId, posts]) => ({
      userId,
      username: names.get(userId)?.username ?? '',
      displayName: names.get(userId)?.display_name ?? '',
      posts,
    })),
    topPosts: tally.topPostIds.flatMap((id) => {
      const post = byId.get(id);
      if (!post) return [];
      return [
        {
          id,
          userId: post.user_id,
          spaceId: post.space_id,
          title: texts.get(id)?.title ?? '',
          messageRendered: texts.get(id)?.message_rendered ?? '',
          commentsCount: post.comments_count,
          reactionsCount: post.reactions_count,
        },
      ];
    }),
  };
}
