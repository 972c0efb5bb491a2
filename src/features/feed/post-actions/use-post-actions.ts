import { t } from '@lingui/core/macro';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useActionNotice } from '../../../lib/use-action-notice';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { ApiClient } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import {
  deleteComment,
  deletePost,
  pinPost,
  publishPostInReview,
  readPinnedPost,
  turnCommentsOff,
  turnCommentsOn,
  unpinPost,
} from '../../../api/feed-actions';
import type { Comment, Feed, FeedsResponse } from '../../../api/schemas/feed';
import type { ActionNotice } from '../../../components/ActionNoticeBar';
import { actionLogMeta } from '../../../lib/action-log/mutation-meta';
import { isolated, isolatedParts } from '../../../lib/sentence';
import { UNDO_MS } from '../../../lib/undo';
import { feedKeys } from '../api';
import type { PostAction } from '../../../api/post-action';
import { describePostAction } from '../../../api/post-action-log';
import * as cache from './post-cache';

export type { PostAction };

/** How long "Undo" is offered after a pin or comments turned off (lib/undo.ts). */
export { UNDO_MS };

export type PostActionNotice = ActionNotice<PostAction>;

/** Who wrote a post, a comment or liked it: their name, or "User 12" when the site gives none. */
export function authorName(item: {
  user_id: number;
  xprofile?: { display_name?: string | null } | null;
}): string {
  const userId = item.user_id;
  return item.xprofile?.display_name || t`User ${userId}`;
}

/**
 * A message about a post: one for a post with a title ("Pinned “Its title”."), another for
 * one without ("Pinned the post by Ana."), each a whole sentence of its own, as a language
 * words them apart (docs/decisions/040). The title and the name are given to it isolated.
 */
export function aboutPost(
  post: Feed,
  titled: (title: string) => string,
  untitled: (author: string) => string,
): string {
  return post.title ? titled(isolated(post.title)) : untitled(isolated(authorName(post)));
}

/** A comment's author, isolated, for the messages about their comment. */
const commenterOf = (comment: Comment) => isolated(authorName(comment));

/** What is acted on, for locking its controls while an action on it is in flight. */
const targetOf = (action: PostAction) =>
  action.kind === 'delete-comment' ? `comment:${action.comment.id}` : `post:${action.post.id}`;

const postActionKey = ['post-action'] as const;

function send(client: ApiClient, action: PostAction) {
  const id = action.post.id;
  switch (action.kind) {
    case 'pin':
      return pinPost(client, id);
    case 'unpin':
      return unpinPost(client, id);
    case 'comments-off':
      return turnCommentsOff(client, id);
    case 'comments-on':
      return turnCommentsOn(client, id);
    case 'publish':
      return publishPostInReview(client, action.post);
    case 'delete':
      return deletePost(client, id);
    case 'delete-comment':
      return deleteComment(client, id, action.comment.id);
  }
}

function optimistic(
  queryClient: ReturnType<typeof useQueryClient>,
  action: PostAction,
): cache.TakeBack {
  const { post } = action;
  switch (action.kind) {
    case 'pin':
      return cache.pinPost(queryClient, post);
    case 'unpin':
      return cache.unpinPost(queryClient, post);
    case 'comments-off':
      return cache.setCommentsDisabled(queryClient, post, true);
    case 'comments-on':
      return cache.setCommentsDisabled(queryClient, post, false);
    case 'publish':
      return cache.publishPost(queryClient, post);
    case 'delete':
      return cache.removePost(queryClient, post);
    case 'delete-comment':
      return cache.removeComment(queryClient, post, action.comment);
  }
}

/** The space's pinned post other than this one, as far as the loaded feeds know it. */
function pinnedBefore(queryClient: ReturnType<typeof useQueryClient>, post: Feed): Feed | null {
  if (post.space_id === null) return null;
  for (const [, data] of queryClient.getQueriesData<{ pages: FeedsResponse[] }>({
    queryKey: feedKeys.timelines(),
  })) {
    for (const page of data?.pages ?? []) {
      const posts = page.sticky ? [page.sticky, ...page.feeds.data] : page.feeds.data;
      const found = posts.find(
        (other) => other.space_id === post.space_id && other.is_sticky && other.id !== post.id,
      );
      if (found) return found;
    }
  }
  return null;
}

/**
 * The space's pinned post other than this one, as the site holds it; none when the site cannot
 * say (the pin is still sent, and its Undo unpins it).
 */
async function pinnedOnSite(client: ApiClient, post: Feed): Promise<Feed | null> {
  const slug = post.space?.slug;
  if (post.space_id === null || !slug) return null;
  try {
    const pinned = await readPinnedPost(client, slug);
    return pinned && pinned.id !== post.id ? pinned : null;
  } catch {
    return null;
  }
}

