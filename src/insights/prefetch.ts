import { coursesQuery, spacesQuery } from '../api/directory';
import type { PagePrefetch } from '../routes/page-prefetch';
import { INSIGHTS_NAMESPACE } from '../../contract';
import {
  overviewInsightsQuery,
  overviewWindow,
  spaceInsightsQuery,
  spaceWindow,
} from './counted-insights-query';
import { siteHour } from './use-site-now';

/**
 * What the insights pages ask first besides their walks (and, where our server counts the
 * overview, its answer) (which start when the page renders:
 * they are read back from the device first, use-walk.ts): the spaces and courses their headers
 * and cards are named from.
 */
export const prefetchOverviewPage: PagePrefetch = (queryClient, { client, site }) =>
  Promise.all([
    queryClient.prefetchQuery(spacesQuery(client)),
    // Where our server counts the overview, its one answer (docs/decisions/038), under the
    // key the page asks for: this hour of the site's clock, twelve weeks.
    site.namespaces?.includes(INSIGHTS_NAMESPACE)
      ? queryClient.prefetchQuery(
          overviewInsightsQuery(client, overviewWindow(siteHour(site.clock))),
        )
      : null,
  ]);

export const prefetchSpaceInsightsPage: PagePrefetch = (queryClient, { client, site, params }) =>
  Promise.all([
    queryClient.prefetchQuery(spacesQuery(client)),
    site.namespaces?.includes(INSIGHTS_NAMESPACE) && params.slug
      ? queryClient.prefetchQuery(
          spaceInsightsQuery(client, params.slug, spaceWindow(siteHour(site.clock))),
        )
      : null,
  ]);

export const prefetchCourseInsightsPage: PagePrefetch = (queryClient, { client }) =>
  queryClient.prefetchQuery(coursesQuery(client));
