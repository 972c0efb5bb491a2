import { keptUntilChange } from '../kept-until-change';
import type { Database } from 'better-sqlite3';
import type { AuthorCommentsQuery, CommentRow } from '../../rows';

/**
 * A member's comments (behaviour.md, "A member's comments"): published, newest first. The
 * page's ids and the total come from the indexes alone — the member's comments in id order,
 * each with its post (fcom_post_comments_author_latest, schema 5) and, for someone else's
 * eyes, each post's type, status, space and author (fcom_posts_access): only comments on
 * published feed posts they may read, their own posts, posts outside any space, posts of the
 * spaces they may read. Then the page's rows are read by id.
 *
 * The index's order is the page's, so nothing is sorted: the member's own page is a count of
 * the range and the entries after the offset, however deep (2.4k comments on the 200k-post
 * demo: ~0.1 ms, where sorting them took 0.4–0.5 ms); someone else's looks up each comment's
 * post once, in that order, and keeps the ids that pass (~0.7 ms: the lookups are the cost).
 */
const COMMENT_COLUMNS = `id, user_id, post_id, parent_id, reactions_count, message,
  message_rendered, meta, type, content_type, status, is_sticky, created_at, updated_at`;

const OWN = `FROM fcom_post_comments c INDEXED BY fcom_post_comments_author_latest
  WHERE c.user_id = ? AND c.status = 'published' AND c.type = 'comment'`;

const VISIBLE = `${OWN}
    AND EXISTS (SELECT 1 FROM fcom_posts p INDEXED BY fcom_posts_access
      WHERE p.id = c.post_id AND p.type = 'text' AND p.status = 'published'
        AND (p.user_id = ? OR p.space_id IS NULL OR p.space_id IN (SELECT value FROM json_each(?))))`;

export type CommentRepository = ReturnType<typeof createCommentRepository>;

export function createCommentRepository(db: Database) {
  const ownCount = db.prepare<[number], number>(`SELECT count(*) ${OWN}`).pluck();
  const ownPage = db
    .prepare<[number, number, number], number>(
      `SELECT c.id ${OWN} ORDER BY c.id DESC LIMIT ? OFFSET ?`,
    )
    .pluck();
  // Checking each post is the cost, and the total needs every one checked: one pass gives
  // every visible id, newest first (a member's comments number thousands at most), then the
  // page is sliced.
  const visibleIds = db
    .prepare<[number, number | null, string], number>(`SELECT c.id ${VISIBLE} ORDER BY c.id DESC`)
    .pluck();
  const rowsById = db.prepare<[string], CommentRow>(
    `SELECT ${COMMENT_COLUMNS} FROM fcom_post_comments
      WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id DESC`,
  );
  const rowsOf = (ids: readonly number[]) =>
    ids.length > 0 ? rowsById.all(JSON.stringify(ids)) : [];
  const visible = visibleIdsKept(db, (userId: number, viewerId: number | null, spaces: string) =>
    visibleIds.all(userId, viewerId, spaces),
  );

  return {
    byAuthor(query: AuthorCommentsQuery): { rows: CommentRow[]; total: number } {
      const { userId, visibleTo, limit, offset } = query;
      if (visibleTo === null) {
        const total = ownCount.get(userId) ?? 0;
        return { rows: total > offset ? rowsOf(ownPage.all(userId, limit, offset)) : [], total };
      }
      const ids = visible(userId, visibleTo.viewerId, JSON.stringify(visibleTo.readableSpaceIds));
      return { rows: rowsOf(ids.slice(offset, offset + limit)), total: ids.length };
    },
  };
}

/** Lists kept at most: a few thousand ids each, a few MB per connection at worst. */
const KEPT_LISTS = 64;

/**
 * The visible ids of a member's comments, kept per (member, viewer, readable spaces) until the
 * database changes: paging through someone's comments, or many visitors reading the same
 * profile, checks each comment's post once instead of on every page (~0.7 ms for 2.4k
 * comments on the 200k-post demo). "Changes" is any commit by another connection (SQLite's
 * `data_version`: a local copy following its site, a seed adding users) or by this one
 * (`total_changes()`), read before every use, so a list is never used after a write
 * (kept-until-change.ts).
 */
function visibleIdsKept(
  db: Database,
  read: (userId: number, viewerId: number | null, spaces: string) => number[],
): (userId: number, viewerId: number | null, spaces: string) => number[] {
  const kept = keptUntilChange(db, KEPT_LISTS);
  return (userId, viewerId, spaces) =>
    kept(`${userId}|${viewerId ?? ''}|${spaces}`, () => read(userId, viewerId, spaces));
}