/**
 * The reverse of a pin or of comments turned off: the space's pinned post before (the site
 * unpins this one when it is pinned again), or no pin; comments on again. The post in it is
 * as the action leaves it.
 */
function reverseOf(action: PostAction, pinnedBefore: Feed | null): PostAction | undefined {
  if (action.undoing) return undefined;
  switch (action.kind) {
    case 'pin':
      return pinnedBefore
        ? { kind: 'pin', post: { ...pinnedBefore, is_sticky: false }, undoing: true }
        : { kind: 'unpin', post: { ...action.post, is_sticky: true }, undoing: true };
    case 'comments-off':
      return {
        kind: 'comments-on',
        post: { ...action.post, meta: { ...action.post.meta, comments_disabled: 'yes' } },
        undoing: true,
      };
    default:
      return undefined;
  }
}

function whatHappened(action: PostAction, undo: PostAction | undefined): PostActionNotice {
  const { post } = action;
  const done = (message: string) => isolatedParts(message);
  switch (action.kind) {
    case 'pin': {
      const space = post.space ? isolated(post.space.title || post.space.slug) : null;
      const message = space
        ? aboutPost(
            post,
            (title) => t`Pinned “${title}” on top of ${space}.`,
            (author) => t`Pinned the post by ${author} on top of ${space}.`,
          )
        : aboutPost(
            post,
            (title) => t`Pinned “${title}”.`,
            (author) => t`Pinned the post by ${author}.`,
          );
      return { tone: 'done', parts: done(message), undo };
    }
    case 'unpin':
      return {
        tone: 'done',
        parts: done(
          aboutPost(
            post,
            (title) => t`Unpinned “${title}”.`,
            (author) => t`Unpinned the post by ${author}.`,
          ),
        ),
      };
    case 'comments-off':
      return {
        tone: 'done',
        parts: done(
          aboutPost(
            post,
            (title) => t`Turned comments off for “${title}”.`,
            (author) => t`Turned comments off for the post by ${author}.`,
          ),
        ),
        undo,
      };
    case 'comments-on':
      return {
        tone: 'done',
        parts: done(
          aboutPost(
            post,
            (title) => t`Turned comments on for “${title}”.`,
            (author) => t`Turned comments on for the post by ${author}.`,
          ),
        ),
      };
    case 'publish':
      return {
        tone: 'done',
        parts: done(
          aboutPost(
            post,
            (title) => t`Published “${title}”.`,
            (author) => t`Published the post by ${author}.`,
          ),
        ),
      };
    case 'delete':
      return {
        tone: 'done',
        parts: done(
          aboutPost(
            post,
            (title) => t`Deleted “${title}”.`,
            (author) => t`Deleted the post by ${author}.`,
          ),
        ),
      };
    case 'delete-comment': {
      const commenter = commenterOf(action.comment);
      return { tone: 'done', parts: done(t`Deleted ${commenter}’s comment.`) };
    }
  }
}

/** Why an action failed, the site's words (`error`, isolated) after ours. */
function failureMessage(action: PostAction, error: string): string {
  const { post } = action;
  switch (action.kind) {
    case 'pin':
      return aboutPost(
        post,
        (title) => t`Could not pin “${title}”: ${error}`,
        (author) => t`Could not pin the post by ${author}: ${error}`,
      );
    case 'unpin':
      return aboutPost(
        post,
        (title) => t`Could not unpin “${title}”: ${error}`,
        (author) => t`Could not unpin the post by ${author}: ${error}`,
      );
    case 'comments-off':
      return aboutPost(
        post,
        (title) => t`Could not turn comments off for “${title}”: ${error}`,
        (author) => t`Could not turn comments off for the post by ${author}: ${error}`,
      );
    case 'comments-on':
      return aboutPost(
        post,
        (title) => t`Could not turn comments on for “${title}”: ${error}`,
        (author) => t`Could not turn comments on for the post by ${author}: ${error}`,
      );
    case 'publish':
      return aboutPost(
        post,
        (title) => t`Could not publish “${title}”: ${error}`,
        (author) => t`Could not publish the post by ${author}: ${error}`,
      );
    case 'delete':
      return aboutPost(
        post,
        (title) => t`Could not delete “${title}”: ${error}`,
        (author) => t`Could not delete the post by ${author}: ${error}`,
      );
    case 'delete-comment': {
      const commenter = commenterOf(action.comment);
      return t`Could not delete ${commenter}’s comment: ${error}`;
    }
  }
}

function failure(action: PostAction, message: string): PostActionNotice {
  return {
    tone: 'failed',
    parts: isolatedParts(failureMessage(action, isolated(message))),
    retry: action,
  };
}

