import type { PostRow } from './rows';

/** A comment as the delete rules read it. */
export interface CommentState {
  id: number;
  post_id: number;
  user_id: number;
}

/** What PATCH /feeds/{feed_id} changes on a post (its columns as stored; meta as JSON text). */
export interface PostPatch {
  is_sticky?: 0 | 1;
  priority?: number;
  status?: string;
  meta?: string;
}

/**
 * What POST /feeds/{feed_id} saves of a post (meta as JSON text); the store renders a message
 * that changed, as the plugin renders every saved one.
 */
export interface PostUpdate {
  message: string;
  title: string;
  status: string;
  content_type: string;
  meta: string;
  /** The post's topics after the save (replacing its own), or null to leave them. */
  topicIds: readonly number[] | null;
}

/**
 * The writes of posts and comments (behaviour.md, "A post's pin and comments", "Publishing a
 * post in review", "Deleting a post", "Deleting a comment"), for a store that is its own
 * database: the SQLite demo (sqlite/feed-writes.ts). A site's database is never written
 * (docs/decisions/035). Each method does exactly what it says, side effects included; who may,
 * and what is answered, is services/feed-writes.ts.
 */
export interface FeedWrites {
  /** A post of any type, by id, or null. */
  post(feedId: number): Promise<PostRow | null>;
  /** A comment (type `comment`), by id, or null. */
  comment(commentId: number): Promise<CommentState | null>;
  /** The topics offered in a space (the ids a post of it may take). */
  spaceTopicIds(spaceId: number): Promise<number[]>;
  /**
   * Saves the changed columns, `updated_at` too; first, with `unpinSpace`, every pinned post
   * of that space (this one included) is unpinned, its `updated_at` set as well.
   */
  patch(feedId: number, changes: PostPatch, unpinSpace: number | null): Promise<void>;
  update(feedId: number, update: PostUpdate): Promise<void>;
  /** The post with its comments, their likes, its likes and bookmarks, votes and topics. */
  deletePost(feedId: number): Promise<void>;
  /**
   * The comment with its replies (all the way down) and their likes; then the post's
   * `comments_count` is counted again (every comment of the post, whatever its status).
   */
  deleteComment(commentId: number): Promise<void>;
}
