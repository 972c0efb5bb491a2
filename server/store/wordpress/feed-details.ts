import { groupBy } from '../../lib/group-by';
import type { CommentRow, ReactionRow, SiteRow, TermRow } from '../rows';
import { REACTION_PREVIEW_SIZE } from '../store';
import { mapColumn, type StoreContext } from './context';

export type RawComment = SiteRow<CommentRow, 'message' | 'message_rendered' | 'meta'>;

/** The columns of fcom_post_comments every comment read selects. */
export const COMMENT_COLUMNS = `id, user_id, post_id, parent_id, reactions_count, message,
  message_rendered, meta, type, content_type, status, is_sticky, created_at, updated_at`;

/** A comment row as the shapers read it: numbers as numbers, NULL text as empty. */
export function toCommentRow(context: StoreContext, row: RawComment): CommentRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    post_id: Number(row.post_id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    reactions_count: Number(row.reactions_count ?? 0),
    message: row.message ?? '',
    message_rendered: row.message_rendered ?? '',
    meta: mapColumn(context, row.meta, {
      table: context.tables.comments,
      column: 'meta',
      id: row.id,
    }),
    is_sticky: Number(row.is_sticky ?? 0),
  };
}

/**
 * Everything a page of posts carries besides the posts, each read for the whole page in one
 * query: published comments, the latest likes (a window per post), topics, and survey votes,
 * which the plugin keeps in fcom_post_reactions (type `survey_vote`, the option's slug in
 * object_type).
 */
