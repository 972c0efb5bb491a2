import type { FeedPageQuery, PostRow } from '../rows';
import type { FeedOrder } from '../../../contract';
import { mapColumn, type StoreContext } from './context';
import { COURSE_POST_TYPES, containsPattern } from './tables';

/**
 * Feed pages over fcom_posts (behaviour.md, "Feeds"), which also holds course sections and
 * lessons: those are never feed posts. The page query returns ids only, in order; the posts
 * are then read by id. Visibility, status and sticky rules arrive already decided by the
 * service (services/feeds.ts), as for the SQLite store. Search is a substring match (LIKE) on
 * the title and the post text, compared with the site's own collation, as the plugin does.
 */
const ORDER_BY: Record<FeedOrder, string> = {
  new_activity: 'p.updated_at DESC, p.id DESC',
  latest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id DESC',
  popular: '(p.reactions_count + 2 * p.comments_count) DESC, p.id DESC',
  likes: 'p.reactions_count DESC, p.id DESC',
  alphabetical: 'p.slug ASC, p.id DESC',
  unanswered: 'p.created_at DESC, p.id DESC',
};

const POST_COLUMNS = `id, user_id, parent_id, title, slug, message, message_rendered, type,
  content_type, space_id, privacy, status, featured_image, meta, is_sticky, comments_count,
  reactions_count, priority, expired_at, scheduled_at, created_at, updated_at`;

type RawPost = Omit<PostRow, 'title' | 'slug' | 'message' | 'message_rendered' | 'meta'> & {
  title: string | null;
  slug: string | null;
  message: string | null;
  message_rendered: string | null;
  meta: string | null;
};

const FEED_POST = `p.type NOT IN (${COURSE_POST_TYPES.map((type) => `'${type}'`).join(', ')})`;

export function createFeedQueries(context: StoreContext) {
  const { sql, tables: t } = context;
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
      const where = [FEED_POST, activeAuthor];
      const values: unknown[] = [];
      if (query.spaceId !== null) {
        where.push('p.space_id = ?');
        values.push(query.spaceId);
      } else if (query.readableSpaceIds !== null) {
        if (query.readableSpaceIds.length === 0) return [];
        where.push('p.space_id IN (?)');
        values.push(query.readableSpaceIds);
      }
      const statusTerms = query.statuses.flatMap((rule) => {
        if (rule.spaceIds === null) {
          values.push(rule.status);
          return ['p.status = ?'];
        }
        if (rule.spaceIds.length === 0) return [];
        values.push(rule.status, rule.spaceIds);
        return ['(p.status = ? AND p.space_id IN (?))'];
      });
      if (statusTerms.length === 0) return [];
      where.push(`(${statusTerms.join(' OR ')})`);
      if (query.userId !== null) {
        where.push('p.user_id = ?');
        values.push(query.userId);
      }
      if (query.topicId !== null) {
        where.push(
          `EXISTS (SELECT 1 FROM ${t.termFeed} tf WHERE tf.post_id = p.id AND tf.term_id = ?)`,
        );
        values.push(query.topicId);
      }
      if (query.excludeSticky) where.push('COALESCE(p.is_sticky, 0) = 0');
      if (query.order === 'unanswered') where.push('COALESCE(p.comments_count, 0) = 0');
      if (query.search) {
        const pattern = containsPattern(query.search.term);
        const tests: string[] = [];
        if (query.search.inContent) {
          tests.push('p.title LIKE ?', 'p.message LIKE ?');
          values.push(pattern, pattern);
        }
        if (query.search.inComments) {
          tests.push(`EXISTS (SELECT 1 FROM ${t.comments} c WHERE c.post_id = p.id
            AND c.status = 'published' AND c.message LIKE ?)`);
          values.push(pattern);
        }
        where.push(`(${tests.join(' OR ')})`);
      }
      const rows = await sql.rows<{ id: number }>(
        'feeds.pageIds',
        `SELECT p.id FROM ${t.posts} p WHERE ${where.join(' AND ')}
          ORDER BY ${ORDER_BY[query.order]} LIMIT ? OFFSET ?`,
        [...values, query.limit, query.offset],
      );
      return rows.map((row) => Number(row.id));
    },
    /** The rows of these posts, in the order of `ids`. */
    async postsByIds(ids: readonly number[]): Promise<PostRow[]> {
      if (ids.length === 0) return [];
      const rows = await sql.rows<RawPost>(
        'feeds.postsByIds',
        `SELECT ${POST_COLUMNS} FROM ${t.posts} WHERE id IN (?)`,
        [ids],
      );
      const byId = new Map(rows.map((row) => [Number(row.id), toPost(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /** The space's pinned post (the latest, if several), when published by an active author. */
    async stickyPostId(spaceId: number): Promise<number | null> {
      const [row] = await sql.rows<{ id: number }>(
        'feeds.stickyPostId',
        `SELECT p.id FROM ${t.posts} p
          WHERE p.space_id = ? AND p.is_sticky = 1 AND p.status = 'published'
            AND ${FEED_POST} AND ${activeAuthor}
          ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
        [spaceId],
      );
      return row ? Number(row.id) : null;
    },
    async topicIdBySlug(slug: string): Promise<number | null> {
      const [row] = await sql.rows<{ id: number }>(
        'feeds.topicIdBySlug',
        `SELECT id FROM ${t.terms} WHERE taxonomy_name = 'post_topic' AND slug = ? LIMIT 1`,
        [slug],
      );
      return row ? Number(row.id) : null;
    },
  };
}
