import { Trans } from '@lingui/react/macro';
import { Button } from './Button';
import { Callout } from './Callout';

/**
 * A refresh failed while good rows are on screen: keep showing them (data before errors) and
 * say so, with a retry.
 */
export function StaleDataNotice({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const message = error.message;
  return (
    <Callout tone="danger" role="alert" className="flex items-start justify-between gap-3">
      <span className="min-w-0 break-words">
        <Trans comment="{message}: what went wrong, a sentence of its own">
          Could not refresh this list: {message} The rows below may be out of date.
        </Trans>
      </span>
      <Button size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Callout>
  );
}
