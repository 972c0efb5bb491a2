import type { Database } from 'better-sqlite3';
import { groupBy } from '../../../lib/group-by';
import type { CommentRow, ReactionRow, TermRow } from '../../rows';
import { REACTION_PREVIEW_SIZE } from '../../store';

export type FeedDetailRepository = ReturnType<typeof createFeedDetailRepository>;

export function createFeedDetailRepository(db: Database) {
  const comments = db.prepare<[string], CommentRow>(
    `SELECT id, user_id, post_id, parent_id, reactions_count, message, message_rendered, meta,
            type, content_type, status, is_sticky, created_at, updated_at
       FROM fcom_post_comments
      WHERE post_id IN (SELECT value FROM json_each(?)) AND status = 'published'
      ORDER BY post_id, created_at, id`,
  );
  // Per post, the latest likes straight from the (object, type, created_at) index.
  const likes = db.prepare<[string, number], ReactionRow>(
    `SELECT r.id, r.user_id, r.object_id, r.object_type, r.type, r.parent_id, r.created_at,
            r.updated_at
       FROM json_each(?) AS post
       JOIN fcom_post_reactions r ON r.id IN (
              SELECT id FROM fcom_post_reactions
               WHERE object_type = 'feed' AND object_id = post.value AND type = 'like'
               ORDER BY created_at DESC, id DESC LIMIT ?)
      ORDER BY r.object_id, r.created_at DESC, r.id DESC`,
  );
  const likesOfPost = db.prepare<[number, number], ReactionRow>(
    `SELECT r.id, r.user_id, r.object_id, r.object_type, r.type, r.parent_id, r.created_at,
            r.updated_at
       FROM fcom_post_reactions r
      WHERE r.object_type = 'feed' AND r.object_id = ? AND r.type = 'like'
        AND EXISTS (SELECT 1 FROM fcom_xprofile x WHERE x.user_id = r.user_id)
      ORDER BY r.id LIMIT ?`,
  );
  const terms = db.prepare<[string], TermRow>(
    `SELECT tf.post_id, tf.term_id, t.title, t.slug
       FROM fcom_term_feed tf JOIN fcom_terms t ON t.id = tf.term_id
      WHERE tf.post_id IN (SELECT value FROM json_each(?))
      ORDER BY tf.post_id, t.title`,
  );
  const termsOfPost = db.prepare<[number], TermRow>(
    `SELECT t.id, t.parent_id, t.taxonomy_name, t.slug, t.title, t.description, t.created_at,
            t.updated_at, tf.post_id, tf.term_id
       FROM fcom_term_feed tf JOIN fcom_terms t ON t.id = tf.term_id
      WHERE tf.post_id = ?
      ORDER BY t.id`,
  );
  const own = db.prepare<[number, string, string], { object_id: number; type: string }>(
    `SELECT object_id, type FROM fcom_post_reactions
      WHERE user_id = ? AND object_type = ? AND object_id IN (SELECT value FROM json_each(?))`,
  );
  const votes = db.prepare<[string], { post_id: number; option_slug: string; n: number }>(
    `SELECT post_id, option_slug, count(*) AS n FROM fcom_survey_votes
      WHERE post_id IN (SELECT value FROM json_each(?)) GROUP BY post_id, option_slug`,
  );
  const ownVotes = db.prepare<[number, string], { post_id: number; option_slug: string }>(
    `SELECT post_id, option_slug FROM fcom_survey_votes
      WHERE user_id = ? AND post_id IN (SELECT value FROM json_each(?))`,
  );

  return {
    commentsByPost(postIds: readonly number[]): Map<number, CommentRow[]> {
      return groupBy(comments.all(JSON.stringify(postIds)), (row) => row.post_id);
    },
    likePreviewByPost(postIds: readonly number[]): Map<number, ReactionRow[]> {
      const rows = likes.all(JSON.stringify(postIds), REACTION_PREVIEW_SIZE);
      return groupBy(rows, (row) => row.object_id);
    },
    likesOfPost(postId: number, limit: number): ReactionRow[] {
      return likesOfPost.all(postId, limit);
    },
    termsOfPost(postId: number): TermRow[] {
      return termsOfPost.all(postId);
    },
    termsByPost(postIds: readonly number[]): Map<number, TermRow[]> {
      return groupBy(terms.all(JSON.stringify(postIds)), (row) => row.post_id);
    },
    /** `like`/`bookmark` reactions of one user on these posts or comments. */
    ownReactions(
      userId: number,
      objectType: 'feed' | 'comment',
      ids: readonly number[],
    ): Map<number, Set<string>> {
      const result = new Map<number, Set<string>>();
      if (ids.length === 0) return result;
      for (const row of own.all(userId, objectType, JSON.stringify(ids))) {
        const types = result.get(row.object_id) ?? new Set<string>();
        types.add(row.type);
        result.set(row.object_id, types);
      }
      return result;
    },
    /** Votes per option slug, per survey post. */
    voteCounts(postIds: readonly number[]): Map<number, Map<string, number>> {
      const result = new Map<number, Map<string, number>>();
      for (const row of votes.all(JSON.stringify(postIds))) {
        const counts = result.get(row.post_id) ?? new Map<string, number>();
        counts.set(row.option_slug, row.n);
        result.set(row.post_id, counts);
      }
      return result;
    },
    ownVotes(userId: number, postIds: readonly number[]): Map<number, Set<string>> {
      const result = new Map<number, Set<string>>();
      for (const row of ownVotes.all(userId, JSON.stringify(postIds))) {
        const slugs = result.get(row.post_id) ?? new Set<string>();
        slugs.add(row.option_slug);
        result.set(row.post_id, slugs);
      }
      return result;
    },
  };
}
