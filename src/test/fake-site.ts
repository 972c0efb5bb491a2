import { MAX_PER_PAGE } from '../../contract';
import { createApiClient, type ApiClient } from '../api/client';
import { readSample } from './samples';
import { withoutSiteLanguage } from './site-language';

/**
 * A FluentCommunity site for the insights tests, behind the real API client: the feed
 * (`latest` order, `space` filter, `disable_sticky`, per_page clamped to 1..100, `has_more`
 * when a page is full), a space's members (active and pending lists, `pending_count` for
 * managers, oldest first) and a course's students, every item cut from a real site's answer
 * (test/fixtures/api-samples). It records each request (without the `_locale=user` every one
 * carries, which it checks: site-language.ts) and the most requests in flight, and can be told
 * to fail or to hold requests.
 */

const SITE = 'https://site.test';
const MINUTE = 60_000;
/** The newest post's date; post n (1 = oldest) is n minutes older than the next. */
export const FAKE_SITE_NOW = Date.UTC(2026, 10, 20, 12);

type Json = Record<string, unknown>;

function template(sample: string, list: string): Json {
  const answer = readSample(sample) as Record<string, { data: Json[] }>;
  return answer[list]!.data[0]!;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, as the API sends dates. */
export function siteDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** What the fake site holds, and who asks. */
export interface FakeSiteOptions {
  posts?: number;
  /** Each post's space slug by its id (all in `general` by default). */
  spaceOfPost?: (id: number) => string;
  members?: number;
  pending?: number;
  students?: number;
  /** Whether the caller manages the space (sees `status=pending` and `pending_count`). */
  manager?: boolean;
  /** Made to fail: the request's URL matched, answered with this HTTP status. */
  failWhen?: (url: URL) => number | null;
  /**
   * Our server's overview answer (community-desk/v1) to what was asked (`now`, `week_start`,
   * `weeks`); without it the route is unknown.
   */
  overviewInsights?: (asked: URLSearchParams) => unknown;
}

/** A request the fake site received: its route and query string. */
export interface FakeSiteRequest {
  path: string;
  params: Record<string, string>;
}

/** A fake site (see above) and the real API client over it. */
export function createFakeSite(options: FakeSiteOptions = {}) {
  const { posts = 0, members = 0, pending = 0, students = 0, manager = true } = options;
  const spaceOfPost = options.spaceOfPost ?? (() => 'general');
  const feedItem = template('feeds_default.json', 'feeds');
  const memberItem = template('members_design-club_default.json', 'members');
  const studentItem = template('students_page1.json', 'students');

  const requests: FakeSiteRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  /** Requests from this number on (0 = the first) wait for `release()`. */
  let holdFrom = Number.POSITIVE_INFINITY;
  let openGate: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });

  const allPosts = Array.from({ length: posts }, (_, index) => {
    const id = posts - index;
    const slug = spaceOfPost(id);
    return {
      ...feedItem,
      id,
      slug: `post-${id}`,
      created_at: siteDate(FAKE_SITE_NOW - index * MINUTE),
      space: { ...(feedItem.space as Json), slug, title: slug },
    };
  });
  const membership = (id: number, status: string) => ({
    ...memberItem,
    id,
    user_id: id,
    status,
    created_at: siteDate(FAKE_SITE_NOW - (members + pending - id) * MINUTE),
  });
  const activeMembers = Array.from({ length: members }, (_, index) =>
    membership(index + 1, 'active'),
  );
  const pendingMembers = Array.from({ length: pending }, (_, index) =>
    membership(members + index + 1, 'pending'),
  );
  const allStudents = Array.from({ length: students }, (_, index) => ({
    ...studentItem,
    user_id: index + 1,
    progress: (index * 7) % 101,
  }));

  const perPageOf = (url: URL, fallback: number) =>
    Math.min(MAX_PER_PAGE, Math.max(1, Number(url.searchParams.get('per_page') ?? fallback)));
  const pageOf = (url: URL) => Math.max(1, Number(url.searchParams.get('page') ?? 1));

  function laravelPage(rows: Json[], url: URL, fallback: number) {
    const perPage = perPageOf(url, fallback);
    const page = pageOf(url);
    const data = rows.slice((page - 1) * perPage, page * perPage);
    const from = data.length ? (page - 1) * perPage + 1 : null;
    return {
      data,
      current_page: page,
      per_page: perPage,
      from,
      to: from === null ? null : from + data.length - 1,
      total: rows.length,
      last_page: Math.max(1, Math.ceil(rows.length / perPage)),
    };
  }

  function answer(url: URL): { status: number; body: unknown } {
    if (
      url.pathname === '/wp-json/community-desk/v1/insights/overview' &&
      options.overviewInsights
    ) {
      return { status: 200, body: options.overviewInsights(url.searchParams) };
    }
    const route = url.pathname.replace('/wp-json/fluent-community/v2', '');
    if (route === '/feeds') {
      const space = url.searchParams.get('space');
      const rows = space ? allPosts.filter((post) => post.space.slug === space) : allPosts;
      const perPage = perPageOf(url, 10);
      const page = pageOf(url);
      const data = rows.slice((page - 1) * perPage, page * perPage);
      const to = (page - 1) * perPage + data.length;
      return {
        status: 200,
        body: {
          feeds: {
            data,
            current_page: page,
            per_page: perPage,
            from: data.length ? to - data.length + 1 : null,
            to: data.length ? to : null,
            has_more: data.length === perPage,
            total: data.length === perPage ? to + perPage : to,
          },
          sticky: null,
        },
      };
    }
    const spaceMembers = /^\/spaces\/([\w-]+)\/members$/.exec(route);
    if (spaceMembers) {
      const wantsPending = url.searchParams.get('status') === 'pending' && manager;
      return {
        status: 200,
        body: {
          members: laravelPage(wantsPending ? pendingMembers : activeMembers, url, 15),
          pending_count: manager ? pending : 0,
        },
      };
    }
    if (/^\/admin\/courses\/\d+\/students$/.test(route)) {
      return { status: 200, body: { students: laravelPage(allStudents, url, 15) } };
    }
    return {
      status: 404,
      body: { code: 'rest_no_route', message: 'No route', data: { status: 404 } },
    };
  }

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(withoutSiteLanguage(input));
    const held = requests.length >= holdFrom;
    requests.push({
      path: url.pathname.replace('/wp-json/fluent-community/v2', ''),
      params: Object.fromEntries(url.searchParams),
    });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const signal = init?.signal;
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => reject(signal?.reason);
        signal?.addEventListener('abort', onAbort, { once: true });
        void (held ? gate : Promise.resolve())
          .then(() => new Promise((wait) => setTimeout(wait, Math.floor(Math.random() * 3))))
          .then(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          });
      });
      const failure = options.failWhen?.(url) ?? null;
      if (failure !== null) {
        return new Response(JSON.stringify({ code: 'failed', message: 'Failed', data: {} }), {
          status: failure,
        });
      }
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body), { status });
    } finally {
      inFlight -= 1;
    }
  };

  const client: ApiClient = createApiClient({
    root: { form: 'pretty', url: `${SITE}/wp-json/` },
    fetch: fakeFetch as typeof fetch,
  });

  return {
    client,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    /** Holds the requests after the first `count` until `release()`. */
    holdAfter(count: number) {
      holdFrom = count;
    },
    release() {
      holdFrom = Number.POSITIVE_INFINITY;
      openGate();
      gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
    },
    /** The instant with exactly `newer` posts (of the whole feed) at or after it. */
    sinceNewest(newer: number): Date {
      return new Date(FAKE_SITE_NOW - (newer - 1) * MINUTE);
    },
  };
}

/** What `createFakeSite` returns. */
export type FakeSite = ReturnType<typeof createFakeSite>;
