import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Spinner } from '../../../components/Spinner';

export interface FeedFooterProps {
  /** Watched by the load-ahead observer. */
  sentinel: RefObject<HTMLDivElement | null>;
  count: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageError: unknown;
  loadMore: () => void;
}

/**
 * The end of the loaded list: a loader while the next page comes, a "Load more" button for
 * anyone who gets here before it does (or has no IntersectionObserver), an inline retry when a
 * page failed — the posts above stay — and a clear end marker.
 */
export function FeedFooter({
  sentinel,
  count,
  hasNextPage,
  isFetchingNextPage,
  nextPageError,
  loadMore,
}: FeedFooterProps) {
  const { t } = useLingui();
  return (
    <div className="mt-4 flex min-h-16 flex-col items-center justify-center gap-2 pb-10">
      <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
      {isFetchingNextPage ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
          <Spinner /> <Trans>Loading more posts…</Trans>
        </p>
      ) : nextPageError ? (
        <div className="w-full">
          <ErrorState
            error={nextPageError}
            title={t`The next posts did not load`}
            onRetry={loadMore}
          />
        </div>
      ) : hasNextPage ? (
        <Button onClick={loadMore}>
          <Trans>Load more posts</Trans>
        </Button>
      ) : (
        <p className="flex w-full items-center gap-3 text-sm text-ink-muted" role="status">
          <span aria-hidden="true" className="h-px flex-1 bg-border" />
          <Plural value={count} one="End of feed · # post" other="End of feed · # posts" />
          <span aria-hidden="true" className="h-px flex-1 bg-border" />
        </p>
      )}
    </div>
  );
}
