import { describeMemberAction } from '../../api/member-action-log';
import { describePostAction } from '../../api/post-action-log';
import type { ActionDescription } from '../../lib/action-log/entry';
import { describeProfileStatusChange } from '../../components/profile-status/profile-status-change';
import { profileName, type InboxAction } from './inbox-actions';

/**
 * An inbox action as the action log keeps it (lib/action-log): in the same words as the same
 * action taken on the space's members page, a profile's panel or the feed.
 */
export function describeInboxAction(action: InboxAction): ActionDescription {
  switch (action.kind) {
    case 'approve-request':
      return describeMemberAction(
        { kind: 'approve', member: action.request.member },
        action.request.space.title,
      );
    case 'decline-request':
      return describeMemberAction(
        { kind: 'decline', member: action.request.member },
        action.request.space.title,
      );
    case 'unapprove-request':
      return describeMemberAction(
        { kind: 'unapprove', member: action.request.member },
        action.request.space.title,
      );
    case 'approve-profile':
    case 'unapprove-profile':
      return describeProfileStatusChange({
        userId: action.profile.user_id,
        name: profileName(action.profile),
        from: action.kind === 'approve-profile' ? 'pending' : 'active',
        to: action.kind === 'approve-profile' ? 'active' : 'pending',
        isUndo: action.kind === 'unapprove-profile',
      });
    case 'publish-post':
      return describePostAction({ kind: 'publish', post: action.post });
    case 'delete-post':
      return describePostAction({ kind: 'delete', post: action.post });
  }
}
