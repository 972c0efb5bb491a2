import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MenuAction } from '../MenuButton';
import { useProfileStatusContext, type StatusTarget } from './profile-status-context';
import { statusActionOf } from './ProfileStatusControls';

const MENU_LABEL: Record<string, MessageDescriptor> = {
  blocked: msg`Block from the community…`,
  active: msg({ context: 'profile status', message: 'Unblock' }),
};

/**
 * The row menu's entry for a profile's status ("Block from the community…", "Unblock",
 * "Approve profile"), for an account that may change it; none otherwise.
 */
export function useProfileStatusMenu(shown: StatusTarget | null): {
  actions: MenuAction[];
  busy: boolean;
} {
  const { _ } = useLingui();
  const context = useProfileStatusContext();
  if (!context || !shown) return { actions: [], busy: false };
  const target = { ...shown, status: context.actions.statusGiven(shown.userId) ?? shown.status };
  if (!context.mayChange(target)) return { actions: [], busy: false };
  const action = statusActionOf(target);
  if (!action) return { actions: [], busy: false };
  const menuLabel = MENU_LABEL[action.change.to];
  const label =
    target.status === 'pending' ? _(msg`Approve profile`) : menuLabel ? _(menuLabel) : action.label;
  return {
    actions: [{ label, onSelect: () => context.request(action.change) }],
    busy: context.actions.isBusy(target.userId),
  };
}
