import type { FeedPageQuery, PostRow, SiteRow } from '../rows';
import type { FeedOrder } from '../../../contract';
import { mapColumn, type StoreContext } from './context';
import { COURSE_POST_TYPES, containsPattern } from './tables';
import { createTtlCache } from './ttl-cache';

/** How long a space's pinned post is kept (pinning is rare; finding it can be slow). */
export const STICKY_TTL_MS = 10_000;

/**
 * Feed pages over fcom_posts (behaviour.md, "Feeds"), which also holds course sections and
 * lessons: those are never feed posts. The page query returns ids only, in order; the posts
 * are then read by id. Visibility, status and sticky rules arrive already decided by the
 * service (services/feeds.ts), as for the SQLite store. Search is a substring match (LIKE) on
 * the title and the post text, compared with the site's own collation, as the plugin does.
 */
const ORDER_BY: Record<FeedOrder, string> = {
  new_activity: 'updated_at DESC, id DESC',
  latest: 'created_at DESC, id DESC',
  oldest: 'created_at ASC, id DESC',
  popular: 'popularity DESC, id DESC',
  likes: 'reactions_count DESC, id DESC',
  // (slug, id) is the plugin's own slug index: walked in order. Slugs are unique in practice.
  alphabetical: 'slug ASC, id ASC',
  unanswered: 'created_at DESC, id DESC',
};

/** The columns each order sorts by, selected so a union of branches can be sorted again. */
const SORT_COLUMNS = `p.id, p.created_at, p.updated_at, p.slug, p.reactions_count,
  (COALESCE(p.reactions_count, 0) + 2 * COALESCE(p.comments_count, 0)) AS popularity`;

const POST_COLUMNS = `id, user_id, parent_id, title, slug, message, message_rendered, type,
  content_type, space_id, privacy, status, featured_image, meta, is_sticky, comments_count,
  reactions_count, priority, expired_at, scheduled_at, created_at, updated_at`;

type RawPost = SiteRow<PostRow, 'title' | 'slug' | 'message' | 'message_rendered' | 'meta'>;

/** Orders no index of the plugin's serves (mixed directions, expressions, unindexed columns). */
const FULL_SCAN_ORDERS: ReadonlySet<FeedOrder> = new Set(['oldest', 'popular', 'likes']);

export const FEED_POST = `p.type NOT IN (${COURSE_POST_TYPES.map((type) => `'${type}'`).join(', ')})`;

/**
 * The posts a feed lists, as terms over `p` (behaviour.md, "Visibility", "Moderation"): feed
 * posts of authors whose profile is active, in the readable spaces (null: all, posts outside
 * any space too), in the statuses the caller sees. For reads that cover a window of many posts
 * (the insights): the inactive authors are the few, read once.
 */
export function listedPostTerms(
  t: StoreContext['tables'],
  readableSpaceIds: readonly number[] | null,
  statuses: FeedPageQuery['statuses'],
): { where: string[]; values: unknown[] } {
  const where = [
    FEED_POST,
    `p.user_id NOT IN (SELECT xi.user_id FROM ${t.xprofile} xi WHERE xi.status <> 'active')`,
  ];
  const values: unknown[] = [];
  if (readableSpaceIds !== null) {
    where.push(readableSpaceIds.length > 0 ? 'p.space_id IN (?)' : 'FALSE');
    if (readableSpaceIds.length > 0) values.push(readableSpaceIds);
  }
  const terms = statuses.flatMap((rule) => {
    if (rule.spaceIds === null) {
      values.push(rule.status);
      return ['p.status = ?'];
    }
    if (rule.spaceIds.length === 0) return [];
    values.push(rule.status, rule.spaceIds);
    return ['(p.status = ? AND p.space_id IN (?))'];
  });
  where.push(terms.length > 0 ? `(${terms.join(' OR ')})` : 'FALSE');
  return { where, values };
}

