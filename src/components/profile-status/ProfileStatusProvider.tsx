import { Trans } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { PROFILE_STATUSES } from '../../../contract';
import { useViewer } from '../../lib/viewer';
import { Button, buttonClasses } from '../Button';
import { ModalDialog } from '../ModalDialog';
import {
  ProfileStatusContext,
  type ProfileStatusContextValue,
  type StatusTarget,
} from './profile-status-context';
import { blockConsequences, verbOf, type ProfileStatusChange } from './profile-status-change';
import { useKnownAdmins, useProfileStatusActions } from './use-profile-status-actions';

const KNOWN_STATUSES: readonly string[] = PROFILE_STATUSES;

/**
 * Blocking, unblocking and approving profiles site-wide, for a page whose rows and panel show
 * people: offered only to the site's moderators and admins (the community permission
 * `delete_any_feed`, behaviour.md "A profile's status"), never on the account itself nor on a
 * profile the site has said is a community admin's. A block asks once first.
 */
export function ProfileStatusProvider({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const knownAdmins = useKnownAdmins();
  const actions = useProfileStatusActions();
  const [confirming, setConfirming] = useState<ProfileStatusChange | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  const mayChange = useCallback(
    (target: StatusTarget) =>
      viewer.isManager &&
      KNOWN_STATUSES.includes(target.status) &&
      target.userId !== viewer.userId &&
      (viewer.username === '' || target.username !== viewer.username) &&
      !knownAdmins.includes(target.userId),
    [viewer.isManager, viewer.userId, viewer.username, knownAdmins],
  );
  const { change } = actions;
  const request = useCallback(
    (next: ProfileStatusChange) => {
      if (verbOf(next) === 'block' && !next.isUndo) setConfirming(next);
      else change(next);
    },
    [change],
  );
  const value = useMemo<ProfileStatusContextValue>(
    () => ({ actions, mayChange, request }),
    [actions, mayChange, request],
  );
  const name = confirming?.name ?? '';
  return (
    <ProfileStatusContext.Provider value={value}>
      {children}
      <ModalDialog
        open={confirming !== null}
        title={
          <Trans>
            Block <bdi>{name}</bdi> from the community?
          </Trans>
        }
        onClose={() => setConfirming(null)}
        initialFocus={cancel}
      >
        <p className="text-sm text-ink-muted">{blockConsequences()}</p>
        <div className="flex justify-end gap-2">
          <button
            ref={cancel}
            type="button"
            className={buttonClasses()}
            onClick={() => setConfirming(null)}
          >
            <Trans>Cancel</Trans>
          </button>
          <Button
            variant="danger"
            onClick={() => {
              if (confirming) change(confirming);
              setConfirming(null);
            }}
          >
            <Trans comment="Confirms blocking a member from the community">Block</Trans>
          </Button>
        </div>
      </ModalDialog>
    </ProfileStatusContext.Provider>
  );
}
