import { Button } from '../Button';
import { isolated } from '../../lib/sentence';
import { StatusPill } from '../StatusPill';
import { useProfileStatusContext, type StatusTarget } from './profile-status-context';
import type { ProfileStatusChange } from './profile-status-change';

const BUTTON: Record<string, { label: string; to: ProfileStatusChange['to'] } | undefined> = {
  active: { label: 'Block', to: 'blocked' },
  blocked: { label: 'Unblock', to: 'active' },
  pending: { label: 'Approve', to: 'active' },
};

/** The change a profile's one action makes, and the action's words: "Block…", "Approve". */
export function statusActionOf(target: StatusTarget) {
  const button = BUTTON[target.status];
  if (!button) return null;
  const change: ProfileStatusChange = {
    userId: target.userId,
    name: target.name,
    from: target.status,
    to: button.to,
  };
  return { label: button.to === 'blocked' ? `${button.label}…` : button.label, change };
}

/**
 * A profile panel's "Community access": the profile's status site-wide, and the one change that
 * fits it, for an account that may make it (ProfileStatusProvider), with the notice of the
 * last change (and its Undo) beside it, since the page behind the panel is inert.
 */
export function ProfileStatusControls({ target: shown }: { target: StatusTarget }) {
  const context = useProfileStatusContext();
  if (!context) return null;
  const target = { ...shown, status: context.actions.statusGiven(shown.userId) ?? shown.status };
  if (!context.mayChange(target)) return null;
  const action = statusActionOf(target);
  if (!action) return null;
  return (
    <section aria-label="Community access" className="space-y-2 border-b border-border px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          <span className="text-ink-muted">Community access</span>
          <StatusPill value={target.status} />
        </p>
        <Button
          size="sm"
          variant={action.change.to === 'blocked' ? 'danger' : 'primary'}
          aria-label={`${action.label.replace('…', '')} ${isolated(target.name)}`}
          disabled={context.actions.isBusy(target.userId)}
          onClick={() => context.request(action.change)}
        >
          {action.label}
        </Button>
      </div>
    </section>
  );
}
