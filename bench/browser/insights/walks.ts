import type { ApiClient } from '../../../src/api/client';
import {
  feedDatesFetcher,
  feedPostsFetcher,
} from '../../../src/features/overview/data/feed-fetchers';
import { findFeedPositions } from '../../../src/features/overview/data/feed-positions';
import { retryTransientPage } from '../../../src/lib/walks/page-retry';
import {
  courseStudentsFetcher,
  studentKey,
} from '../../../src/features/courses/insights/students-fetcher';
import { spaceMembershipsFetcher } from '../../../src/features/spaces/insights/memberships-fetcher';
import { walkSpaceMemberships } from '../../../src/features/spaces/insights/space-memberships-walk';
import { COUNT_PAGE_SIZE } from '../../../src/features/overview/data/use-feed-counts';
import { walkFeedWindow } from '../../../src/features/overview/data/walk-feed-window';
import { walkPages } from '../../../src/lib/walks/walk-pages';
import { figure, medianRun, msCell, type Figure } from '../../support/figures';
import { numberText } from './format';
import { RUNS, TARGETS } from './settings';
import { topSpaceSlugs, type OverviewBoundaries, type Site, type Targets } from './site';
import { timedPages, whereTimeGoes, type RequestTiming } from './timing-fetch';

/*
 * Part 1, the walks in Node (see run.ts): each walk as the data layer runs it, timed over
 * RUNS runs after a warm-up.
 */

/** What one run of a walk returns besides its time: its own request count and its answer. */
interface WalkOutcome {
  /** Requests by the walk's own count. */
  requests: number;
  /** What it found, for the table: "20,000 members", "412 / 830 posts". */
  answer: string;
  /** Milestones inside the run (ms from its start), for the walks run together. */
  marks?: Record<string, number>;
}

/** A walk to time: it must throw when it did not read everything. */
interface WalkBench {
  name: string;
  target: number | null;
  /** Part of the untimed pass: together these read every page the others read. */
  warmUp: boolean;
  run: (client: ApiClient) => Promise<WalkOutcome>;
}

/** One timed run of a walk, with every request it made. */
export interface WalkRun extends WalkOutcome {
  ms: number;
  timings: RequestTiming[];
}

function completeOrThrow(name: string, walk: { complete: boolean; error?: unknown }): void {
  if (!walk.complete) {
    throw new Error(`${name}: the walk did not finish`, { cause: walk.error });
  }
}

function countsWalk(name: string, space: string | null, edges: readonly Date[]): WalkBench {
  return {
    name,
    target: null,
    warmUp: false,
    run: async (client) => {
      const found = await findFeedPositions(timedPages(feedDatesFetcher(client, space)), edges, {
        perPage: COUNT_PAGE_SIZE,
        retry: retryTransientPage,
      });
      completeOrThrow(name, found);
      const counts = found.positions.map((position) => position.count ?? position.atLeast);
      const shown =
        counts.length <= 4
          ? counts.map(numberText).join(' / ')
          : `${numberText(counts[counts.length - 1]!)}…${numberText(counts[0]!)}`;
      return { requests: found.requests, answer: `${shown} posts` };
    },
  };
}

function windowWalk(since: Date): WalkBench {
  const name = 'posts of the last 30 days (window walk)';
  return {
    name,
    target: null,
    warmUp: false,
    run: async (client) => {
      const walked = await walkFeedWindow(timedPages(feedPostsFetcher(client, null)), {
        since,
        retry: retryTransientPage,
      });
      completeOrThrow(name, walked);
      return { requests: walked.requests, answer: `${numberText(walked.posts.length)} posts` };
    },
  };
}

/**
 * A plain site's overview walks in the page's order (ReadOverview.tsx, once the month is asked
 * for; our server's overview walks none): the cards' counts; then the month's posts, from the
 * month's count; then the weekly totals and the top spaces' weekly counts together.
 */
