import * as z from 'zod/mini';
import { ENDPOINTS, MAX_PER_PAGE, restRoute } from '../../../contract';
import type { AccountCredentials } from '../../../server/demo/credentials';
import { createApiClient, type ApiClient } from '../../../src/api/client';
import { overviewInsightsSchema } from '../../../src/api/schemas/insights';
import { membersResponseSchema } from '../../../src/api/schemas/member';
import { coursesResponseSchema, spacesResponseSchema } from '../../../src/api/schemas/space';
import { feedWindows } from '../../../src/features/overview/aggregate/feed-windows';
import { offsetFromTimezone, siteNow } from '../../../src/insights/aggregate/site-time';
import { weekBoundaries } from '../../../src/insights/aggregate/week-boundaries';
import { feedPostsFetcher } from '../../../src/features/overview/data/feed-fetchers';
import { walkFeedWindow } from '../../../src/features/overview/data/walk-feed-window';
import type { WindowPost } from '../../../src/features/overview/data/window-post';
import { topSpacesOf } from '../../../src/features/overview/use-top-spaces';
import { dayKey } from '../../../src/insights/aggregate/site-calendar';
import { overviewWindow, siteDateTimeText } from '../../../src/insights/counted-insights-query';
import { siteClockFromIndex } from '../../../src/lib/site-clock';
import { numberText } from './format';
import { createTimingFetch, type TimingFetch } from './timing-fetch';

/*
 * What the walks of part 1 walk (see run.ts): the site's biggest space and its courses, the
 * overview's boundaries on the site's clock and the month's top spaces.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The boundaries the overview uses, from the site's clock as use-site-now.ts reads it. */
export interface OverviewBoundaries {
  now: Date;
  cardEdges: Date[];
  last30: Date;
  weekEdges: Date[];
}

async function overviewBoundaries(base: string): Promise<OverviewBoundaries> {
  const answer = await fetch(`${base}/wp-json/?_fields=gmt_offset,timezone_string`);
  const index = z
    .object({ gmt_offset: z.optional(z.number()), timezone_string: z.optional(z.string()) })
    .parse(await answer.json());
  const clock = siteClockFromIndex(index);
  const instant = new Date();
  const offset = offsetFromTimezone(clock.timezone, clock.gmtOffsetHours, instant);
  const wallClock = siteNow(instant, offset).getTime();
  const now = new Date(wallClock - (wallClock % HOUR_MS));
  const windows = feedWindows(now);
  return {
    now,
    cardEdges: [
      windows.last7.start,
      windows.previous7.start,
      windows.last30.start,
      windows.previous30.start,
    ],
    last30: windows.last30.start,
    weekEdges: [...weekBoundaries(now, 12).edges],
  };
}

/** The slugs of the month's top spaces, as the overview ranks them (use-top-spaces.ts). */
export function topSpaceSlugs(posts: readonly WindowPost[]): string[] {
  return topSpacesOf(posts).map((space) => space.slug);
}

export interface Targets {
  biggestSpace: { slug: string; members: number };
  courses: { id: number; title: string; students: number }[];
}

/** The spaces (with their sizes, from one small members page each) and courses of the site. */
async function findTargets(client: ApiClient): Promise<Targets> {
  const { spaces } = await client.get(restRoute(ENDPOINTS.spaces), {
    schema: spacesResponseSchema,
  });
  const sized = await Promise.all(
    spaces
      .filter((space) => space.type !== 'course')
      .map(async (space) => {
        const page = await client.get(
          restRoute(ENDPOINTS.spaceMembers, { spaceSlug: space.slug }),
          { schema: membersResponseSchema, params: { per_page: 1 } },
        );
        return { slug: space.slug, members: page.members.total };
      }),
  );
  const biggestSpace = sized.sort((a, b) => b.members - a.members)[0];
  if (!biggestSpace) throw new Error('The site has no space.');
  const { courses } = await client.get(restRoute(ENDPOINTS.courses), {
    schema: coursesResponseSchema,
    params: { per_page: MAX_PER_PAGE },
  });
  return {
    biggestSpace,
    courses: courses.data
      .map((course) => ({ id: course.id, title: course.title, students: course.students_count }))
      .sort((a, b) => b.students - a.students),
  };
}

/** The site as the walks see it: its API clients, the boundaries, what to walk. */
export interface Site {
  /** A new API client over the timing fetch. */
  newClient: () => ApiClient;
  wire: TimingFetch;
  targets: Targets;
  bounds: OverviewBoundaries;
  topSpaces: string[];
  /** Posts of the last 30 days, as the month's walk read them. */
  monthPosts: number;
}

export async function discoverSite(base: string, admin: AccountCredentials): Promise<Site> {
  const wire = createTimingFetch();
  const newClient = () =>
    createApiClient({
      root: { form: 'pretty', url: `${base}/wp-json/` },
      credentials: admin,
      fetch: wire.fetch,
      timeoutMs: 60_000,
    });
  const client = newClient();
  const targets = await findTargets(client);
  const bounds = await overviewBoundaries(base);
  const month = await walkFeedWindow(feedPostsFetcher(client, null), { since: bounds.last30 });
  const topSpaces = topSpaceSlugs(month.posts);
  wire.take();
  console.info(
    `Overview's now (site clock, floored to the hour): ${bounds.now.toISOString().slice(0, 16)}; ` +
      `${numberText(month.posts.length)} posts in the last 30 days; ` +
      `top spaces of the month: ${topSpaces.join(', ')}; biggest space: ${targets.biggestSpace.slug}; ` +
      `courses (students): ${targets.courses.map((course) => `${course.id} (${numberText(course.students)})`).join(', ')}.`,
  );
  return { newClient, wire, targets, bounds, topSpaces, monthPosts: month.posts.length };
}

/** Our server's count of the overview, asked twice in a row as the dashboard asks it. */
export interface ServerCount {
  /** The first ask since the server started: the server counts (SQL over the month's index). */
  coldMs: number;
  /** The second: the answer kept until the data changes (decision 038). */
  keptMs: number;
  /** The answer's posts of the last 30 days. */
  posts30: number;
}

/**
 * Asks `community-desk/v1/insights/overview` for the overview's windows twice: what the first
 * admin after a change waits for the server to count, and what every later page load waits
 * for. The browser runs after it all meet the kept answer, the first run included.
 */
export async function countOverviewOnServer(site: Site): Promise<ServerCount> {
  const client = site.newClient();
  const { now, weekStart, weeks } = overviewWindow(site.bounds.now);
  const ask = async () => {
    const started = performance.now();
    const answer = await client.get(restRoute(ENDPOINTS.insightsOverview), {
      schema: overviewInsightsSchema,
      params: { now: siteDateTimeText(now), week_start: dayKey(weekStart), weeks },
    });
    return { ms: performance.now() - started, answer };
  };
  const cold = await ask();
  const kept = await ask();
  site.wire.take();
  const posts30 = kept.answer.posts_since.days30;
  console.info(
    `Our server's count of the overview: ${Math.round(cold.ms)} ms the first time, ${Math.round(kept.ms)} ms kept; ` +
      `${numberText(posts30)} posts in the last 30 days` +
      (posts30 === site.monthPosts
        ? ', as the month walk read them.'
        : `, where the month walk read ${numberText(site.monthPosts)}: the two should agree.`),
  );
  return { coldMs: cold.ms, keptMs: kept.ms, posts30 };
}
