import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import type { ActionNotice } from '../../components/ActionNoticeBar';
import { deletePost, publishPostInReview } from '../../api/feed-actions';
import {
  cancelInboxReads,
  removePendingProfile,
  removePostInReview,
} from '../../api/inbox/inbox-cache';
import { inboxKeys } from '../../api/inbox/inbox-keys';
import type { JoinRequest } from '../../api/inbox/merge-join-requests';
import {
  cancelSpaceReads,
  refreshSpace,
  removeMembership,
  type TakeBack,
} from '../../api/member-cache';
import { membersKeys } from '../../api/members-keys';
import { setProfileStatus } from '../../api/profile-status';
import type { Feed } from '../../api/schemas/feed';
import type { Profile } from '../../api/schemas/profile';
import { addSpaceMember, removeSpaceMember } from '../../api/space-member-actions';
import { sentenceOf } from './sentence-of';

/** One action on one item of the inbox. */
export type InboxAction =
  | { kind: 'approve-request'; request: JoinRequest }
  | { kind: 'decline-request'; request: JoinRequest }
  /** Undo of an approval: the reverse the site offers is removing the membership. */
  | { kind: 'unapprove-request'; request: JoinRequest }
  | { kind: 'approve-profile'; profile: Profile }
  /** Undo of a profile's approval: pending again. */
  | { kind: 'unapprove-profile'; profile: Profile }
  | { kind: 'publish-post'; post: Feed }
  | { kind: 'delete-post'; post: Feed };

/** What the page says about the last action, in its live region. */
export type InboxNotice = ActionNotice<InboxAction>;

export function requesterName({ member }: JoinRequest): string {
  const id = member.user_id;
  return member.xprofile?.display_name ?? t`Deleted user #${id}`;
}

export function profileName(profile: Profile): string {
  return profile.display_name.trim() || profile.username;
}

export function postName(post: Feed): string {
  const id = post.id;
  return post.title.trim() || t`Post #${id}`;
}

/** The one request that carries out an action (a bulk run sends the same, one per item). */
export function sendInboxAction(client: ApiClient, action: InboxAction): Promise<unknown> {
  switch (action.kind) {
    case 'approve-request':
      return addSpaceMember(client, action.request.space.slug, {
        userId: action.request.member.user_id,
      });
    case 'decline-request':
    case 'unapprove-request':
      return removeSpaceMember(client, action.request.space.slug, action.request.member.user_id);
    case 'approve-profile':
      return setProfileStatus(client, action.profile.user_id, 'active');
    case 'unapprove-profile':
      return setProfileStatus(client, action.profile.user_id, 'pending');
    case 'publish-post':
      return publishPostInReview(client, action.post);
    case 'delete-post':
      return deletePost(client, action.post.id);
  }
}

/** Stops the reads an action's change could be overwritten by. */
export function cancelReadsFor(queryClient: QueryClient, action: InboxAction): Promise<void> {
  if ('request' in action) return cancelSpaceReads(queryClient, action.request.space.slug);
  return cancelInboxReads(queryClient);
}

/**
 * The action shown at once through the cache (the item leaves the inbox, the count drops), and
 * its inverse. The join requests are the spaces' own cache entries (api/member-cache.ts), so
 * the members page and the space's badges move with the inbox.
 */
export function showDone(queryClient: QueryClient, action: InboxAction): TakeBack {
  switch (action.kind) {
    case 'approve-request':
    case 'decline-request':
    case 'unapprove-request':
      return removeMembership(queryClient, action.request.space.slug, action.request.member);
    case 'approve-profile':
      return removePendingProfile(queryClient, action.profile.user_id);
    case 'unapprove-profile':
      return () => undefined;
    case 'publish-post':
    case 'delete-post':
      return removePostInReview(queryClient, action.post.id);
  }
}

/**
 * Asks the site again for what an action touched, once it is settled: the space, or the
 * inbox's profiles and posts. A profile's approval also shows its join requests, which the
 * pending lists left out while it was not active (behaviour.md, "Space members"), so every
 * space's lists are asked again then.
 */
