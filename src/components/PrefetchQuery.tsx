import {
  usePrefetchQuery,
  type QueryKey,
  type UsePrefetchQueryOptions,
} from '@tanstack/react-query';

/**
 * Fetches a query ahead of need (the next page of a table) when rendered; renders nothing.
 * Rendered only when there is something to prefetch, so no request is made for a page that
 * does not exist. React Query skips the prefetch when the query is already cached.
 */
export function PrefetchQuery<TQueryFnData, TQueryKey extends QueryKey>({
  options,
}: {
  options: UsePrefetchQueryOptions<TQueryFnData, Error, TQueryFnData, TQueryFnData, TQueryKey>;
}) {
  usePrefetchQuery(options);
  return null;
}
