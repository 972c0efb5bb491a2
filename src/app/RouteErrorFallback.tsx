import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { paths } from '../routes/paths';

/** A page's code that failed to download (a dynamic import), as browsers word it. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

interface RouteErrorFallbackProps {
  error: unknown;
  onRetry: () => void;
  /** The page's code is being asked for again. */
  retrying: boolean;
}

/** What a route shows when it fails to render, in place of the page only, with a retry. */
export function RouteErrorFallback({ error, onRetry, retrying }: RouteErrorFallbackProps) {
  const { t } = useLingui();
  const chunkError = isChunkLoadError(error);
  return (
    <section className="mx-auto max-w-2xl space-y-4 p-6">
      <h1 className="text-xl font-semibold text-ink">
        <Trans>This page could not be shown</Trans>
      </h1>
      <ErrorState
        error={
          chunkError
            ? new Error(
                t`Part of the dashboard could not be downloaded. Check your connection and try again.`,
              )
            : error
        }
        title={chunkError ? t`Download failed` : t`An unexpected error occurred`}
      />
      <div className="flex gap-2">
        <Button variant="primary" onClick={onRetry} disabled={retrying}>
          {retrying ? <Trans>Retrying…</Trans> : <Trans>Try again</Trans>}
        </Button>
        <Link to={paths.feed()} className={buttonClasses('secondary')}>
          <Trans>Go to the feed</Trans>
        </Link>
      </div>
    </section>
  );
}
