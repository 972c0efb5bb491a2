import { coursesQuery, spacesQuery } from '../api/directory';
import type { PagePrefetch } from '../routes/page-prefetch';

/**
 * What the insights pages ask first besides their walks (which start when the page renders:
 * they are read back from the device first, use-walk.ts): the spaces and courses their headers
 * and cards are named from.
 */
export const prefetchOverviewPage: PagePrefetch = (queryClient, { client }) =>
  queryClient.prefetchQuery(spacesQuery(client));

export const prefetchSpaceInsightsPage: PagePrefetch = (queryClient, { client }) =>
  queryClient.prefetchQuery(spacesQuery(client));

export const prefetchCourseInsightsPage: PagePrefetch = (queryClient, { client }) =>
  queryClient.prefetchQuery(coursesQuery(client));
