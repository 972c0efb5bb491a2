import { FEED_MESSAGES, FEED_REFUSALS, POST_STATUSES } from '../../contract';
import { isModerator, moderatesSpace } from '../access';
import { modelNotFound, notAllowedToAct, PluginRefusal, refusedWithMessage } from '../errors';
import { phpIntval } from '../lib/php-intval';
import { parseJsonObject } from '../shape/json';
import type { FeedWrites, PostPatch } from '../store/feed-writes';
import type { PostRow, SpaceRow } from '../store/rows';
import type { Store } from '../store/store';
import { portalWrite, type Admitted, type SignedInCaller } from './route-policies';
import type { Caller } from '../access';
import { spaceOfPost } from './post-space';
import { maxTopicsPerPost } from './topics-config';

/** A write's fields as the request gave them (query string, form or JSON), not yet read. */
export type FeedWriteFields = Readonly<Record<string, unknown>>;

/** The statuses FeedsController::update edits, and may set (`unlisted` keeps the post's own). */
const EDITABLE_STATUSES: readonly string[] = POST_STATUSES;

/** The plugin's longest title (the column is VARCHAR(192), FeedsHelper trims to it). */
const MAX_TITLE_LENGTH = 192;

/** `2026-11-27 18:40:00`, as the plugin's `current_time('mysql')` on a UTC site. */
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** `Feed::findOrFail`: a post of type `text` (the model's global scope), or the plugin's 404. */
async function textPost(writes: FeedWrites, feedId: number): Promise<PostRow> {
  const post = await writes.post(feedId);
  if (!post || post.type !== 'text') throw modelNotFound('Feed', feedId);
  return post;
}

/** User::canEditFeed / ::canDeleteFeed: the author, or a moderator of the post's space. */
function mayChange(caller: Admitted<SignedInCaller>, post: PostRow): boolean {
  return post.user_id === caller.account.id || moderatesSpace(caller, post.space_id);
}

/** The post's meta as an object. */
const metaOf = (post: PostRow) => parseJsonObject(post.meta);

/**
 * `PATCH /feeds/{feed_id}` (FeedsController::patchFeed; behaviour.md, "A post's pin and
 * comments"). The author may only set `comments_disabled`; the space's moderators and admins
 * and the site's moderators also `is_sticky` and `priority`, each read with PHP's intval; the
 * site's moderators may also list an unlisted post (`status` `published`). Pinning a post of a
 * space first unpins every pinned post of that space, this one included — so pinning a post
 * already pinned leaves it unpinned, as the plugin's source does. Only changed columns are
 * saved, `updated_at` with them. The answer's `feed` is the post as the controller holds it.
 */
export async function patchFeed(
  store: Store,
  writes: FeedWrites,
  anyCaller: Caller,
  feedId: number,
  fields: FeedWriteFields,
): Promise<{ feed: PostRow; space: SpaceRow | null; message: string }> {
  const caller = portalWrite(anyCaller);
  const post = await textPost(writes, feedId);
  const space = await spaceOfPost(store, post);
  const isAuthor = post.user_id === caller.account.id;
  const isMod = moderatesSpace(caller, post.space_id);
  if (!isMod && !isAuthor) throw refusedWithMessage(FEED_REFUSALS.patchNotAllowed);

  const keys = isMod ? ['is_sticky', 'priority', 'comments_disabled'] : ['comments_disabled'];
  const data = new Map(keys.filter((key) => key in fields).map((k) => [k, phpIntval(fields[k])]));
  const model: PostPatch = {};
  const requested = fields.status;
  if (
    isModerator(caller) &&
    (requested === 'published' || requested === 'unlisted') &&
    (post.status === 'published' || post.status === 'unlisted')
  ) {
    model.status = requested === 'unlisted' ? post.status : requested;
  }
  let unpinSpace: number | null = null;
  const sticky = data.get('is_sticky');
  if (sticky !== undefined) {
    model.is_sticky = sticky ? 1 : 0;
    if (model.is_sticky === 1 && post.space_id !== null) unpinSpace = post.space_id;
  }
  const priority = data.get('priority');
  if (priority !== undefined) model.priority = priority;
  const commentsOff = data.get('comments_disabled');
  if (commentsOff !== undefined) {
    model.meta = JSON.stringify({ ...metaOf(post), comments_disabled: commentsOff ? 'yes' : 'no' });
  }

  const dirty: PostPatch = {};
  if (model.is_sticky !== undefined && model.is_sticky !== post.is_sticky) {
    dirty.is_sticky = model.is_sticky;
  }
  if (model.priority !== undefined && model.priority !== post.priority) {
    dirty.priority = model.priority;
  }
  if (model.status !== undefined && model.status !== post.status) dirty.status = model.status;
  if (model.meta !== undefined && model.meta !== JSON.stringify(metaOf(post))) {
    dirty.meta = model.meta;
  }
  const changed = Object.keys(dirty).length > 0;
  if (changed || unpinSpace !== null) await writes.patch(feedId, dirty, unpinSpace);
  const saved = changed ? await writes.post(feedId) : null;
  const feed: PostRow = {
    ...post,
    ...model,
    ...(saved ? { updated_at: saved.updated_at } : {}),
  };
  return { feed, space, message: FEED_MESSAGES.patched };
}

/** Laravel's `required`: absent, null, a string of white space only, or an empty list. */
function requiredText(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.trim();
}

/** `sanitize_text_field` as far as a title needs it: no tags, no line breaks, trimmed. */
function titleOf(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/[\r\n\t ]+/g, ' ')
    .trim();
  return [...plain].slice(0, MAX_TITLE_LENGTH).join('');
}

