import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { FeedsResponse } from '../../../api/schemas/feed';
import { isApiError } from '../../../api/errors';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { TopProgress } from '../../../components/TopProgress';
import { isolated } from '../../../lib/sentence';
import type { FilterNames } from '../describe-filters';
import type { FeedRow } from '../feed-rows';
import type { NewPostsState } from '../hooks/use-new-posts';
import type { FeedFilters } from '../url-state';
import { FeedEmpty } from './FeedEmpty';
import { FeedSkeleton } from './FeedSkeleton';
import { FeedTimeline } from './FeedTimeline';
import { NewPostsButton } from './NewPostsButton';

interface FeedBodyProps {
  query: UseInfiniteQueryResult<InfiniteData<FeedsResponse>>;
  rows: FeedRow[];
  filters: FeedFilters;
  names: FilterNames;
  initialOffset: number | undefined;
  newPosts: NewPostsState;
  onClearFilters: () => void;
}

/**
 * Skeletons, then the posts; an error replaces the list only when there is nothing to show
 * (data before errors: a failed refresh or next page keeps the posts already loaded).
 */
export function FeedBody({ query, rows, filters, names, ...props }: FeedBodyProps) {
  const { t } = useLingui();
  if (query.isPending) return <FeedSkeleton />;

  if (query.isError && rows.length === 0 && !query.isFetchNextPageError) {
    const unknownSpace = isApiError(query.error) && query.error.status === 422 && filters.space;
    const space = isolated(filters.space);
    return (
      <div className="flex flex-col gap-3">
        <ErrorState
          error={query.error}
          title={unknownSpace ? t`The site has no space “${space}”` : undefined}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
        {unknownSpace ? (
          <Button className="self-start" onClick={props.onClearFilters}>
            <Trans>Show all spaces</Trans>
          </Button>
        ) : null}
      </div>
    );
  }

  if (rows.length === 0 && !query.hasNextPage) {
    return (
      <div className="relative">
        <NewPostsButton label={props.newPosts.label} onShow={props.newPosts.show} />
        <FeedEmpty filters={filters} names={names} onClear={props.onClearFilters} />
      </div>
    );
  }

  const refreshing = query.isFetching && !query.isFetchingNextPage;
  const posts = rows.length;
  return (
    <div className="flex flex-col gap-3">
      <TopProgress active={refreshing} label={t`Refreshing the feed`} />
      {query.isRefetchError ? (
        <ErrorState
          error={query.error}
          title={t`The feed could not be refreshed; showing the posts loaded before`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      <p className="text-sm text-ink-muted">
        {query.hasNextPage ? (
          <Plural value={posts} one="#+ posts" other="#+ posts" />
        ) : (
          <Plural value={posts} one="# post" other="# posts" />
        )}
      </p>
      <FeedTimeline
        rows={rows}
        busy={query.isFetching}
        initialOffset={props.initialOffset}
        newPosts={props.newPosts}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        nextPageError={query.isFetchNextPageError ? query.error : null}
        loadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
