import type { ProfileStatus } from '../../../contract';
import type { ActionDescription } from '../../lib/action-log/entry';
import { named, type SentencePart } from '../../lib/sentence';

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
export const BLOCK_CONSEQUENCES =
  'They can still sign in to WordPress, but the community shows them “Access denied” and refuses everything they try there; their posts and comments are hidden from members. Nothing is deleted: unblocking brings it all back.';

export function doneParts(change: ProfileStatusChange): SentencePart[] {
  const name = named(change.name);
  switch (verbOf(change)) {
    case 'block':
      return ['Blocked ', name, ': they can no longer use the community.'];
    case 'unblock':
      return change.isUndo
        ? ['Undone: ', name, ' is no longer blocked.']
        : ['Unblocked ', name, ': they can use the community again.'];
    case 'approve':
      return ['Approved ', name, ': they can now use the community.'];
    case 'return-to-pending':
      return ['Undone: ', name, '’s profile is pending approval again.'];
  }
}

const FAILED_VERB: Record<ProfileStatusVerb, string> = {
  block: 'block',
  unblock: 'unblock',
  approve: 'approve',
  'return-to-pending': 'undo the approval of',
};

export function failedParts(change: ProfileStatusChange, words: string): SentencePart[] {
  return [`Could not ${FAILED_VERB[verbOf(change)]} `, named(change.name), `: ${words}`];
}

const LOG_WHAT: Record<ProfileStatusVerb, (name: SentencePart) => SentencePart[]> = {
  block: (name) => ['Blocked ', name, ' from the community'],
  unblock: (name) => ['Unblocked ', name],
  approve: (name) => ['Approved ', name, '’s profile'],
  'return-to-pending': (name) => ['Returned ', name, '’s profile to pending approval'],
};

/** The change as the action log keeps it (lib/action-log). */
export function describeProfileStatusChange(change: ProfileStatusChange): ActionDescription {
  const verb = verbOf(change);
  const what = LOG_WHAT[verb](named(change.name));
  return {
    action: `profile.${verb}`,
    what: change.isUndo ? ['Undo: ', ...what] : what,
    subject: change.name,
    place: 'Whole community',
  };
}