/** `topic_ids` as the plugin casts it (`(array)`): each an integer id, in the order sent. */
function topicIdsOf(fields: FeedWriteFields): number[] {
  const value = fields.topic_ids ?? fields['topic_ids[]'];
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map(phpIntval).filter((id) => id > 0);
}

/**
 * `POST /feeds/{feed_id}` (FeedsController::update; behaviour.md, "Publishing a post in
 * review"), as far as a post of the demo has it: `message` required first (the validator's
 * 422), then the post (404), an editable status (422), the author or a moderator of its space
 * (ours 403, the plugin's own 500). The post is rebuilt from the body: its message, its title
 * (empty when not sent), `status` when it is an editable one (`unlisted` keeps the post's, and
 * no filter changes it without Pro), its meta anew (only `comments_disabled` and
 * `send_announcement_email` kept, `last_edited` when the message changed), and its topics:
 * those of `topic_ids` offered in its space (at most `max_topics_per_post`), none when none
 * are sent unless the space requires a topic.
 */
export async function updateFeed(
  store: Store,
  writes: FeedWrites,
  anyCaller: Caller,
  feedId: number,
  fields: FeedWriteFields,
): Promise<{ feedId: number; message: string }> {
  const caller = portalWrite(anyCaller);
  const message = requiredText(fields.message);
  if (message === null) {
    throw new PluginRefusal(422, { message: { required: FEED_REFUSALS.messageRequired } });
  }
  const post = await textPost(writes, feedId);
  if (!EDITABLE_STATUSES.includes(post.status)) {
    throw refusedWithMessage(FEED_REFUSALS.notEditable);
  }
  if (!mayChange(caller, post)) throw notAllowedToAct();

  const requested = fields.status;
  const status =
    typeof requested === 'string' && EDITABLE_STATUSES.includes(requested)
      ? requested === 'unlisted'
        ? post.status
        : requested
      : post.status;
  const title = titleOf(fields.title);
  const before = metaOf(post);
  const edited = message !== post.message;
  const meta = {
    ...(before.comments_disabled === undefined
      ? {}
      : { comments_disabled: before.comments_disabled }),
    ...(before.send_announcement_email
      ? { send_announcement_email: before.send_announcement_email }
      : {}),
    ...(edited ? { last_edited: { user_id: caller.account.id, time: now() } } : {}),
  };

  let topicIds: number[] | null = null;
  if (post.space_id !== null) {
    const asked = topicIdsOf(fields);
    if (asked.length > 0) {
      const offered = new Set(await writes.spaceTopicIds(post.space_id));
      const kept = asked.slice(0, await maxTopicsPerPost(store));
      topicIds = [...new Set(kept.filter((id) => offered.has(id)))];
    } else {
      const space = await spaceOfPost(store, post);
      if (parseJsonObject(space?.settings).topic_required !== 'yes') topicIds = [];
    }
  }

  await writes.update(feedId, {
    message,
    title,
    status,
    content_type: post.content_type === 'document' ? 'text' : post.content_type,
    meta: JSON.stringify(meta),
    topicIds,
  });
  return { feedId, message: FEED_MESSAGES.updated };
}

/**
 * `DELETE /feeds/{feed_id}` (FeedsController::deleteFeed; behaviour.md, "Deleting a post"):
 * the post (404), then its author or a moderator of its space (ours 403, the plugin's own
 * 500); the post goes with its comments and their likes, its likes and bookmarks, its survey
 * votes and its topics.
 */
export async function deleteFeed(
  writes: FeedWrites,
  anyCaller: Caller,
  feedId: number,
): Promise<{ message: string }> {
  const caller = portalWrite(anyCaller);
  const post = await textPost(writes, feedId);
  if (!mayChange(caller, post)) throw notAllowedToAct();
  await writes.deletePost(feedId);
  return { message: FEED_MESSAGES.deleted };
}

/**
 * `DELETE /feeds/{feed_id}/comments/{comment_id}` (CommentsController::deleteComment;
 * behaviour.md, "Deleting a comment"): the post of any type (404), the comment (404), the
 * comment of that post (422), then its author or whoever may `delete_any_comment` — in a
 * space, its admins and moderators and the site's; outside one, the site's moderators — else
 * 422. The comment goes with its replies and their likes; the post's `comments_count` is
 * counted again.
 */
export async function deleteComment(
  store: Store,
  writes: FeedWrites,
  anyCaller: Caller,
  feedId: number,
  commentId: number,
): Promise<{ message: string }> {
  const caller = portalWrite(anyCaller);
  const post = await writes.post(feedId);
  if (!post) throw modelNotFound('Feed', feedId);
  const comment = await writes.comment(commentId);
  if (!comment) throw modelNotFound('Comment', commentId);
  if (comment.post_id !== post.id) throw refusedWithMessage(FEED_REFUSALS.invalidComment);
  if (comment.user_id !== caller.account.id) {
    const space = await spaceOfPost(store, post);
    // User::can with the post's space asks the space's permissions only.
    const allowed = space ? moderatesSpace(caller, space.id) : isModerator(caller);
    if (!allowed) throw refusedWithMessage(FEED_REFUSALS.commentNotAllowed);
  }
  await writes.deleteComment(commentId);
  return { message: FEED_MESSAGES.commentDeleted };
}