export function createFeedDetailQueries(context: StoreContext) {
  const { sql, tables: t } = context;
  const toComment = (row: RawComment) => toCommentRow(context, row);

  const setsBy = (rows: readonly { key: number; value: string }[]) => {
    const result = new Map<number, Set<string>>();
    for (const row of rows) {
      const values = result.get(Number(row.key)) ?? new Set<string>();
      values.add(row.value);
      result.set(Number(row.key), values);
    }
    return result;
  };

  return {
    async commentsByPost(postIds: readonly number[]): Promise<Map<number, CommentRow[]>> {
      if (postIds.length === 0) return new Map();
      const rows = await sql.rows<RawComment>(
        'feedDetails.commentsByPost',
        `SELECT ${COMMENT_COLUMNS}
           FROM ${t.comments}
          WHERE post_id IN (?) AND status = 'published'
          ORDER BY post_id, created_at, id`,
        [postIds],
      );
      return groupBy(rows.map(toComment), (row) => row.post_id);
    },
    async likePreviewByPost(postIds: readonly number[]): Promise<Map<number, ReactionRow[]>> {
      if (postIds.length === 0) return new Map();
      const rows = await sql.rows<ReactionRow>(
        'feedDetails.likePreviewByPost',
        `SELECT id, user_id, object_id, object_type, type, parent_id, created_at, updated_at
           FROM (SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r.object_id
                                                ORDER BY r.created_at DESC, r.id DESC) AS n
                   FROM ${t.reactions} r
                  WHERE r.object_id IN (?) AND r.object_type = 'feed' AND r.type = 'like') ranked
          WHERE n <= ?
          ORDER BY object_id, created_at DESC, id DESC`,
        [postIds, REACTION_PREVIEW_SIZE],
      );
      return groupBy(
        rows.map((row) => ({
          ...row,
          id: Number(row.id),
          user_id: Number(row.user_id),
          object_id: Number(row.object_id),
          parent_id: row.parent_id === null ? null : Number(row.parent_id),
        })),
        (row) => row.object_id,
      );
    },
    async likesOfPost(postId: number, limit: number): Promise<ReactionRow[]> {
      const rows = await sql.rows<ReactionRow>(
        'feedDetails.likesOfPost',
        `SELECT r.id, r.user_id, r.object_id, r.object_type, r.type, r.parent_id, r.created_at,
                r.updated_at
           FROM ${t.reactions} r
          WHERE r.object_type = 'feed' AND r.object_id = ? AND r.type = 'like'
            AND EXISTS (SELECT 1 FROM ${t.xprofile} x WHERE x.user_id = r.user_id)
          ORDER BY r.id LIMIT ?`,
        [postId, limit],
      );
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        user_id: Number(row.user_id),
        object_id: Number(row.object_id),
        parent_id: row.parent_id === null ? null : Number(row.parent_id),
      }));
    },
    async termsOfPost(postId: number): Promise<TermRow[]> {
      const rows = await sql.rows<
        SiteRow<TermRow, 'title' | 'description' | 'created_at' | 'updated_at'>
      >(
        'feedDetails.termsOfPost',
        `SELECT t.id, t.parent_id, t.taxonomy_name, t.slug, t.title, t.description, t.created_at,
                t.updated_at, tf.post_id, tf.term_id
           FROM ${t.termFeed} tf JOIN ${t.terms} t ON t.id = tf.term_id
          WHERE tf.post_id = ?
          ORDER BY t.id`,
        [postId],
      );
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        parent_id: row.parent_id === null ? null : Number(row.parent_id),
        title: row.title ?? '',
        description: row.description ?? '',
        // As the local copy keeps a NULL time (copy-topics.ts).
        created_at: row.created_at ?? '',
        updated_at: row.updated_at ?? '',
        post_id: Number(row.post_id),
        term_id: Number(row.term_id),
      }));
    },
    async termsByPost(postIds: readonly number[]): Promise<Map<number, TermRow[]>> {
      if (postIds.length === 0) return new Map();
      const rows = await sql.rows<TermRow>(
        'feedDetails.termsByPost',
        `SELECT tf.post_id, tf.term_id, t.title, t.slug
           FROM ${t.termFeed} tf JOIN ${t.terms} t ON t.id = tf.term_id
          WHERE tf.post_id IN (?)
          ORDER BY tf.post_id, t.title`,
        [postIds],
      );
      return groupBy(
        rows.map((row) => ({ ...row, post_id: Number(row.post_id), term_id: Number(row.term_id) })),
        (row) => row.post_id,
      );
    },
    /** `like`/`bookmark` reactions of one user on these posts or comments. */
    async ownReactions(
      userId: number,
      objectType: 'feed' | 'comment',
      ids: readonly number[],
    ): Promise<Map<number, Set<string>>> {
      if (ids.length === 0) return new Map();
      const rows = await sql.rows<{ key: number; value: string }>(
        'feedDetails.ownReactions',
        `SELECT object_id AS \`key\`, type AS value FROM ${t.reactions}
          WHERE object_id IN (?) AND user_id = ? AND object_type = ?`,
        [ids, userId, objectType],
      );
      return setsBy(rows);
    },
    async voteCounts(postIds: readonly number[]): Promise<Map<number, Map<string, number>>> {
      const result = new Map<number, Map<string, number>>();
      if (postIds.length === 0) return result;
      const rows = await sql.rows<{ post_id: number; option_slug: string; n: number }>(
        'feedDetails.voteCounts',
        `SELECT object_id AS post_id, object_type AS option_slug, count(*) AS n
           FROM ${t.reactions}
          WHERE object_id IN (?) AND type = 'survey_vote'
          GROUP BY object_id, object_type`,
        [postIds],
      );
      for (const row of rows) {
        const counts = result.get(Number(row.post_id)) ?? new Map<string, number>();
        counts.set(row.option_slug, Number(row.n));
        result.set(Number(row.post_id), counts);
      }
      return result;
    },
    async ownVotes(userId: number, postIds: readonly number[]): Promise<Map<number, Set<string>>> {
      if (postIds.length === 0) return new Map();
      const rows = await sql.rows<{ key: number; value: string }>(
        'feedDetails.ownVotes',
        `SELECT object_id AS \`key\`, object_type AS value FROM ${t.reactions}
          WHERE object_id IN (?) AND user_id = ? AND type = 'survey_vote'`,
        [postIds, userId],
      );
      return setsBy(rows);
    },
  };
}
