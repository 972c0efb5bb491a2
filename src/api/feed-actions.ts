import * as z from 'zod/mini';
import { ACTIONS, ENDPOINTS, restRoute } from '../../contract';
import type { ApiClient } from './client';
import { feedsResponseSchema, type Feed } from './schemas/feed';
import { int, text } from './schemas/primitives';
import { actionAnswerSchema, type ActionAnswer } from './space-member-actions';

/**
 * The moderation writes on posts and comments (contract/actions.ts), sent to the REST root the
 * dashboard reads from (docs/decisions/035-actions-go-to-the-site.md). Each answers `{message}`
 * when it took (the post that comes with some answers is not read: the feed is asked again);
 * a refusal is an `ApiError` carrying the site's words (client.ts), and a post or comment
 * already gone a 404 (`isNotFound`).
 */

/** The flags `PATCH /feeds/{feed_id}` sets; a flag left out stays as it is. */
export interface PostFlags {
  /** Pinned on top of its space (pinning one unpins the space's others). */
  is_sticky?: boolean;
  comments_disabled?: boolean;
}

/** Sets some of a post's flags (the plugin reads each as 0 or 1). */
export function setPostFlags(
  client: ApiClient,
  postId: number,
  flags: PostFlags,
): Promise<ActionAnswer> {
  const body: Record<string, 0 | 1> = {};
  if (flags.is_sticky !== undefined) body.is_sticky = flags.is_sticky ? 1 : 0;
  if (flags.comments_disabled !== undefined) {
    body.comments_disabled = flags.comments_disabled ? 1 : 0;
  }
  return client.act(restRoute(ACTIONS.patchFeed, { feed_id: postId }), {
    schema: actionAnswerSchema,
    method: ACTIONS.patchFeed.method,
    body,
  });
}

/** Pins a post on top of its space; the site unpins the space's other pinned post. */
export const pinPost = (client: ApiClient, postId: number) =>
  setPostFlags(client, postId, { is_sticky: true });

/**
 * The space's pinned post as the site holds it now: the first page of the space's own feed,
 * unsearched, carries it apart as `sticky` (behaviour.md, "Feeds"). What a pin's Undo pins
 * again when the feed on screen (a search, another space's posts) did not show it.
 */
export async function readPinnedPost(client: ApiClient, spaceSlug: string): Promise<Feed | null> {
  const page = await client.get(restRoute(ENDPOINTS.feeds), {
    schema: feedsResponseSchema,
    params: { space: spaceSlug, per_page: 1 },
  });
  return page.sticky;
}

export const unpinPost = (client: ApiClient, postId: number) =>
  setPostFlags(client, postId, { is_sticky: false });

/** Nobody may comment on the post any more; its comments stay. */
export const turnCommentsOff = (client: ApiClient, postId: number) =>
  setPostFlags(client, postId, { comments_disabled: true });

export const turnCommentsOn = (client: ApiClient, postId: number) =>
  setPostFlags(client, postId, { comments_disabled: false });

/**
 * A post in review as the site holds it for editing: the plugin rebuilds a post from what is
 * sent to save it, so its own text, title and topics go back as they are.
 */
export interface PostToPublish {
  id: number;
  /** The post's text as written (markdown), not as rendered. */
  message: string;
  title: string;
  /** Its topics' term ids; left out, the post would lose its topics. */
  topicIds: readonly number[];
}

/** Publishes a post in review: saved again as it is, with the status `published`. */
export function publishPost(client: ApiClient, post: PostToPublish): Promise<ActionAnswer> {
  return client.act(restRoute(ACTIONS.updateFeed, { feed_id: post.id }), {
    schema: actionAnswerSchema,
    method: ACTIONS.updateFeed.method,
    body: {
      message: post.message,
      title: post.title,
      status: 'published',
      topic_ids: [...post.topicIds],
    },
  });
}

/** `topic_ids`: a list, or one id (a site allowing one topic a post), or `''` for none. */
const topicIdsSchema = z.pipe(
  z.unknown(),
  z.transform((value): number[] => {
    const ids = Array.isArray(value) ? value : [value];
    return ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  }),
);

/**
 * One post as its editor loads it (`ENDPOINTS.feedBySlug` with `context=edit`, through
 * FeedsHelper::transformForEdit): its text as written and its topics' ids, which a feed item
 * does not carry. Only its author and moderators may (others: 422).
 */
export const postForEditingSchema = z.object({
  feed: z.object({ id: int, title: text, message: text, topic_ids: topicIdsSchema }),
});

/** Reads what saving the post again must send back. */
export async function readPostToPublish(
  client: ApiClient,
  post: { slug: string },
): Promise<PostToPublish> {
  const { feed } = await client.get(restRoute(ENDPOINTS.feedBySlug, { feed_slug: post.slug }), {
    schema: postForEditingSchema,
    params: { context: 'edit' },
  });
  return { id: feed.id, message: feed.message, title: feed.title, topicIds: feed.topic_ids };
}

/** A post as a feed item has it: its text as written and its topics' ids, where the site sent them. */
export interface PostInReview {
  id: number;
  slug: string;
  title: string;
  message?: string | undefined;
  terms: ReadonlyArray<{ id?: number | undefined; pivot?: { term_id: number } | undefined }>;
}

/** The post as saving it again needs it, from the feed item alone, if it holds all of it. */
function fromFeedItem(post: PostInReview): PostToPublish | null {
  if (post.message === undefined) return null;
  const topicIds = post.terms.map((term) => term.id ?? term.pivot?.term_id);
  if (topicIds.some((id) => id === undefined)) return null;
  return { id: post.id, message: post.message, title: post.title, topicIds: topicIds as number[] };
}

/**
 * Whether saving the post again keeps it whole: the site rebuilds its meta from what is sent,
 * so a survey, a link card, images or documents would be lost (behaviour.md, "Publishing a
 * post in review"); those are published on the site.
 */
export function keepsWholeWhenSaved(post: Pick<Feed, 'content_type' | 'meta'>): boolean {
  const { meta } = post;
  return (
    post.content_type === 'text' &&
    !meta.survey_config &&
    !meta.media_preview &&
    !meta.media_items?.length &&
    !meta.document_lists?.length
  );
}

/**
 * Publishes a post in review as the site holds it (behaviour.md, "Publishing a post in
 * review"): saved again, published, with its text and topics as they are — from the feed item
 * where it carries them, else read for editing first.
 */
export async function publishPostInReview(
  client: ApiClient,
  post: PostInReview,
): Promise<ActionAnswer> {
  return publishPost(client, fromFeedItem(post) ?? (await readPostToPublish(client, post)));
}

/** Deletes a post with its comments and reactions. */
export function deletePost(client: ApiClient, postId: number): Promise<ActionAnswer> {
  return client.act(restRoute(ACTIONS.deleteFeed, { feed_id: postId }), {
    schema: actionAnswerSchema,
    method: ACTIONS.deleteFeed.method,
  });
}

/** Deletes a comment of a post (the site checks that it belongs to that post). */
export function deleteComment(
  client: ApiClient,
  postId: number,
  commentId: number,
): Promise<ActionAnswer> {
  return client.act(restRoute(ACTIONS.deleteComment, { feed_id: postId, comment_id: commentId }), {
    schema: actionAnswerSchema,
    method: ACTIONS.deleteComment.method,
  });
}