export function refreshAfter(queryClient: QueryClient, action: InboxAction): Promise<void> {
  if ('request' in action) return refreshSpace(queryClient, action.request.space.slug);
  if ('profile' in action) {
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: inboxKeys.pendingProfiles() }),
      queryClient.invalidateQueries({ queryKey: membersKeys.all }),
    ]).then(() => undefined);
  }
  return queryClient.invalidateQueries({ queryKey: inboxKeys.postsInReview() });
}

/**
 * The notice of an action that took, with the Undo it offers: made when the site has answered,
 * in the language shown then (a notice stays a few seconds).
 */
export function whatHappened(action: InboxAction): InboxNotice {
  switch (action.kind) {
    case 'approve-request': {
      const { request } = action;
      const name = requesterName(request);
      const space = request.space.title;
      return {
        tone: 'done',
        parts: sentenceOf(msg`Approved ${name} in ${space}.`, ['name', 'space']),
        undo: {
          kind: 'unapprove-request',
          request: { ...request, member: { ...request.member, status: 'active' } },
        },
      };
    }
    case 'decline-request': {
      const name = requesterName(action.request);
      const space = action.request.space.title;
      return {
        tone: 'done',
        parts: sentenceOf(msg`Declined ${name}’s request to join ${space}.`, ['name', 'space']),
      };
    }
    case 'unapprove-request': {
      const name = requesterName(action.request);
      const space = action.request.space.title;
      return {
        tone: 'done',
        parts: sentenceOf(
          msg`${name} is no longer a member of ${space}; they can ask to join again.`,
          ['name', 'space'],
        ),
      };
    }
    case 'approve-profile': {
      const name = profileName(action.profile);
      return {
        tone: 'done',
        parts: sentenceOf(msg`Approved the profile of ${name}.`, ['name']),
        undo: { kind: 'unapprove-profile', profile: action.profile },
      };
    }
    case 'unapprove-profile': {
      const name = profileName(action.profile);
      return {
        tone: 'done',
        parts: sentenceOf(msg`The profile of ${name} waits for approval again.`, ['name']),
      };
    }
    case 'publish-post': {
      const title = postName(action.post);
      return { tone: 'done', parts: sentenceOf(msg`Published ${title}.`, ['title']) };
    }
    case 'delete-post': {
      const title = postName(action.post);
      return { tone: 'done', parts: sentenceOf(msg`Deleted ${title}.`, ['title']) };
    }
  }
}

/** A refused action in one sentence: what could not be done to whom, then the site's words. */
function failedMessage(action: InboxAction, message: string): MessageDescriptor {
  switch (action.kind) {
    case 'approve-request': {
      const name = requesterName(action.request);
      return msg({
        comment: "{name}: the person, profile or post; {message}: the site's own words.",
        message: `Could not approve the request of ${name}: ${message}`,
      });
    }
    case 'decline-request': {
      const name = requesterName(action.request);
      return msg({
        comment: "{name}: the person, profile or post; {message}: the site's own words.",
        message: `Could not decline the request of ${name}: ${message}`,
      });
    }
    case 'unapprove-request': {
      const name = requesterName(action.request);
      return msg({
        comment: "{name}: the person, profile or post; {message}: the site's own words.",
        message: `Could not undo the approval of ${name}: ${message}`,
      });
    }
    case 'approve-profile': {
      const name = profileName(action.profile);
      return msg({
        comment: "{name}: the person, profile or post; {message}: the site's own words.",
        message: `Could not approve the profile of ${name}: ${message}`,
      });
    }
    case 'unapprove-profile': {
      const name = profileName(action.profile);
      return msg({
        comment: "{name}: the person, profile or post; {message}: the site's own words.",
        message: `Could not undo the approval of the profile of ${name}: ${message}`,
      });
    }
    case 'publish-post': {
      const name = postName(action.post);
      return msg({
        comment: "{name}: the person, profile or post; {message}: the site's own words.",
        message: `Could not publish ${name}: ${message}`,
      });
    }
    case 'delete-post': {
      const name = postName(action.post);
      return msg({
        comment: "{name}: the person, profile or post; {message}: the site's own words.",
        message: `Could not delete ${name}: ${message}`,
      });
    }
  }
}

/** The notice of a refused action: the site's words, the item back, and a way to try again. */
export function whatFailed(action: InboxAction, message: string): InboxNotice {
  return {
    tone: 'failed',
    parts: sentenceOf(failedMessage(action, message), ['name']),
    retry: action,
  };
}
