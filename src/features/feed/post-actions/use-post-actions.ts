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
import { named, type SentencePart } from '../../../lib/sentence';
import { UNDO_MS } from '../../../lib/undo';
import { feedKeys } from '../api';
import { authorName, type PostAction } from '../../../api/post-action';
import { describePostAction } from '../../../api/post-action-log';
import * as cache from './post-cache';

// Where the menus and the dialogs have long found them.
export { authorName, type PostAction };

/** How long "Undo" is offered after a pin or comments turned off (lib/undo.ts). */
export { UNDO_MS };

export type PostActionNotice = ActionNotice<PostAction>;

/** A post in a sentence: “Its title”, or "the post by Ana" when it has none. */
export function postWords(post: Feed): SentencePart[] {
  return post.title ? ['“', named(post.title), '”'] : ['the post by ', named(authorName(post))];
}

/** The same, opening a sentence. */
function postWordsFirst(post: Feed): SentencePart[] {
  return post.title ? postWords(post) : ['The post by ', named(authorName(post))];
}

const commentWords = (comment: Comment): SentencePart[] => [
  named(authorName(comment)),
  '’s comment',
];

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
  const space = post.space ? named(post.space.title || post.space.slug) : null;
  switch (action.kind) {
    case 'pin':
      return {
        tone: 'done',
        parts: ['Pinned ', ...postWords(post), ...(space ? [' on top of ', space] : []), '.'],
        undo,
      };
    case 'unpin':
      return { tone: 'done', parts: ['Unpinned ', ...postWords(post), '.'] };
    case 'comments-off':
      return {
        tone: 'done',
        parts: ['Turned comments off for ', ...postWords(post), '.'],
        undo,
      };
    case 'comments-on':
      return { tone: 'done', parts: ['Turned comments on for ', ...postWords(post), '.'] };
    case 'publish':
      return { tone: 'done', parts: ['Published ', ...postWords(post), '.'] };
    case 'delete':
      return { tone: 'done', parts: ['Deleted ', ...postWords(post), '.'] };
    case 'delete-comment':
      return { tone: 'done', parts: ['Deleted ', ...commentWords(action.comment), '.'] };
  }
}

const FAILED_VERB: Record<PostAction['kind'], string> = {
  pin: 'pin',
  unpin: 'unpin',
  'comments-off': 'turn comments off for',
  'comments-on': 'turn comments on for',
  publish: 'publish',
  delete: 'delete',
  'delete-comment': 'delete',
};

function failure(action: PostAction, message: string): PostActionNotice {
  const what =
    action.kind === 'delete-comment' ? commentWords(action.comment) : postWords(action.post);
  return {
    tone: 'failed',
    parts: [`Could not ${FAILED_VERB[action.kind]} `, ...what, `: ${message}`],
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
    return 'This account may not do this (the site refused it with an internal error).';
  }
  return error.message;
}

/** The site no longer has it: deleted meanwhile, by someone else or in another tab. */
function gone(action: PostAction): PostActionNotice {
  const refreshed = '; the feed has been refreshed.';
  if (action.kind === 'delete-comment') {
    return {
      tone: 'gone',
      parts: [...commentWords(action.comment), ' was already deleted from the site', refreshed],
    };
  }
  const already =
    action.kind === 'delete' ? ' was already deleted from the site' : ' is no longer on the site';
  return { tone: 'gone', parts: [...postWordsFirst(action.post), already, refreshed] };
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
