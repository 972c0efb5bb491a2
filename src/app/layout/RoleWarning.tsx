import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Callout } from '../../components/Callout';
import { useSession } from '../../features/auth/session-store';

/** Most of the dashboard needs an administrator or a community moderator. */
export function RoleWarning() {
  const { user } = useSession();
  const [dismissed, setDismissed] = useState(false);
  if (user.isManager || dismissed) return null;
  const { name } = user;
  return (
    <Callout tone="warning" className="mx-3 mt-3 flex items-start justify-between gap-3 md:mx-5">
      <span>
        <Trans>
          <strong>
            <bdi>{name}</bdi>
          </strong>{' '}
          is neither an administrator nor a community moderator on this site. Pending requests,
          private spaces and course students will be refused to this account.
        </Trans>
      </span>
      <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
        <Trans>Dismiss</Trans>
      </Button>
    </Callout>
  );
}
