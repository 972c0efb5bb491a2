import { plural, t } from '@lingui/core/macro';
import type { FeedOrder } from '../../../contract';
import type { Feed } from '../../api/schemas/feed';
import type { FeedRow } from './feed-rows';

/**
 * Which posts are new since the feed was loaded, from the new-post check: page 1 of the same
 * filters, a few posts long (new-posts-query.ts). Only orders that put a new post on top can
 * say so (`latest`, `unanswered`: `created_at` desc, behaviour.md "Feeds"); the others rank
 * posts by activity, reactions or title, where a new post lands anywhere or never on page 1,
 * so they are not checked: the feed refreshes as before (on return, or on reload).
 */
const NEWEST_FIRST: ReadonlySet<FeedOrder> = new Set(['latest', 'unanswered']);

export function followsNewestFirst(order: FeedOrder): boolean {
  return NEWEST_FIRST.has(order);
}

/** The newest post the feed shows, by which "new" is judged. */
export interface NewestLoaded {
  id: number;
  createdAt: string;
}

/** What the checks have found so far, newest first, and whether nothing is missing. */
export interface NewPosts {
  posts: Feed[];
  /**
   * The posts run without a gap from the newest on the site down to the newest loaded. False
   * when a whole check came back new: more may sit between its oldest post and the feed.
   */
  complete: boolean;
}

export const NO_NEW_POSTS: NewPosts = { posts: [], complete: true };

/** Kept at most, newest first: the label says "99+" beyond this anyway. */
export const MAX_NEW_POSTS = 100;

/**
 * The newest post of the loaded feed, leaving out the space's pinned post on top (it is old
 * more often than not, and the check leaves it in its place in time: `disable_sticky`). Null
 * when the feed is empty: then every post is new.
 */
export function newestLoaded(rows: readonly FeedRow[]): NewestLoaded | null {
  const row = rows.find((candidate) => !candidate.pinned);
  return row ? { id: row.post.id, createdAt: row.post.created_at } : null;
}

/** `YYYY-MM-DD HH:MM:SS` (or with a `T`), the site's time: sortable as text once aligned. */
const SQL_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/;

function comparableTime(text: string): string | null {
  const match = SQL_TIME.exec(text.trim());
  return match ? match[0].replace(/T/, ' ') : null;
}

/**
 * Whether `post` came after `since`: a later `created_at`, or the same second and a higher id
 * (our server breaks ties by id; real sites send no finer time). A date that is not a date
 * leaves the id alone to decide, so a malformed reply never counts every post as new.
 */
export function isNewer(
  post: Pick<Feed, 'id' | 'created_at'>,
  since: NewestLoaded | null,
): boolean {
  if (!since) return true;
  if (post.id === since.id) return false;
  const mine = comparableTime(post.created_at);
  const theirs = comparableTime(since.createdAt);
  if (mine === null || theirs === null || mine === theirs) return post.id > since.id;
  return mine > theirs;
}

function uniqueById(posts: readonly Feed[]): Feed[] {
  const seen = new Set<number>();
  return posts.filter((post) => !seen.has(post.id) && seen.add(post.id));
}

/**
 * Folds one check into what earlier checks found. `page` is the check's answer (page 1 of the
 * feed, `pageSize` posts at most, pinned posts in their place):
 * - when it reaches back to the loaded feed (a post no newer than `since`) or ends, it holds
 *   every new post there is: it replaces the earlier findings (a post deleted since is gone);
 * - when every post in it is new, earlier findings older than its oldest are kept, and the run
 *   has no gap only if it overlaps a run that had none.
 */
export function mergeNewPosts(
  previous: NewPosts,
  page: readonly Feed[],
  since: NewestLoaded | null,
  pageSize: number,
): NewPosts {
  const fresh = uniqueById(page.filter((post) => isNewer(post, since)));
  const reachesLoaded = page.some((post) => !isNewer(post, since));
  const endsFeed = page.length < pageSize;
  if (reachesLoaded || endsFeed) return capped({ posts: fresh, complete: true });

  const freshIds = new Set(fresh.map((post) => post.id));
  const oldestFresh = fresh.at(-1)!;
  const oldest = { id: oldestFresh.id, createdAt: oldestFresh.created_at };
  const overlaps = previous.posts.some((post) => freshIds.has(post.id));
  const older = previous.posts.filter(
    (post) => !freshIds.has(post.id) && !isNewer(post, oldest) && isNewer(post, since),
  );
  return capped({ posts: [...fresh, ...older], complete: previous.complete && overlaps });
}

function capped(found: NewPosts): NewPosts {
  if (found.posts.length <= MAX_NEW_POSTS) return found;
  return { posts: found.posts.slice(0, MAX_NEW_POSTS), complete: false };
}

/** "1 new post", "3 new posts", "5+ new posts" (more may be waiting), "99+ new posts". */
export function newPostsLabel(count: number, complete: boolean): string {
  if (count > 99) return t`99+ new posts`;
  if (!complete) {
    return t({
      comment: 'More new posts may be waiting than the count says.',
      message: plural(count, { one: '#+ new posts', other: '#+ new posts' }),
    });
  }
  return plural(count, { one: '# new post', other: '# new posts' });
}
