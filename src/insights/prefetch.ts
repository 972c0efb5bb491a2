import { coursesQuery, spacesQuery } from '../api/directory';
import type { PagePrefetch } from '../routes/page-prefetch';
import { prefetchEverySpacesJoinRequests } from '../api/inbox/prefetch-join-requests';
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
export const prefetchOverviewPage: PagePrefetch = (queryClient, request) => {
  const { client, site } = request;
  // The pending card's requests (each space's first join requests, the inbox's own) as soon as
  // the spaces and the check have answered: they are part of the automatic budget anyway.
  const pending = prefetchEverySpacesJoinRequests(queryClient, request);
  if (!site.namespaces?.includes(INSIGHTS_NAMESPACE)) {
    // A plain site: only what its overview needs first (its sign-in budget).
    return pending;
  }
  // Our server: the one counted answer and the courses card beside the credential check.
  return Promise.all([
    queryClient.prefetchQuery(overviewInsightsQuery(client, overviewWindow(siteHour(site.clock)))),
    queryClient.prefetchQuery(coursesQuery(client)),
    pending,
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
