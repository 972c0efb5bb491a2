import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, INSIGHTS_NAMESPACE, restRoute, type OverviewInsights } from '../../contract';
import { createTestServer, FC, testStoreKind, type As, type TestServer } from '../test/harness';
import { TEST_SEED_ANCHOR } from '../test/seed-anchor';

/**
 * GET community-desk/v1/insights/overview, on every store. Each figure is checked against an
 * independent count: the caller's own feed (`GET /feeds`, latest first, pinned posts in place)
 * read page by page and tallied here, as the dashboard tallies it on a plain site; the weekly
 * members from the seeded rows themselves.
 */

interface FeedItem {
  id: number;
  user_id: number;
  created_at: string;
  comments_count: number;
  reactions_count: number;
  space: { id: number; slug: string; title: string } | null;
}

const NOW = '2026-11-20 12:00:00';
/** The Monday 11 weeks before the one holding NOW (a Friday): 12 weeks in all. */
const WEEK_START = '2026-08-31';
const DAY_MS = 86_400_000;
const wallMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const ago = (days: number) => wall(wallMs(NOW) - days * DAY_MS);
const edges = Array.from({ length: 13 }, (_, week) =>
  wall(wallMs(`${WEEK_START} 00:00:00`) + week * 7 * DAY_MS),
);

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ anchor: TEST_SEED_ANCHOR });
});
afterAll(() => server.close());

const overviewUrl = (query = `now=${encodeURIComponent(NOW)}&week_start=${WEEK_START}`) =>
  `/wp-json/${restRoute(ENDPOINTS.insightsOverview)}?${query}`;

/** The caller's feed back to the first week or 60 days before NOW, whichever is older. */
const OLDEST = [ago(60), edges[0]!].sort()[0]!;

async function feedSinceOldest(as: As): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await server.get<{ feeds: { data: FeedItem[] } }>(
      `${FC}/feeds?order_by_type=latest&disable_sticky=yes&per_page=100&page=${page}`,
      as,
    );
    const data = body.feeds.data;
    items.push(...data.filter((item) => item.created_at >= OLDEST));
    if (data.length < 100 || (data.at(-1)?.created_at ?? '') < OLDEST) return items;
  }
}

/** Keys with at least the fifth-highest count. */
function topWithTies(counts: Map<number, number>): number[] {
  const sorted = [...counts.values()].sort((a, b) => b - a);
  const threshold = sorted[Math.min(5, sorted.length) - 1] ?? 0;
  return [...counts].filter(([, count]) => count >= threshold).map(([key]) => key);
}

function expectedFromFeed(items: FeedItem[]) {
  const since = (edge: string) => items.filter((item) => item.created_at >= edge);
  const month = since(ago(30));
  const sum = (posts: FeedItem[]) => ({
    comments: posts.reduce((total, post) => total + post.comments_count, 0),
    reactions: posts.reduce((total, post) => total + post.reactions_count, 0),
  });
  const bySpace = new Map<number, number>();
  const byAuthor = new Map<number, number>();
  for (const post of month) {
    if (post.space) bySpace.set(post.space.id, (bySpace.get(post.space.id) ?? 0) + 1);
    byAuthor.set(post.user_id, (byAuthor.get(post.user_id) ?? 0) + 1);
  }
  const engagement = (post: FeedItem) => post.comments_count + post.reactions_count;
  const topPosts = month
    .filter((post) => engagement(post) > 0)
    .sort(
      (a, b) => engagement(b) - engagement(a) || b.comments_count - a.comments_count || b.id - a.id,
    )
    .slice(0, 5)
    .map((post) => post.id);
  const weeks = edges.slice(0, -1).map((start, index) => {
    const inWeek = items.filter(
      (item) => item.created_at >= start && item.created_at < edges[index + 1]!,
    );
    const perSpace: Record<string, number> = {};
    for (const post of inWeek) {
      const key = String(post.space?.id ?? 0);
      perSpace[key] = (perSpace[key] ?? 0) + 1;
    }
    return { start: start.slice(0, 10), posts: inWeek.length, posts_by_space: perSpace };
  });
  return {
    posts_since: {
      days7: since(ago(7)).length,
      days14: since(ago(14)).length,
      days30: month.length,
      days60: since(ago(60)).length,
    },
    engagement: { days30: sum(month), days7: sum(since(ago(7))) },
    spaces: topWithTies(bySpace).sort((a, b) => a - b),
    authors: topWithTies(byAuthor).sort((a, b) => a - b),
    topPosts,
    weeks,
  };
}

describe.each<As>(['admin', 'member'])('the overview, as %s', (as) => {
  it('counts exactly what the caller’s own feed lists', async () => {
    const [{ status, body }, items] = await Promise.all([
      server.get<OverviewInsights>(overviewUrl(), as),
      feedSinceOldest(as),
    ]);
    expect(status).toBe(200);
    const expected = expectedFromFeed(items);
    expect(items.length).toBeGreaterThan(50);
    expect(body.posts_since).toEqual(expected.posts_since);
    expect(body.engagement).toEqual(expected.engagement);
    expect(body.most_active_spaces.map((space) => space.id).sort((a, b) => a - b)).toEqual(
      expected.spaces,
    );
    expect(body.most_active_authors.map((author) => author.user_id).sort((a, b) => a - b)).toEqual(
      expected.authors,
    );
    expect(body.top_posts.map((post) => post.id)).toEqual(expected.topPosts);
    expect(
      body.weeks.map(({ start, posts, posts_by_space }) => ({ start, posts, posts_by_space })),
    ).toEqual(expected.weeks);
    // Names come with the ranked rows, so the dashboard asks nothing more.
    const feedAuthor = items.find((item) => item.user_id === body.most_active_authors[0]?.user_id);
    expect(feedAuthor).toBeDefined();
    expect(body.most_active_authors[0]?.username).not.toBe('');
    expect(body.top_posts[0]?.space?.slug ?? '').toBe(
      items.find((item) => item.id === body.top_posts[0]?.id)?.space?.slug ?? '',
    );
  });
});