export function createFeedQueries(context: StoreContext) {
  const { sql: db, tables: t } = context;
  const sticky = createTtlCache<number | null>(STICKY_TTL_MS, Date.now, context.caches);
  /**
   * Orders that must read every post (no plugin index walks them) test each post's author
   * against the few inactive profiles, read once, instead of looking up every author: 1.3 s
   * instead of 4.6 s for "popular" over 200k posts on MariaDB. (A post whose author has no
   * profile at all, which the plugin never writes, would pass this form and not the other.)
   */
  const inactiveAuthorsExcluded = `p.user_id NOT IN (SELECT xi.user_id FROM ${t.xprofile} xi
    WHERE xi.status <> 'active')`;
  const activeAuthor = `EXISTS (SELECT 1 FROM ${t.xprofile} x
    WHERE x.user_id = p.user_id AND x.status = 'active')`;

  const toPost = (row: RawPost): PostRow => ({
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    space_id: row.space_id === null ? null : Number(row.space_id),
    title: row.title ?? '',
    slug: row.slug ?? '',
    message: row.message ?? '',
    message_rendered: row.message_rendered ?? '',
    meta: mapColumn(context, row.meta, { table: t.posts, column: 'meta', id: row.id }),
    is_sticky: Number(row.is_sticky ?? 0),
    comments_count: Number(row.comments_count ?? 0),
    reactions_count: Number(row.reactions_count ?? 0),
    priority: Number(row.priority ?? 0),
  });

  return {
    async pageIds(query: FeedPageQuery): Promise<number[]> {
      const scansEveryPost = FULL_SCAN_ORDERS.has(query.order);
      const where = [FEED_POST, scansEveryPost ? inactiveAuthorsExcluded : activeAuthor];
      const values: unknown[] = [];
      if (query.spaceId !== null) {
        where.push('p.space_id = ?');
        values.push(query.spaceId);
      } else if (query.readableSpaceIds !== null) {
        if (query.readableSpaceIds.length === 0) return [];
        where.push('p.space_id IN (?)');
        values.push(query.readableSpaceIds);
      }
      const statusTerms: { sql: string; values: unknown[] }[] = query.statuses.flatMap((rule) => {
        if (rule.spaceIds === null) return [{ sql: 'p.status = ?', values: [rule.status] }];
        if (rule.spaceIds.length === 0) return [];
        return [
          { sql: '(p.status = ? AND p.space_id IN (?))', values: [rule.status, rule.spaceIds] },
        ];
      });
      if (statusTerms.length === 0) return [];
      const tail: string[] = [];
      const tailValues: unknown[] = [];
      if (query.userId !== null) {
        tail.push('p.user_id = ?');
        tailValues.push(query.userId);
      }
      if (query.topicId !== null) {
        // Driven from the topic's own rows (wp_fcom_term_feed's term_id index), not per post.
        tail.push(`p.id IN (SELECT tf.post_id FROM ${t.termFeed} tf WHERE tf.term_id = ?)`);
        tailValues.push(query.topicId);
      }
      if (query.excludeSticky) tail.push('COALESCE(p.is_sticky, 0) = 0');
      if (query.order === 'unanswered') tail.push('COALESCE(p.comments_count, 0) = 0');
      if (query.search) {
        const pattern = containsPattern(query.search.term);
        const tests: string[] = [];
        if (query.search.inContent) {
          tests.push('p.title LIKE ?', 'p.message LIKE ?');
          tailValues.push(pattern, pattern);
        }
        if (query.search.inComments) {
          tests.push(`EXISTS (SELECT 1 FROM ${t.comments} c WHERE c.post_id = p.id
            AND c.status = 'published' AND c.message LIKE ?)`);
          tailValues.push(pattern);
        }
        tail.push(`(${tests.join(' OR ')})`);
      }
      // One branch per status rule: each can walk an index in the order's direction (e.g.
      // the plugin's (status, updated_at)), where "status IN (…)" would sort every match.
      const branch = (term: { sql: string; values: unknown[] }, limit: number) => ({
        sql: `SELECT ${SORT_COLUMNS} FROM ${t.posts} p
          WHERE ${[...where, term.sql, ...tail].join(' AND ')}
          ORDER BY ${ORDER_BY[query.order]} LIMIT ?`,
        values: [...values, ...term.values, ...tailValues, limit],
      });
      const needed = query.offset + query.limit;
      let sql: string;
      let params: unknown[];
      if (statusTerms.length === 1 && statusTerms[0]) {
        const only = branch(statusTerms[0], query.limit);
        sql = `${only.sql} OFFSET ?`;
        params = [...only.values, query.offset];
      } else {
        const branches = statusTerms.map((term) => branch(term, needed));
        sql = `SELECT id FROM (${branches.map((b) => `(${b.sql})`).join(' UNION ALL ')}) page
          ORDER BY ${ORDER_BY[query.order]} LIMIT ? OFFSET ?`;
        params = [...branches.flatMap((b) => b.values), query.limit, query.offset];
      }
      const rows = await db.rows<{ id: number }>('feeds.pageIds', sql, params, 'heavy');
      return rows.map((row) => Number(row.id));
    },
    /** The rows of these posts, in the order of `ids`. */
    async postsByIds(ids: readonly number[]): Promise<PostRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.rows<RawPost>(
        'feeds.postsByIds',
        `SELECT ${POST_COLUMNS} FROM ${t.posts} WHERE id IN (?)`,
        [ids],
      );
      const byId = new Map(rows.map((row) => [Number(row.id), toPost(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /**
     * The space's pinned post (the latest, if several), when published by an active author.
     * The plugin's indexes make this a scan of the space's posts (the optional index of
     * docs/decisions/017 makes it a lookup): kept for STICKY_TTL_MS per space.
     */
    stickyPostId(spaceId: number): Promise<number | null> {
      return sticky(String(spaceId), async () => {
        const [row] = await db.rows<{ id: number }>(
          'feeds.stickyPostId',
          `SELECT p.id FROM ${t.posts} p
            WHERE p.space_id = ? AND p.is_sticky = 1 AND p.status = 'published'
              AND ${FEED_POST} AND ${activeAuthor}
            ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
          [spaceId],
          'heavy',
        );
        return row ? Number(row.id) : null;
      });
    },
    /** The site's collation compares the slug (in any case, as the plugin's query does). */
    async postIdBySlug(slug: string): Promise<number | null> {
      const [row] = await db.rows<{ id: number }>(
        'feeds.postIdBySlug',
        `SELECT id FROM ${t.posts} WHERE slug = ? AND type = 'text' ORDER BY id LIMIT 1`,
        [slug],
      );
      return row ? Number(row.id) : null;
    },
    async topicIdBySlug(slug: string): Promise<number | null> {
      const [row] = await db.rows<{ id: number }>(
        'feeds.topicIdBySlug',
        `SELECT id FROM ${t.terms} WHERE taxonomy_name = 'post_topic' AND slug = ? LIMIT 1`,
        [slug],
      );
      return row ? Number(row.id) : null;
    },
  };
}
