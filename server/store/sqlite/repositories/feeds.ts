import type { Database, Statement } from 'better-sqlite3';
import { FTS_CANDIDATE_LIMIT, trigramPhrase } from '../full-text';
import type { FeedPageQuery, PostRow } from '../../rows';
import type { FeedOrder } from '../../../../contract';

/**
 * Feed pages (behaviour.md, "Feeds"). The page query returns ids only, in order, walking
 * the index of the requested order and filtering row by row; the posts of the page are then
 * read by id. Visibility, status and sticky rules arrive already decided by the route.
 */

const ORDER_BY: Record<FeedOrder, string> = {
  new_activity: 'p.updated_at DESC, p.id DESC',
  latest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id DESC',
  popular: '(p.reactions_count + 2 * p.comments_count) DESC, p.id DESC',
  likes: 'p.reactions_count DESC, p.id DESC',
  // Slugs are unique, so there is no tie to break (and no sort after the index walk).
  alphabetical: 'p.slug ASC',
  unanswered: 'p.created_at DESC, p.id DESC',
};

export const POST_COLUMNS = `id, user_id, parent_id, title, slug, message, message_rendered, type,
  content_type, space_id, privacy, status, featured_image, meta, is_sticky, comments_count,
  reactions_count, priority, expired_at, scheduled_at, created_at, updated_at`;

export type FeedRepository = ReturnType<typeof createFeedRepository>;

/**
 * The posts a feed lists, whatever its order and filters (behaviour.md, "Visibility",
 * "Moderation"): authors with an active profile, the readable spaces (null: all, posts outside
 * any space too), and the statuses the caller sees; as terms over `fcom_posts p`. A feed and
 * the insights counted over it (insights.ts) use this one definition.
 */