/**
 * The site's words for a refusal. Where the plugin's permission check throws (User::canEditFeed,
 * ::canDeleteFeed), real sites answer 500 `plugin_exception` "An internal error occurred."
 * (behaviour.md, "Writes: posts and comments"): that is a refusal, said as one.
 */
function refusalWords(error: Error): string {
  if (isApiError(error) && error.status === 500 && error.code === 'plugin_exception') {
    return t`This account may not do this (the site refused it with an internal error).`;
  }
  return error.message;
}

/** The site no longer has it: deleted meanwhile, by someone else or in another tab. */
function gone(action: PostAction): PostActionNotice {
  let message: string;
  if (action.kind === 'delete-comment') {
    const commenter = commenterOf(action.comment);
    message = t`${commenter}’s comment was already deleted from the site; the feed has been refreshed.`;
  } else if (action.kind === 'delete') {
    message = aboutPost(
      action.post,
      (title) => t`“${title}” was already deleted from the site; the feed has been refreshed.`,
      (author) =>
        t`The post by ${author} was already deleted from the site; the feed has been refreshed.`,
    );
  } else {
    message = aboutPost(
      action.post,
      (title) => t`“${title}” is no longer on the site; the feed has been refreshed.`,
      (author) => t`The post by ${author} is no longer on the site; the feed has been refreshed.`,
    );
  }
  return { tone: 'gone', parts: isolatedParts(message) };
}

/** A 404 from the plugin itself ("No query results for model"), not a route the site lacks. */
function isGone(error: unknown): boolean {
  return isApiError(error) && error.isNotFound && error.code !== 'rest_no_route';
}

/**
 * The feed's moderation actions: each is shown at once in every cached feed (post-cache.ts),
 * sent once, taken back with the site's own words if it is refused, and followed by a fresh
 * read of the feeds once no other action is in flight (so a post another action took out does
 * not come back between the two). A post or comment the site no longer has is said so, and
 * the feeds are read again.
 */
export function usePostActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // What was done is said while Undo is offered, even where none is (the notice floats over
  // the feed).
  const { notice, setNotice, dismiss } = useActionNotice<PostActionNotice>(
    (shown) => shown.tone === 'done',
  );
  /** Targets with an action in flight, known at once (a double click lands before a render). */
  const inFlight = useRef(new Set<string>());

  const mutation = useMutation({
    mutationKey: postActionKey,
    mutationFn: (action: PostAction) => send(client, action),
    meta: actionLogMeta(describePostAction),
    onMutate: async (action) => {
      const known = action.kind === 'pin' ? pinnedBefore(queryClient, action.post) : null;
      await cache.cancelFeedReads(queryClient);
      const takeBack = optimistic(queryClient, action);
      // Asked of the site before the pin is sent (which unpins it there), when no feed loaded
      // here shows the space's pinned post: Undo then pins it again rather than leaving none.
      const before =
        action.kind === 'pin' && known === null ? await pinnedOnSite(client, action.post) : known;
      return { takeBack, undo: reverseOf(action, before) };
    },
    onSuccess: (_answer, action, context) => setNotice(whatHappened(action, context.undo)),
    onError: (error, action, context) => {
      if (isGone(error)) {
        // What the action would have changed is moot: the post (or comment) is not there.
        if (action.kind !== 'delete' && action.kind !== 'delete-comment') {
          context?.takeBack();
          cache.removePost(queryClient, action.post);
        }
        setNotice(gone(action));
        return;
      }
      context?.takeBack();
      setNotice(failure(action, refusalWords(error)));
    },
    onSettled: (_answer, _error, action) => {
      inFlight.current.delete(targetOf(action));
      if (queryClient.isMutating({ mutationKey: postActionKey }) === 1) {
        return cache.refreshFeeds(queryClient);
      }
      return undefined;
    },
  });

  const busyTargets = useMutationState({
    filters: { mutationKey: postActionKey, status: 'pending' },
    select: (pending) => targetOf(pending.state.variables as PostAction),
  });

  const { mutate } = mutation;
  const act = useCallback(
    (action: PostAction) => {
      const target = targetOf(action);
      if (inFlight.current.has(target)) return;
      inFlight.current.add(target);
      setNotice(null);
      mutate(action);
    },
    [mutate, setNotice],
  );

  return {
    act,
    notice,
    dismiss,
    isBusy: (post: Feed) => busyTargets.includes(`post:${post.id}`),
    isCommentBusy: (comment: Comment) => busyTargets.includes(`comment:${comment.id}`),
  };
}

export type PostActions = ReturnType<typeof usePostActions>;
