import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, restRoute, type SpaceInsights } from '../../contract';
import type { AccountCredentials } from '../demo/credentials';
import { addCaller } from '../test/callers';
import { createTestServer, FC, type As, type TestServer } from '../test/harness';
import { TEST_SEED_ANCHOR } from '../test/seed-anchor';

/**
 * GET community-desk/v1/insights/spaces/{slug}, on every store, each figure against an
 * independent count: the space's own members list and requests list (`GET
 * /spaces/{slug}/members`), read page by page and bucketed here, and its feed (`GET /feeds?
 * space=…`) for the posts; the comments of those posts from the seeded rows.
 */

interface Membership {
  role: string;
  created_at: string;
  xprofile: { last_activity: string | null } | null;
}

const NOW = '2026-11-20 12:00:00';
const WEEK_START = '2026-05-25'; // 26 Mondays back from the week of NOW
const DAY_MS = 86_400_000;
const wallMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const ago = (days: number) => wall(wallMs(NOW) - days * DAY_MS);
const edges = Array.from({ length: 27 }, (_, week) =>
  wall(wallMs(`${WEEK_START} 00:00:00`) + week * 7 * DAY_MS),
);

let server: TestServer;
let outsider: AccountCredentials;

beforeAll(async () => {
  server = await createTestServer({
    anchor: TEST_SEED_ANCHOR,
    prepare: (db) => {
      outsider = addCaller(db, { login: 'outsider' });
    },
  });
});
afterAll(() => server.close());

const insightsUrl = (
  slug: string,
  query = `now=${encodeURIComponent(NOW)}&week_start=${WEEK_START}`,
) => `/wp-json/${restRoute(ENDPOINTS.insightsSpace, { spaceSlug: slug })}?${query}`;

async function roster(slug: string, status: 'active' | 'pending', as: As): Promise<Membership[]> {
  const rows: Membership[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await server.get<{ members: { data: Membership[]; last_page: number } }>(
      `${FC}/spaces/${slug}/members?per_page=100&page=${page}${status === 'pending' ? '&status=pending' : ''}`,
      as,
    );
    rows.push(...body.members.data);
    if (page >= body.members.last_page) return rows;
  }
}

async function feedPosts(slug: string, as: As): Promise<{ id: number; created_at: string }[]> {
  const items: { id: number; created_at: string }[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await server.get<{ feeds: { data: { id: number; created_at: string }[] } }>(
      `${FC}/feeds?space=${slug}&order_by_type=latest&disable_sticky=yes&per_page=100&page=${page}`,
      as,
    );
    items.push(...body.feeds.data);
    const last = body.feeds.data.at(-1)?.created_at ?? '';
    if (body.feeds.data.length < 100 || last < edges[0]!) return items;
  }
}

function lastActiveOf(members: Membership[]) {
  const counts = { today: 0, days7: 0, days30: 0, days90: 0, older: 0, never: 0 };
  const today = `${NOW.slice(0, 10)} 00:00:00`;
  for (const { xprofile } of members) {
    const at = xprofile?.last_activity ?? null;
    if (at === null) counts.never += 1;
    else if (at >= today) counts.today += 1;
    else if (at >= ago(7)) counts.days7 += 1;
    else if (at >= ago(30)) counts.days30 += 1;
    else if (at >= ago(90)) counts.days90 += 1;
    else counts.older += 1;
  }
  return counts;
}

function agesOf(requests: Membership[]) {
  const ages = { day: 0, week: 0, month: 0, quarter: 0, older: 0 };
  for (const { created_at } of requests) {
    const days = (wallMs(NOW) - wallMs(created_at)) / DAY_MS;
    if (days < 1) ages.day += 1;
    else if (days < 7) ages.week += 1;
    else if (days < 28) ages.month += 1;
    else if (days < 90) ages.quarter += 1;
    else ages.older += 1;
  }
  return ages;
}

const inWeek = (index: number) => (date: string) =>
  date >= edges[index]! && date < edges[index + 1]!;

describe.each<[As, boolean]>([
  ['admin', true],
  ['member', false],
])('a space’s insights, as %s', (as, managesRequests) => {
  it('add up what its members list, its requests list and its feed show', async () => {
    const slug = 'design-club';
    const [{ status, body }, members, requests, posts] = await Promise.all([
      server.get<SpaceInsights>(insightsUrl(slug), as),
      roster(slug, 'active', as),
      managesRequests ? roster(slug, 'pending', as) : Promise.resolve([]),
      feedPosts(slug, as),
    ]);
    expect(status).toBe(200);
    expect(members.length).toBeGreaterThan(5);
    expect(body.members).toBe(members.length);
    expect(body.last_active).toEqual(lastActiveOf(members));
    const roles = new Map<string, number>();
    for (const { role } of members) roles.set(role, (roles.get(role) ?? 0) + 1);
    expect(Object.fromEntries(body.roles.map((row) => [row.role, row.members]))).toEqual(
      Object.fromEntries(roles),
    );
    expect(body.joined_earlier).toBe(members.filter((m) => m.created_at < edges[0]!).length);
    const postIds = posts.map((post) => post.id);
    const comments = server.db
      .prepare(
        `SELECT created_at FROM fcom_post_comments WHERE status = 'published'
          AND post_id IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(postIds)) as { created_at: string }[];
    expect(body.weeks).toEqual(
      edges.slice(0, -1).map((start, index) => ({
        start: start.slice(0, 10),
        joined: members.map((m) => m.created_at).filter(inWeek(index)).length,
        posts: posts.map((p) => p.created_at).filter(inWeek(index)).length,
        comments: comments.map((c) => c.created_at).filter(inWeek(index)).length,
      })),
    );
    expect(body.weeks.some((week) => week.comments > 0)).toBe(true);
    if (managesRequests) {
      const { body: list } = await server.get<{ pending_count: number }>(
        `${FC}/spaces/${slug}/members?status=pending`,
        as,
      );
      expect(body.pending).toEqual({ count: list.pending_count, ages: agesOf(requests) });
      expect(requests.length).toBeGreaterThan(0);
    } else {
      expect(body.pending).toBeNull();
    }
  });
});

describe('a space’s insights', () => {
  it('are refused as the members list refuses: 401, 403 for a non-member, 404 for no space', async () => {
    expect((await server.get(insightsUrl('design-club'), 'anonymous')).status).toBe(401);
    expect((await server.get(insightsUrl('design-club'), outsider)).status).toBe(403);
    const unknown = await server.get<{ code: string }>(insightsUrl('no-such-space'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(
      (await server.get<{ code: string }>(`${FC}/spaces/no-such-space/members`)).body.code,
    );
  });

  it('name a bad time in a 400', async () => {
    const { status, body } = await server.get<{ code: string; data: { params: object } }>(
      insightsUrl('general', 'now=soon&week_start=2026-05-25'),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.data.params)).toEqual(['now']);
  });
});