function overviewAsThePage(bounds: OverviewBoundaries): WalkBench {
  const name = "overview's walks, as the page runs them";
  return {
    name,
    target: null,
    warmUp: true,
    run: async (client) => {
      const started = performance.now();
      const marks: Record<string, number> = {};
      const mark = (key: string) => (marks[key] = performance.now() - started);
      const counts = async (edges: readonly Date[], space: string | null) =>
        findFeedPositions(timedPages(feedDatesFetcher(client, space)), edges, {
          perPage: COUNT_PAGE_SIZE,
          retry: retryTransientPage,
        });
      const cards = await counts(bounds.cardEdges, null);
      mark('cards');
      const monthCount = cards.positions[bounds.cardEdges.indexOf(bounds.last30)]?.count ?? null;
      const month = await walkFeedWindow(timedPages(feedPostsFetcher(client, null)), {
        since: bounds.last30,
        retry: retryTransientPage,
        ...(monthCount === null
          ? {}
          : {
              startFrom: {
                since: bounds.last30.getTime(),
                expected: monthCount,
                probed: [],
                read: { rows: [], pages: [], lastPage: null, total: null },
              },
            }),
      });
      mark('30-day window');
      // The weeks the month covers are counted from its posts: only the older edges are searched.
      const olderEdges = bounds.weekEdges.filter((edge) => edge < bounds.last30);
      const [weekly, ...bySpace] = await Promise.all([
        counts(olderEdges, null).then((found) => {
          mark('weekly totals');
          return found;
        }),
        ...topSpaceSlugs(month.posts).map((slug) => counts(olderEdges, slug)),
      ]);
      mark('top spaces weekly');
      const walks = [cards, month, weekly!, ...bySpace];
      walks.forEach((walk) => completeOrThrow(name, walk));
      return {
        requests: walks.reduce((sum, walk) => sum + walk.requests, 0),
        answer: `${walks.length} walks`,
        marks,
      };
    },
  };
}

function walkBenches(targets: Targets, bounds: OverviewBoundaries, topSpaces: string[]) {
  const { slug, members } = targets.biggestSpace;
  const spaceWalk: WalkBench = {
    name: `memberships of "${slug}" (${numberText(members)} members)`,
    target: TARGETS.spaceWalk,
    warmUp: true,
    run: async (client) => {
      const walked = await walkSpaceMemberships(
        {
          active: timedPages(spaceMembershipsFetcher(client, slug, 'active')),
          pending: timedPages(spaceMembershipsFetcher(client, slug, 'pending')),
        },
        { retry: retryTransientPage },
      );
      completeOrThrow(slug, walked);
      const active = walked.active?.rows.length ?? 0;
      const pending = walked.pending?.rows.length ?? 0;
      return {
        requests: walked.requests,
        answer: `${numberText(active)} members + ${numberText(pending)} requests`,
      };
    },
  };
  const courseWalks = targets.courses.map((course): WalkBench => ({
    name: `students of course ${course.id} "${course.title}"`,
    target: null,
    warmUp: true,
    run: async (client) => {
      const walked = await walkPages(timedPages(courseStudentsFetcher(client, course.id)), {
        keyOf: studentKey,
        retry: retryTransientPage,
      });
      completeOrThrow(course.title, walked);
      return { requests: walked.requests, answer: `${numberText(walked.rows.length)} students` };
    },
  }));
  return [
    spaceWalk,
    ...courseWalks,
    countsWalk('post counts at the 4 card boundaries (feed)', null, bounds.cardEdges),
    countsWalk('post counts at the 13 week edges (feed)', null, bounds.weekEdges),
    ...topSpaces.map((space) => countsWalk(`  … of space "${space}"`, space, bounds.weekEdges)),
    windowWalk(bounds.last30),
  ];
}

/**
 * One run of `walk` with an API client of its own: the data layer may share pages between the
 * walks of one client for a few seconds (shared-feed-pages.ts), which must not carry a page
 * over from one run to the next.
 */
async function timeWalk(walk: WalkBench, site: Site): Promise<WalkRun> {
  const { wire } = site;
  const client = site.newClient();
  wire.take();
  const started = performance.now();
  const outcome = await walk.run(client);
  const ms = performance.now() - started;
  return { ...outcome, ms, timings: wire.take() };
}

export interface WalkResult {
  name: string;
  ms: Figure;
  requests: number;
  walkRequests: number;
  answer: string;
  wireBytes: number;
  jsonBytes: number;
  perRequest: ReturnType<typeof whereTimeGoes>;
}

export async function benchWalks(site: Site) {
  const walks = walkBenches(site.targets, site.bounds, site.topSpaces);
  console.info("Warm-up (not counted): the rosters, and the overview's walks together…");
  for (const walk of walks.filter((each) => each.warmUp)) await timeWalk(walk, site);
  const together = await timeWalk(overviewAsThePage(site.bounds), site);

  const results: WalkResult[] = [];
  for (const walk of walks) {
    const runs: WalkRun[] = [];
    for (let round = 0; round < RUNS; round++) runs.push(await timeWalk(walk, site));
    const chosen = medianRun(runs, (run) => run.ms);
    const result: WalkResult = {
      name: walk.name,
      ms: figure(
        runs.map((run) => run.ms),
        walk.target,
      ),
      requests: chosen.timings.length,
      walkRequests: chosen.requests,
      answer: chosen.answer,
      wireBytes: chosen.timings.reduce((sum, timing) => sum + timing.wireBytes, 0),
      jsonBytes: chosen.timings.reduce((sum, timing) => sum + timing.bytes, 0),
      perRequest: whereTimeGoes(chosen.timings),
    };
    results.push(result);
    console.info(`  ${walk.name}: ${msCell(result.ms)} ms, ${result.requests} requests`);
  }
  return { results, together };
}
