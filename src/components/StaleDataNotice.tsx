import { Button } from './Button';
import { Callout } from './Callout';

/**
 * A refresh failed while good rows are on screen: keep showing them (data before errors) and
 * say so, with a retry.
 */
export function StaleDataNotice({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Callout tone="danger" role="alert" className="flex items-start justify-between gap-3">
      <span className="min-w-0 break-words">
        Could not refresh this list: {error.message} The rows below may be out of date.
      </span>
      <Button size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Callout>
  );
}
