import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SPACE_ROLES } from '../../../../contract';
import type { Member } from '../../../api/schemas/member';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { MenuButton } from '../../../components/MenuButton';
import { useProfileStatusMenu } from '../../../components/profile-status/use-profile-status-menu';
import { isolated } from '../../../lib/sentence';
import { useMemberActionsContext } from './member-actions-context';
import { memberName } from './use-member-actions';

const MAKE_ROLE: Record<(typeof SPACE_ROLES)[number], MessageDescriptor> = {
  admin: msg`Make admin`,
  moderator: msg`Make moderator`,
  member: msg`Make member`,
};

/**
 * A row's actions: Approve and Decline on a join request; on a member, a menu of the other
 * roles and Remove, and for the site's moderators blocking the profile site-wide
 * (components/profile-status). Disabled while an action on the row is in flight (no double
 * send).
 */
export function MemberRowActions({ member }: { member: Member }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const context = useMemberActionsContext();
  const profile = member.xprofile;
  const profileStatus = useProfileStatusMenu(
    profile
      ? {
          userId: member.user_id,
          name: memberName(member),
          username: profile.username,
          status: profile.status,
        }
      : null,
  );
  const name = isolated(memberName(member));
  if (!context) {
    // A site moderator who may not act in this space may still block the profile.
    if (profileStatus.actions.length === 0) return null;
    return (
      <MenuButton
        label={t`Actions for ${name}`}
        className="shrink-0"
        disabled={profileStatus.busy}
        actions={profileStatus.actions}
      >
        <Icon name="more" />
      </MenuButton>
    );
  }
  const { status, actions, confirm } = context;
  const busy = actions.isBusy(member) || profileStatus.busy;

  if (status === 'pending') {
    return (
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          variant="primary"
          aria-label={t`Approve ${name}`}
          disabled={busy}
          onClick={() => actions.act({ kind: 'approve', member })}
        >
          <Trans>Approve</Trans>
        </Button>
        <Button
          size="sm"
          aria-label={t`Decline ${name}`}
          disabled={busy}
          onClick={() => confirm({ kind: 'decline', member })}
        >
          <Trans>Decline</Trans>
        </Button>
      </div>
    );
  }
  return (
    <MenuButton
      label={t`Actions for ${name}`}
      className="shrink-0"
      disabled={busy}
      actions={[
        ...SPACE_ROLES.filter((role) => role !== member.role).map((role) => ({
          label: _(MAKE_ROLE[role]),
          onSelect: () => actions.act({ kind: 'role', member, role }),
        })),
        { label: t`Remove from space`, onSelect: () => confirm({ kind: 'remove', member }) },
        ...profileStatus.actions,
      ]}
    >
      <Icon name="more" />
    </MenuButton>
  );
}