describe('the overview', () => {
  it('sees less as a member than as an administrator (private spaces, posts in review)', async () => {
    const [admin, member] = await Promise.all([
      server.get<OverviewInsights>(overviewUrl(), 'admin'),
      server.get<OverviewInsights>(overviewUrl(), 'member'),
    ]);
    expect(member.body.posts_since.days60).toBeLessThan(admin.body.posts_since.days60);
  });

  it('counts the members who joined and who wrote each week from the rows themselves', async () => {
    const { body } = await server.get<OverviewInsights>(overviewUrl());
    const joined = server.db
      .prepare("SELECT created_at FROM fcom_xprofile WHERE status = 'active'")
      .all() as { created_at: string }[];
    const writers = server.db
      .prepare(
        `SELECT user_id, created_at FROM fcom_posts WHERE status = 'published'
          UNION ALL SELECT user_id, created_at FROM fcom_post_comments WHERE status = 'published'`,
      )
      .all() as { user_id: number; created_at: string }[];
    const inWeek = (index: number) => (row: { created_at: string }) =>
      row.created_at >= edges[index]! && row.created_at < edges[index + 1]!;
    const expected = body.weeks.map((_, index) => ({
      members_joined: joined.filter(inWeek(index)).length,
      members_active: new Set(writers.filter(inWeek(index)).map((row) => row.user_id)).size,
    }));
    expect(
      body.weeks.map(({ members_joined, members_active }) => ({ members_joined, members_active })),
    ).toEqual(expected);
    expect(expected.some((week) => week.members_active > 0)).toBe(true);
  });

  it('answers zeros and empty rankings for a time before the community began', async () => {
    const { status, body } = await server.get<OverviewInsights>(
      overviewUrl('now=2001-01-10%2000:00:00&week_start=2000-10-23&weeks=3'),
    );
    expect(status).toBe(200);
    // Every post is dated after that "now": the counts from each edge hold all of them, but
    // the month's rankings and the weeks hold none.
    expect(body.weeks.map((week) => week.posts)).toEqual([0, 0, 0]);
    expect(body.weeks.map((week) => week.start)).toEqual([
      '2000-10-23',
      '2000-10-30',
      '2000-11-06',
    ]);
    expect(body.posts_since.days60).toBe(body.posts_since.days7);
  });

  it.each([
    ['now=yesterday&week_start=2026-08-31', ['now']],
    ['now=2026-02-31%2010:00:00&week_start=2026-08-31', ['now']],
    [`now=${encodeURIComponent(NOW)}&week_start=31.08.2026`, ['week_start']],
    ['week_start=2026-08-31', ['now']],
    ['', ['now', 'week_start']],
  ])('refuses %s, naming %j', async (query, names) => {
    const { status, body } = await server.get<{ code: string; data: { params: object } }>(
      overviewUrl(query),
    );
    expect(status).toBe(400);
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params).sort()).toEqual([...names].sort());
  });

  it('is listed in the REST index', async () => {
    const { body } = await server.get<{ namespaces: string[]; routes: Record<string, unknown> }>(
      '/wp-json/',
    );
    expect(body.namespaces).toContain(INSIGHTS_NAMESPACE);
    expect(Object.keys(body.routes)).toContain(`/${INSIGHTS_NAMESPACE}/insights/overview`);
  });

  it.runIf(testStoreKind() === 'sqlite')('counts again once the data changes', async () => {
    const before = await server.get<OverviewInsights>(overviewUrl());
    const top = before.body.top_posts[0]!;
    server.db
      .prepare('UPDATE fcom_posts SET comments_count = comments_count + 1000 WHERE id = ?')
      .run(top.id);
    const after = await server.get<OverviewInsights>(overviewUrl());
    expect(after.body.engagement.days30.comments).toBe(
      before.body.engagement.days30.comments + 1000,
    );
    server.db
      .prepare('UPDATE fcom_posts SET comments_count = comments_count - 1000 WHERE id = ?')
      .run(top.id);
  });
});

describe('a server with its insights switched off', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await createTestServer({ anchor: TEST_SEED_ANCHOR, insightsRoutes: false });
  });
  afterAll(() => plain.close());

  it('answers as a plain FluentCommunity site: no namespace, no route', async () => {
    const index = await plain.get<{ namespaces: string[]; routes: Record<string, unknown> }>(
      '/wp-json/',
    );
    expect(index.body.namespaces).not.toContain(INSIGHTS_NAMESPACE);
    expect(Object.keys(index.body.routes).some((route) => route.includes(INSIGHTS_NAMESPACE))).toBe(
      false,
    );
    const route = await plain.get<{ code: string }>(overviewUrl());
    expect(route.status).toBe(404);
    expect(route.body.code).toBe('rest_no_route');
  });
});
