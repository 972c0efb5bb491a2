import { spacesQuery } from '../../api/directory';
import type { PagePrefetch } from '../../routes/page-prefetch';
import { feedTimelineQuery } from './api';
import { feedFiltersCodec } from './url-state';

/** The feed's first page and the spaces its toolbar names (FeedRoute). */
export const prefetchFeedPage: PagePrefetch = (queryClient, { client, searchParams }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(
      feedTimelineQuery(client, feedFiltersCodec.parse(searchParams).state),
    ),
    queryClient.prefetchQuery(spacesQuery(client)),
  ]);
