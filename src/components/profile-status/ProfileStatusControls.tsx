import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { isolated } from '../../lib/sentence';
import { StatusPill } from '../StatusPill';
import { useProfileStatusContext, type StatusTarget } from './profile-status-context';
import type { ProfileStatusChange } from './profile-status-change';

/**
 * The one change for each status: its button's words ("Block…" asks first, so it ends in
 * an ellipsis) and the accessible name with the person's name.
 */
const BUTTON: Record<
  string,
  { label: MessageDescriptor; to: ProfileStatusChange['to'] } | undefined
> = {
  active: { label: msg({ context: 'profile status', message: 'Block…' }), to: 'blocked' },
  blocked: { label: msg({ context: 'profile status', message: 'Unblock' }), to: 'active' },
  pending: { label: msg({ context: 'profile status', message: 'Approve' }), to: 'active' },
};

/** The button's accessible name: the action and whom it is for ("Block Nora Evans"). */
function actionName(to: ProfileStatusChange['to'], from: string, person: string): string {
  const name = isolated(person);
  if (to === 'blocked') return t`Block ${name}`;
  return from === 'pending' ? t`Approve ${name}` : t`Unblock ${name}`;
}

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
  return { label: i18n._(button.label), change };
}

/**
 * A profile panel's "Community access": the profile's status site-wide, and the one change that
 * fits it, for an account that may make it (ProfileStatusProvider), with the notice of the
 * last change (and its Undo) beside it, since the page behind the panel is inert.
 */
export function ProfileStatusControls({ target: shown }: { target: StatusTarget }) {
  const { t } = useLingui();
  const context = useProfileStatusContext();
  if (!context) return null;
  const target = { ...shown, status: context.actions.statusGiven(shown.userId) ?? shown.status };
  if (!context.mayChange(target)) return null;
  const action = statusActionOf(target);
  if (!action) return null;
  return (
    <section
      aria-label={t`Community access`}
      className="space-y-2 border-b border-border px-5 py-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          <span className="text-ink-muted">
            <Trans>Community access</Trans>
          </span>
          <StatusPill value={target.status} />
        </p>
        <Button
          size="sm"
          variant={action.change.to === 'blocked' ? 'danger' : 'primary'}
          aria-label={actionName(action.change.to, target.status, target.name)}
          disabled={context.actions.isBusy(target.userId)}
          onClick={() => context.request(action.change)}
        >
          {action.label}
        </Button>
      </div>
    </section>
  );
}
