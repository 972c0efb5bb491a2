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

const ROLE_NAMES: Record<(typeof SPACE_ROLES)[number], string> = {
  member: 'Member',
  moderator: 'Moderator',
  admin: 'Admin',
};

/** The actions on the selected rows: on join requests Approve and Decline, on members Remove and a role. */
export function BulkBar(props: BulkBarProps) {
  const { status, count, busy } = props;
  const pending = status === 'pending';
  return (
    <div
      role="toolbar"
      aria-label={pending ? 'Selected requests' : 'Selected members'}
      className="mb-3 flex flex-wrap items-center gap-2 rounded-card border border-accent/40 bg-accent/5 px-3 py-2 text-sm"
    >
      <span className="font-medium tabular-nums">{count} selected</span>
      {props.allMatching ? <span className="text-ink-muted">(all matching)</span> : null}
      {props.offerAllMatching !== null ? (
        <Button size="sm" variant="ghost" disabled={busy} onClick={props.onSelectAllMatching}>
          Select all {props.offerAllMatching} matching
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
            Approve
          </Button>
          <Button size="sm" disabled={busy} onClick={() => props.onConfirm('decline')}>
            Decline
          </Button>
        </>
      ) : (
        <>
          <MenuButton
            label="Change role"
            disabled={busy}
            buttonClassName={buttonClasses('secondary', 'sm')}
            actions={SPACE_ROLES.map((role) => ({
              label: ROLE_NAMES[role],
              onSelect: () => props.onAction({ kind: 'role', role }),
            }))}
          >
            Change role ▸
          </MenuButton>
          <Button size="sm" disabled={busy} onClick={() => props.onConfirm('remove')}>
            Remove
          </Button>
        </>
      )}
      <Button size="sm" variant="ghost" disabled={busy} onClick={props.onClear}>
        Clear selection
      </Button>
    </div>
  );
}
