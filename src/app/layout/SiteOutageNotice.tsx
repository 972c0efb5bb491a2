import { Trans } from '@lingui/react/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useId, useSyncExternalStore } from 'react';
import { Callout } from '../../components/Callout';
import { isWaitingOnOutage, siteHasAnswered } from '../query-client';

/** Whether a site that answered before is not answering a request the dashboard waits on. */
function siteStoppedAnswering(queryClient: QueryClient): boolean {
  const queryCache = queryClient.getQueryCache();
  return queryCache.getAll().some(isWaitingOnOutage) && siteHasAnswered(queryCache);
}

/**
 * The shell's word while the site does not answer: the pages keep what they showed (a list its
 * previous rows) and React Query tries again by itself, backing off to every 30 s, until the
 * site answers; then this goes away on its own (docs/decisions/030-final-refusals-and-outages.md).
 * A site never reached gets the page's own error, with the setup advice, instead.
 */
export function SiteOutageNotice() {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const stopped = useSyncExternalStore(subscribe, () => siteStoppedAnswering(queryClient));
  const titleId = useId();
  if (!stopped) return null;
  return (
    <div role="status" aria-labelledby={titleId} className="mx-3 mt-3 md:mx-5">
      <Callout tone="warning">
        <p id={titleId} className="font-semibold">
          <Trans>The site stopped answering</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            The dashboard keeps what it showed, which may be out of date, and tries again by itself:
            this page updates as soon as the site answers.
          </Trans>
        </p>
      </Callout>
    </div>
  );
}