export function listedPosts(
  readableSpaceIds: readonly number[] | null,
  statuses: FeedPageQuery['statuses'],
): { where: string[]; params: unknown[] } {
  const where = ["p.author_status = 'active'"];
  const params: unknown[] = [];
  if (readableSpaceIds !== null) {
    // `+` keeps SQLite on the order's index instead of collecting every readable post.
    where.push('+p.space_id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(readableSpaceIds));
  }
  const statusTerms = statuses.map((rule) => {
    params.push(rule.status);
    if (rule.spaceIds === null) return '+p.status = ?';
    params.push(JSON.stringify(rule.spaceIds));
    return '(+p.status = ? AND p.space_id IN (SELECT value FROM json_each(?)))';
  });
  where.push(statusTerms.length > 0 ? `(${statusTerms.join(' OR ')})` : '0');
  return { where, params };
}

export function createFeedRepository(db: Database, ftsCandidateLimit = FTS_CANDIDATE_LIMIT) {
  const statements = new Map<string, Statement<unknown[], { id: number }>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const postMatches = db.prepare<[string, number], { id: number }>(
    'SELECT rowid AS id FROM fcom_posts_fts WHERE fcom_posts_fts MATCH ? LIMIT ?',
  );
  const commentMatches = db.prepare<[string, number], { id: number }>(
    'SELECT rowid AS id FROM fcom_post_comments_fts WHERE fcom_post_comments_fts MATCH ? LIMIT ?',
  );
  const postsOfComments = db.prepare<[string], { id: number }>(
    `SELECT DISTINCT post_id AS id FROM fcom_post_comments
      WHERE id IN (SELECT value FROM json_each(?)) AND status = 'published'`,
  );
  const postsById = db.prepare<[string], PostRow>(
    `SELECT ${POST_COLUMNS} FROM fcom_posts WHERE id IN (SELECT value FROM json_each(?))`,
  );
  const sticky = db.prepare<[number], { id: number }>(
    `SELECT id FROM fcom_posts
      WHERE space_id = ? AND is_sticky = 1 AND status = 'published' AND author_status = 'active'
      ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  // Post slugs are sanitize_title's, lower case: the asked slug as it is or in lower case
  // finds what the site's collation finds, on the column's own UNIQUE index (behaviour.md,
  // "One post by its slug").
  const postBySlug = db.prepare<[string, string], { id: number }>(
    "SELECT id FROM fcom_posts WHERE slug IN (?, ?) AND type = 'text' ORDER BY id LIMIT 1",
  );
  const topic = db.prepare<[string], { id: number }>(
    "SELECT id FROM fcom_terms WHERE taxonomy_name = 'post_topic' AND slug = ?",
  );

  /**
   * Ids of the posts matching a rare term, or null when the term is common (more than
   * FTS_CANDIDATE_LIMIT matching posts or comments) or too short for trigrams.
   */
  function searchCandidates(search: NonNullable<FeedPageQuery['search']>): number[] | null {
    const phrase = trigramPhrase(search.term);
    if (phrase === null) return null;
    const ids = new Set<number>();
    if (search.inContent) {
      for (const row of postMatches.all(phrase, ftsCandidateLimit + 1)) ids.add(row.id);
    }
    if (search.inComments && ids.size <= ftsCandidateLimit) {
      const comments = commentMatches.all(phrase, ftsCandidateLimit + 1).map((row) => row.id);
      if (comments.length > ftsCandidateLimit) return null;
      for (const row of postsOfComments.all(JSON.stringify(comments))) ids.add(row.id);
    }
    return ids.size > ftsCandidateLimit ? null : [...ids];
  }

  function pageIds(query: FeedPageQuery): number[] {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.spaceId !== null) {
      where.push('p.space_id = ?');
      params.push(query.spaceId);
    }
    const listed = listedPosts(
      query.spaceId === null ? query.readableSpaceIds : null,
      query.statuses,
    );
    where.push(...listed.where);
    params.push(...listed.params);
    if (query.userId !== null) {
      where.push('p.user_id = ?');
      params.push(query.userId);
    }
    if (query.topicId !== null) {
      where.push(
        'EXISTS (SELECT 1 FROM fcom_term_feed tf WHERE tf.post_id = p.id AND tf.term_id = ?)',
      );
      params.push(query.topicId);
    }
    if (query.excludeSticky) where.push('p.is_sticky = 0');
    if (query.order === 'unanswered') where.push('p.comments_count = 0');
    if (query.search) {
      const candidates = searchCandidates(query.search);
      if (candidates !== null) {
        if (candidates.length === 0) return [];
        where.push('p.id IN (SELECT value FROM json_each(?))');
        params.push(JSON.stringify(candidates));
      } else {
        const tests: string[] = [];
        if (query.search.inContent) tests.push('instr(p.search_text, ?) > 0');
        if (query.search.inComments) {
          tests.push(`EXISTS (SELECT 1 FROM fcom_post_comments c WHERE c.post_id = p.id
            AND c.status = 'published' AND instr(c.search_text, ?) > 0)`);
        }
        where.push(`(${tests.join(' OR ')})`);
        for (const _ of tests) params.push(query.search.term);
      }
    }
    const sql = `SELECT p.id FROM fcom_posts p WHERE ${where.join(' AND ')}
      ORDER BY ${ORDER_BY[query.order]} LIMIT ? OFFSET ?`;
    return prepared(sql)
      .all(...params, query.limit, query.offset)
      .map((row) => row.id);
  }

  return {
    pageIds,
    /** The rows of these posts, in the order of `ids`. */
    postsByIds(ids: readonly number[]): PostRow[] {
      if (ids.length === 0) return [];
      const byId = new Map(postsById.all(JSON.stringify(ids)).map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /** The space's pinned post (the latest, if several), when published by an active author. */
    stickyPostId(spaceId: number): number | null {
      return sticky.get(spaceId)?.id ?? null;
    },
    topicIdBySlug(slug: string): number | null {
      return topic.get(slug)?.id ?? null;
    },
    postIdBySlug(slug: string): number | null {
      return postBySlug.get(slug, slug.toLowerCase())?.id ?? null;
    },
  };
}
