import { t } from '@lingui/core/macro';
import type { ProfileStatus } from '../../../contract';
import type { ActionDescription } from '../../lib/action-log/entry';
import { isolated, type SentencePart, isolatedParts } from '../../lib/sentence';

/**
 * One change of a profile's status site-wide (behaviour.md, "A profile's status"): blocking an
 * active profile, unblocking a blocked one, approving a pending one, and the undo of each.
 */
export interface ProfileStatusChange {
  userId: number;
  /** The person's display name (or username), as the page shows it. */
  name: string;
  /** The status the page showed. */
  from: string;
  to: ProfileStatus;
  /** Taking back the change just made: no Undo is offered after it. */
  isUndo?: boolean;
}

export type ProfileStatusVerb = 'block' | 'unblock' | 'approve' | 'return-to-pending';

export function verbOf(change: Pick<ProfileStatusChange, 'from' | 'to'>): ProfileStatusVerb {
  if (change.to === 'blocked') return 'block';
  if (change.to === 'pending') return 'return-to-pending';
  return change.from === 'pending' ? 'approve' : 'unblock';
}

/** The change that takes this one back. */
export function undoOf(change: ProfileStatusChange): ProfileStatusChange {
  return {
    userId: change.userId,
    name: change.name,
    from: change.to,
    to: change.from === 'pending' ? 'pending' : change.from === 'blocked' ? 'blocked' : 'active',
    isUndo: true,
  };
}

/**
 * What a blocked member meets (FluentCommunity 2.8.1: PortalHandler shows a profile that is not
 * active "Access denied"; PortalPolicy refuses its API calls; the feeds and comments list only
 * active authors' — behaviour.md, "Inactive profiles"). Their WordPress account is untouched.
 */
export function blockConsequences(): string {
  return t`They can still sign in to WordPress, but the community shows them “Access denied” and refuses everything they try there; their posts and comments are hidden from members. Nothing is deleted: unblocking brings it all back.`;
}

/** What a change did, as one message with the person's name isolated in it (lib/sentence.ts). */
export function doneText(change: ProfileStatusChange): string {
  const name = isolated(change.name);
  switch (verbOf(change)) {
    case 'block':
      return t`Blocked ${name}: they can no longer use the community.`;
    case 'unblock':
      return change.isUndo
        ? t`Undone: ${name} is no longer blocked.`
        : t`Unblocked ${name}: they can use the community again.`;
    case 'approve':
      return t`Approved ${name}: they can now use the community.`;
    case 'return-to-pending':
      return t`Undone: ${name}’s profile is pending approval again.`;
  }
}

export function doneParts(change: ProfileStatusChange): SentencePart[] {
  return isolatedParts(doneText(change));
}

/** Why a change failed: `words` are the site's (or the client's) own. */
export function failedText(change: ProfileStatusChange, words: string): string {
  const name = isolated(change.name);
  switch (verbOf(change)) {
    case 'block':
      return t({
        comment: '{words}: why, in the site’s words',
        message: `Could not block ${name}: ${words}`,
      });
    case 'unblock':
      return t({
        comment: '{words}: why, in the site’s words',
        message: `Could not unblock ${name}: ${words}`,
      });
    case 'approve':
      return t({
        comment: '{words}: why, in the site’s words',
        message: `Could not approve ${name}: ${words}`,
      });
    case 'return-to-pending':
      return t({
        comment: '{words}: why, in the site’s words',
        message: `Could not undo the approval of ${name}: ${words}`,
      });
  }
}

export function failedParts(change: ProfileStatusChange, words: string): SentencePart[] {
  return isolatedParts(failedText(change, words));
}

/** The change as the action log says it, in the language of the moment it was made. */
function logText(verb: ProfileStatusVerb, change: ProfileStatusChange): string {
  const name = isolated(change.name);
  if (change.isUndo) {
    switch (verb) {
      case 'block':
        return t`Undo: Blocked ${name} from the community`;
      case 'unblock':
        return t`Undo: Unblocked ${name}`;
      case 'approve':
        return t`Undo: Approved ${name}’s profile`;
      case 'return-to-pending':
        return t`Undo: Returned ${name}’s profile to pending approval`;
    }
  }
  switch (verb) {
    case 'block':
      return t`Blocked ${name} from the community`;
    case 'unblock':
      return t`Unblocked ${name}`;
    case 'approve':
      return t`Approved ${name}’s profile`;
    case 'return-to-pending':
      return t`Returned ${name}’s profile to pending approval`;
  }
}

/** The change as the action log keeps it (lib/action-log). */
export function describeProfileStatusChange(change: ProfileStatusChange): ActionDescription {
  const verb = verbOf(change);
  return {
    action: `profile.${verb}`,
    what: isolatedParts(logText(verb, change)),
    subject: change.name,
    place: t`Whole community`,
  };
}
