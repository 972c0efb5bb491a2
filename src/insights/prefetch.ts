import { coursesQuery, spacesQuery } from '../api/directory';
import type { PagePrefetch } from '../routes/page-prefetch';
import { INSIGHTS_NAMESPACE } from '../../contract';
import { parseCourseId } from '../routes/paths';
import {
  courseInsightsQuery,
  courseWindow,
  overviewInsightsQuery,
  overviewWindow,
  spaceInsightsQuery,
  spaceWindow,
} from './counted-insights-query';
import { siteHour } from './use-site-now';

/**
 * What the insights pages ask first besides their walks (which start when the page renders:
 * they are read back from the device first, use-walk.ts): the spaces and courses their headers
 * and cards are named from; where our server counts the insights (docs/decisions/038), its
 * answer too, under the key the page asks for (this hour of the site's clock).
 */
export const prefetchOverviewPage: PagePrefetch = (queryClient, { client, site }) => {
  if (!site.namespaces?.includes(INSIGHTS_NAMESPACE)) {
    // A plain site: only what its overview needs first (its sign-in budget).
    return queryClient.prefetchQuery(spacesQuery(client));
  }
  // Our server: the one counted answer and the courses card beside the credential check.
  // (Each space's join requests need the spaces' answer first: on a fast site the check has
  // answered by then, and the page asks for them itself.)
  return Promise.all([
    queryClient.prefetchQuery(overviewInsightsQuery(client, overviewWindow(siteHour(site.clock)))),
    queryClient.prefetchQuery(coursesQuery(client)),
    queryClient.prefetchQuery(spacesQuery(client)),
  ]);
};

export const prefetchSpaceInsightsPage: PagePrefetch = (queryClient, { client, site, params }) =>
  Promise.all([
    queryClient.prefetchQuery(spacesQuery(client)),
    site.namespaces?.includes(INSIGHTS_NAMESPACE) && params.slug
      ? queryClient.prefetchQuery(
          spaceInsightsQuery(client, params.slug, spaceWindow(siteHour(site.clock))),
        )
      : null,
  ]);

export const prefetchCourseInsightsPage: PagePrefetch = (queryClient, { client, site, params }) => {
  const courseId = parseCourseId(params.id);
  return Promise.all([
    queryClient.prefetchQuery(coursesQuery(client)),
    site.namespaces?.includes(INSIGHTS_NAMESPACE) && courseId !== null
      ? queryClient.prefetchQuery(
          courseInsightsQuery(client, courseId, courseWindow(siteHour(site.clock))),
        )
      : null,
  ]);
};
