import { INSIGHTS_NAMESPACE, MAX_PER_PAGE } from '../../../contract';
import type { NetworkLog } from '../../support/network';
import type { Probe } from './page-probe';

/* Part 2 (see run.ts): a page load's API requests, counted and grouped by what they are for. */

/** API requests of a page load, by where they went. */
export interface ApiTraffic {
  /** Sent between the start and the charts. */
  untilCharts: number;
  /** Sent from the start until the network was quiet after the charts. */
  total: number;
  /** Of `total`, those for a URL already asked since the start. */
  repeated: number;
  /** Bytes as sent (`encodedDataLength`: compressed body and headers) of `total`. */
  bytes: number;
  /** Of `bytes`, those of the requests sent before the charts (or the moment waited for). */
  untilChartsBytes: number;
  /** Requests to our server's insights routes (`community-desk/v1/insights/…`). */
  insights: number;
  /** `/feeds` pages of whole posts (`per_page=100`): what only the month's read may ask. */
  wholePostPages: number;
  /** ms from the start to the first request for the feed: what the page did before asking. */
  firstFeedAt: number | null;
  groups: RequestGroup[];
}

export interface RequestGroup {
  name: string;
  requests: number;
  distinct: number;
  /** ms from the start. */
  firstSent: number;
  lastDone: number;
  bytes: number;
}

/** What a request is for, by its route and the parameters that tell walks apart. */
function groupOf(url: URL): string {
  const route = url.pathname.replace(/^.*\/wp-json\//, '');
  if (route.endsWith('/feeds')) {
    const space = url.searchParams.get('space');
    // Pages of 10 dates count posts; pages of 100 whole posts read the month.
    const perPage = `per_page=${url.searchParams.get('per_page') ?? '?'}`;
    return space ? `feeds, space ${space}, ${perPage}` : `feeds, all spaces, ${perPage}`;
  }
  if (/\/spaces\/[^/]+\/members$/.test(route)) {
    const status = url.searchParams.get('status');
    const perPage = url.searchParams.get('per_page');
    return perPage === '1'
      ? 'members per_page=1 (pending counts)'
      : `members ${status ?? 'active'} per_page=${perPage ?? '?'}`;
  }
  return route === '' ? '(REST index)' : route;
}

export function apiTraffic(
  net: NetworkLog,
  probe: Probe,
  from: number,
  chartsAt: number,
): ApiTraffic {
  const api = net
    .requests()
    .filter((request) => request.url.includes('/wp-json/') && request.method !== 'OPTIONS')
    .map((request) => ({
      request,
      sent: net.toPageMs(request.sentAt, probe.timeOrigin) - from,
      done:
        request.finishedAt === null
          ? Number.NaN
          : net.toPageMs(request.finishedAt, probe.timeOrigin) - from,
    }))
    .filter(({ sent }) => sent >= 0)
    .sort((a, b) => a.sent - b.sent);
  const seen = new Set<string>();
  let repeated = 0;
  for (const { request } of api) {
    if (seen.has(request.url)) repeated += 1;
    seen.add(request.url);
  }
  const groups = new Map<string, RequestGroup & { urls: Set<string> }>();
  for (const { request, sent, done } of api) {
    const name = groupOf(new URL(request.url));
    const group = groups.get(name) ?? {
      name,
      requests: 0,
      distinct: 0,
      firstSent: sent,
      lastDone: 0,
      bytes: 0,
      urls: new Set<string>(),
    };
    group.requests += 1;
    group.urls.add(request.url);
    group.distinct = group.urls.size;
    group.lastDone = Math.max(group.lastDone, Number.isNaN(done) ? 0 : done);
    group.bytes += request.bytes;
    groups.set(name, group);
  }
  const untilCharts = api.filter(({ sent }) => sent <= chartsAt - from);
  const isFeed = (url: URL) => url.pathname.endsWith('/feeds');
  const firstFeed = api.find(({ request }) => isFeed(new URL(request.url)));
  return {
    untilCharts: untilCharts.length,
    total: api.length,
    repeated,
    bytes: api.reduce((sum, { request }) => sum + request.bytes, 0),
    untilChartsBytes: untilCharts.reduce((sum, { request }) => sum + request.bytes, 0),
    insights: api.filter(({ request }) =>
      new URL(request.url).pathname.includes(`/${INSIGHTS_NAMESPACE}/insights/`),
    ).length,
    wholePostPages: api.filter(({ request }) => {
      const url = new URL(request.url);
      return isFeed(url) && url.searchParams.get('per_page') === String(MAX_PER_PAGE);
    }).length,
    firstFeedAt: firstFeed ? firstFeed.sent : null,
    groups: [...groups.values()].map(({ urls: _urls, ...group }) => group),
  };
}
