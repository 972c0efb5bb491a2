import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SPACE_ROLES } from '../../../../contract';
import type { MemberStatus } from '../../../api/space-members';
import { Button, buttonClasses } from '../../../components/Button';
import { MenuButton } from '../../../components/MenuButton';
import type { BulkAction } from './bulk-action';

interface BulkBarProps {
  status: MemberStatus;
  count: number;
  /** The list's total, offered once the whole page is selected. */
  offerAllMatching: number | null;
  allMatching: boolean;
  /** A run is under way: nothing more starts until it ends. */
  busy: boolean;
  onAction: (action: BulkAction) => void;
  onConfirm: (kind: 'decline' | 'remove') => void;
  onSelectAllMatching: () => void;
  onClear: () => void;
}

const ROLE_NAMES: Record<(typeof SPACE_ROLES)[number], MessageDescriptor> = {
  member: msg`Member`,
  moderator: msg`Moderator`,
  admin: msg`Admin`,
};

/** The actions on the selected rows: on join requests Approve and Decline, on members Remove and a role. */
export function BulkBar(props: BulkBarProps) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const { status, count, busy } = props;
  const matching = props.offerAllMatching;
  const pending = status === 'pending';
  return (
    <div
      role="toolbar"
      aria-label={pending ? t`Selected requests` : t`Selected members`}
      className="mb-3 flex flex-wrap items-center gap-2 rounded-card border border-accent/40 bg-accent/5 px-3 py-2 text-sm"
    >
      <span className="font-medium tabular-nums">
        <Trans>{count} selected</Trans>
      </span>
      {props.allMatching ? (
        <span className="text-ink-muted">
          <Trans>(all matching)</Trans>
        </span>
      ) : null}
      {matching !== null ? (
        <Button size="sm" variant="ghost" disabled={busy} onClick={props.onSelectAllMatching}>
          <Trans>Select all {matching} matching</Trans>
        </Button>
      ) : null}
      <span className="flex-1" />
      {pending ? (
        <>
          <Button
            size="sm"
            variant="primary"
            disabled={busy}
            onClick={() => props.onAction({ kind: 'approve' })}
          >
            <Trans>Approve</Trans>
          </Button>
          <Button size="sm" disabled={busy} onClick={() => props.onConfirm('decline')}>
            <Trans>Decline</Trans>
          </Button>
        </>
      ) : (
        <>
          <MenuButton
            label={t`Change role`}
            disabled={busy}
            buttonClassName={buttonClasses('secondary', 'sm')}
            actions={SPACE_ROLES.map((role) => ({
              label: _(ROLE_NAMES[role]),
              onSelect: () => props.onAction({ kind: 'role', role }),
            }))}
          >
            <Trans>Change role</Trans>{' '}
            {/* Points to the menu it opens, toward the end of the line: the other way in Arabic. */}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ▸
            </span>
          </MenuButton>
          <Button size="sm" disabled={busy} onClick={() => props.onConfirm('remove')}>
            <Trans>Remove</Trans>
          </Button>
        </>
      )}
      <Button size="sm" variant="ghost" disabled={busy} onClick={props.onClear}>
        <Trans>Clear selection</Trans>
      </Button>
    </div>
  );
}
