import type { Database } from 'better-sqlite3';
import type { CommentState, FeedWrites, PostPatch } from '../feed-writes';
import { renderMarkdown } from '../../lib/markdown';
import type { PostRow } from '../rows';
import { foldForSearch } from './fold';
import { POST_COLUMNS } from './repositories/feeds';

/** `2026-11-27 18:40:00`, as every timestamp of the demo is stored. */
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** The columns PATCH may change, in a fixed order (the SET clause is built from these only). */
const PATCHED_COLUMNS = ['is_sticky', 'priority', 'status', 'meta'] as const;

/**
 * The demo's post and comment writes, on the server's own connection, each in one
 * transaction (the read workers see it once it commits: WAL). The counters of likes and
 * published comments follow by trigger (schema 001); a deleted comment's post is then counted
 * as the plugin counts it (CommentsController::deleteComment: every comment of the post).
 */
export function createFeedWrites(db: Database): FeedWrites {
  const post = db.prepare<[number], PostRow>(`SELECT ${POST_COLUMNS} FROM fcom_posts WHERE id = ?`);
  const comment = db.prepare<[number], CommentState>(
    "SELECT id, post_id, user_id FROM fcom_post_comments WHERE id = ? AND type = 'comment'",
  );
  const spaceTopics = db.prepare<[number], number>(
    'SELECT term_id FROM fcom_term_space WHERE space_id = ? ORDER BY term_id',
  );
  const unpin = db.prepare<[string, number]>(
    `UPDATE fcom_posts SET is_sticky = 0, updated_at = ?
      WHERE space_id = ? AND is_sticky = 1 AND type = 'text'`,
  );
  const update = db.prepare(
    `UPDATE fcom_posts
        SET message = @message, message_rendered = @message_rendered,
            search_text = @search_text, title = @title, status = @status,
            content_type = @content_type, meta = @meta, updated_at = @updated_at
      WHERE id = @id`,
  );
  const dropTopics = db.prepare<[number]>('DELETE FROM fcom_term_feed WHERE post_id = ?');
  const addTopic = db.prepare<[number, number, string]>(
    'INSERT OR IGNORE INTO fcom_term_feed (term_id, post_id, created_at) VALUES (?, ?, ?)',
  );
  // A comment and its replies, all the way down (the plugin deletes each reply as a comment).
  const thread = db.prepare<[number], number>(
    `WITH RECURSIVE thread(id) AS (
       SELECT ?
       UNION SELECT c.id FROM fcom_post_comments c JOIN thread ON c.parent_id = thread.id
     )
     SELECT id FROM thread`,
  );
  const deleteCommentLikes = db.prepare<[string]>(
    `DELETE FROM fcom_post_reactions
      WHERE object_type = 'comment' AND object_id IN (SELECT value FROM json_each(?))`,
  );
  const deleteComments = db.prepare<[string]>(
    'DELETE FROM fcom_post_comments WHERE id IN (SELECT value FROM json_each(?))',
  );
  const recount = db.prepare<[number]>(
    `UPDATE fcom_posts
        SET comments_count = (SELECT count(*) FROM fcom_post_comments
                               WHERE post_id = fcom_posts.id AND type = 'comment')
      WHERE id = ?`,
  );
  const commentsOf = db.prepare<[number], number>(
    'SELECT id FROM fcom_post_comments WHERE post_id = ?',
  );
  const deletePostReactions = db.prepare<[number]>(
    "DELETE FROM fcom_post_reactions WHERE object_type = 'feed' AND object_id = ?",
  );
  const deleteVotes = db.prepare<[number]>('DELETE FROM fcom_survey_votes WHERE post_id = ?');
  const deletePost = db.prepare<[number]>('DELETE FROM fcom_posts WHERE id = ?');

  const patch = db.transaction((feedId: number, changes: PostPatch, unpinSpace: number | null) => {
    const at = now();
    if (unpinSpace !== null) unpin.run(at, unpinSpace);
    const columns = PATCHED_COLUMNS.filter((column) => changes[column] !== undefined);
    if (columns.length === 0) return;
    db.prepare(
      `UPDATE fcom_posts SET ${columns.map((column) => `${column} = ?`).join(', ')},
              updated_at = ? WHERE id = ?`,
    ).run(...columns.map((column) => changes[column]), at, feedId);
  });

  return {
    post: async (feedId) => post.get(feedId) ?? null,
    comment: async (commentId) => comment.get(commentId) ?? null,
    spaceTopicIds: async (spaceId) => spaceTopics.pluck().all(spaceId),
    async patch(feedId, changes, unpinSpace) {
      patch(feedId, changes, unpinSpace);
    },
    async update(feedId, fields) {
      db.transaction(() => {
        const current = post.get(feedId);
        if (!current) return;
        const at = now();
        update.run({
          message: fields.message,
          // The demo's own Markdown subset (demo/markdown.ts); an unchanged message keeps its HTML.
          message_rendered:
            fields.message === current.message
              ? current.message_rendered
              : renderMarkdown(fields.message),
          search_text: foldForSearch(`${fields.title}\n${fields.message}`),
          title: fields.title,
          status: fields.status,
          content_type: fields.content_type,
          meta: fields.meta,
          updated_at: at,
          id: feedId,
        });
        if (fields.topicIds === null) return;
        dropTopics.run(feedId);
        for (const termId of fields.topicIds) addTopic.run(termId, feedId, at);
      })();
    },
    async deletePost(feedId) {
      db.transaction(() => {
        const comments = JSON.stringify(commentsOf.pluck().all(feedId));
        deleteCommentLikes.run(comments);
        deleteComments.run(comments);
        deletePostReactions.run(feedId);
        deleteVotes.run(feedId);
        dropTopics.run(feedId);
        deletePost.run(feedId);
      })();
    },
    async deleteComment(commentId) {
      db.transaction(() => {
        const postId = comment.get(commentId)?.post_id;
        if (postId === undefined) return;
        const ids = JSON.stringify(thread.pluck().all(commentId));
        deleteCommentLikes.run(ids);
        deleteComments.run(ids);
        recount.run(postId);
      })();
    },
  };
}
