import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedsResponseSchema } from '../../src/api/schemas/feed';
import { expectContract, foldName } from '../test/contract';
import { createTestServer, type TestServer } from '../test/harness';
import { feedRequests } from '../test/feed-requests';
import { FEEDS_RESPONSE } from '../test/spec';

/**
 * GET /feeds parameters, orders, paging and search, checked against an independent oracle:
 * every post read straight from the database, filtered and sorted in JavaScript by the rules
 * of behaviour.md (as the admin sees them: every space, published and pending).
 */

interface OraclePost {
  id: number;
  title: string;
  message: string;
  slug: string;
  status: string;
  created_at: string;
  updated_at: string;
  comments_count: number;
  reactions_count: number;
  comments: string;
}

let server: TestServer;
let visible: OraclePost[];

beforeAll(async () => {
  server = await createTestServer();
  visible = server.db
    .prepare(
      `SELECT p.id, p.title, p.message, p.slug, p.status, p.created_at, p.updated_at, p.comments_count,
              p.reactions_count, coalesce((SELECT group_concat(message, '\n') FROM fcom_post_comments c
                                            WHERE c.post_id = p.id), '') AS comments
         FROM fcom_posts p JOIN fcom_xprofile a ON a.user_id = p.user_id
        WHERE a.status = 'active' AND p.status IN ('published', 'pending')`,
    )
    .all() as OraclePost[];
});
afterAll(() => server.close());

const { feeds, everyPost } = feedRequests(() => server);

const byIdDesc = (a: OraclePost, b: OraclePost) => b.id - a.id;
const ORACLE_ORDERS: Record<string, (a: OraclePost, b: OraclePost) => number> = {
  latest: (a, b) => b.created_at.localeCompare(a.created_at) || byIdDesc(a, b),
  oldest: (a, b) => a.created_at.localeCompare(b.created_at) || byIdDesc(a, b),
  new_activity: (a, b) => b.updated_at.localeCompare(a.updated_at) || byIdDesc(a, b),
  popular: (a, b) =>
    b.reactions_count + 2 * b.comments_count - (a.reactions_count + 2 * a.comments_count) ||
    byIdDesc(a, b),
  likes: (a, b) => b.reactions_count - a.reactions_count || byIdDesc(a, b),
  alphabetical: (a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0) || byIdDesc(a, b),
  unanswered: (a, b) => b.created_at.localeCompare(a.created_at) || byIdDesc(a, b),
};

describe('GET /feeds: envelope and paging', () => {
  it('answers 10 posts with the feed page envelope and every spec field', async () => {
    const { status, body } = await feeds();
    expect(status).toBe(200);
    expectContract(feedsResponseSchema, FEEDS_RESPONSE, body);
    expect(body.feeds).toMatchObject({
      current_page: 1,
      per_page: 10,
      from: 1,
      to: 10,
      has_more: true,
      total: 20,
    });
    expect(body.sticky).toBeNull();
    expect(Object.keys(body.feeds).sort()).toEqual([
      'current_page',
      'data',
      'from',
      'has_more',
      'per_page',
      'to',
      'total',
    ]);
  });

  it('counts "total" like the plugin: to + per_page when full, to on a short or empty page', async () => {
    const full = (await feeds('page=3&per_page=7')).body.feeds;
    expect(full).toMatchObject({ from: 15, to: 21, total: 28, has_more: true });
    const count = visible.length;
    const lastPage = Math.ceil(count / 50);
    const short = (await feeds(`per_page=50&page=${lastPage}`)).body.feeds;
    expect(short).toMatchObject({ to: count, total: count, has_more: count % 50 === 0 });
    const empty = (await feeds(`per_page=50&page=${lastPage + 1}`)).body.feeds;
    // samples/feeds_last_page_empty.json: from 0, to = everything before, total = to.
    expect(empty).toMatchObject({
      data: [],
      from: 0,
      to: lastPage * 50,
      total: lastPage * 50,
      has_more: false,
    });
  });

  it('clamps per_page to 1..100 and page to ≥ 1; non-integers are a 400', async () => {
    expect((await feeds('per_page=0')).body.feeds.per_page).toBe(1);
    expect((await feeds('per_page=1')).body.feeds.data).toHaveLength(1);
    expect((await feeds('per_page=100')).body.feeds.data).toHaveLength(100);
    expect((await feeds('per_page=101')).body.feeds.per_page).toBe(100);
    expect((await feeds('page=0')).body.feeds.current_page).toBe(1);
    for (const [query, name] of [
      ['per_page=abc', 'per_page'],
      ['page=abc', 'page'],
      ['user_id=x', 'user_id'],
    ]) {
      const { status, body } = await feeds(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { [name ?? '']: expect.any(String) } },
      });
    }
  });
});

describe('order_by_type', () => {
  for (const order of Object.keys(ORACLE_ORDERS)) {
    it(`${order}: the same posts in the same order as the oracle`, async () => {
      const rows = await everyPost(`order_by_type=${order}`);
      const expected = visible
        .filter((post) => order !== 'unanswered' || post.comments_count === 0)
        .sort(ORACLE_ORDERS[order]);
      expect(rows.map((row) => row.id)).toEqual(expected.map((post) => post.id));
    });
  }

  it('falls back to latest for unknown values, in any case for known ones', async () => {
    const latest = (await feeds('per_page=30')).body.feeds.data.map((row) => row.id);
    expect(
      (await feeds('per_page=30&order_by_type=trending')).body.feeds.data.map((row) => row.id),
    ).toEqual(latest);
    const popular = (await feeds('per_page=30&order_by_type=popular')).body.feeds.data.map(
      (row) => row.id,
    );
    expect(
      (await feeds('per_page=30&order_by_type=POPULAR')).body.feeds.data.map((row) => row.id),
    ).toEqual(popular);
  });
});

describe('search', () => {
  const matching = (term: string, inContent: boolean, inComments: boolean) =>
    visible
      .filter((post) => {
        const needle = foldName(term);
        return (
          (inContent && foldName(`${post.title}\n${post.message}`).includes(needle)) ||
          (inComments && foldName(post.comments).includes(needle))
        );
      })
      .sort(ORACLE_ORDERS.latest)
      .map((post) => post.id);

  const cases: [string, string, boolean, boolean][] = [
    ['xss', 'search=xss', true, false],
    ['SECURITY TEST', 'search=SECURITY%20TEST', true, false],
    ['ça marche très', 'search=ca%20marche%20TRES', true, false],
    ['xs', 'search=xs', true, false],
    ['e', 'search=e', true, false],
    ['the', 'search=the', true, false],
    ['مرحبا', 'search=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7', true, false],
    ['nice try', 'search=nice%20try&search_in[]=post_comments', false, true],
    ['nice try', 'search=nice%20try&search_in=post_comments', false, true],
    ['slides', 'search=slides&search_in[]=post_content&search_in[]=post_comments', true, true],
    ['nice try', 'search=nice%20try&search_in[]=post_content', true, false],
    ['deploy', 'search=deploy&search_in[]=bogus', true, false],
  ];
  for (const [term, query, inContent, inComments] of cases) {
    it(`${query} finds exactly the posts containing "${term}"`, async () => {
      const rows = await everyPost(query);
      expect(rows.map((row) => row.id)).toEqual(matching(term, inContent, inComments));
    });
  }

  it('finds the hostile post by "xss", in general', async () => {
    const { body } = await feeds('search=xss');
    const post = body.feeds.data.find((row) => row.title.includes('<script>'));
    expect(post?.space?.slug).toBe('general');
    expect(post?.message_rendered).toContain('<script>alert("xss")</script>');
  });

  it('treats SQL, FTS and LIKE syntax as text', async () => {
    for (const term of [
      "' OR 1=1 --",
      '%',
      '_',
      '"',
      'a" OR "b',
      'NEAR(a b)',
      '*',
      '\\',
      '\u{1F389}',
    ]) {
      const { status, body } = await feeds(`search=${encodeURIComponent(term)}&per_page=100`);
      expect(status).toBe(200);
      expect(body.feeds.data.map((row) => row.id)).toEqual(
        matching(term, true, false).slice(0, 100),
      );
    }
  });
});

describe('filters', () => {
  it('topic_slug: posts with that topic; an unknown topic matches nothing', async () => {
    const rows = await everyPost('topic_slug=questions');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((row) => row.terms.some((term) => term.slug === 'questions'))).toBe(true);
    expect((await feeds('topic_slug=no-such-topic')).body.feeds).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('user_id: posts of that author only', async () => {
    const rows = await everyPost('user_id=3');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.user_id === 3)).toBe(true);
    expect((await feeds('user_id=999999')).body.feeds.data).toEqual([]);
  });

  it('status: moderators choose one status; everyone else gets published', async () => {
    for (const status of ['pending', 'unlisted', 'scheduled', 'published']) {
      const rows = await everyPost(`status=${status}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.status === status)).toBe(true);
    }
    const scheduled = await everyPost('status=scheduled');
    expect(scheduled.every((row) => row.scheduled_at !== null)).toBe(true);
    expect(
      (await everyPost('status=pending', 'member')).every((row) => row.status === 'published'),
    ).toBe(true);
  });

  it('by default: published plus pending for moderators, published only for members', async () => {
    const admin = await everyPost('');
    expect(new Set(admin.map((row) => row.status))).toEqual(new Set(['published', 'pending']));
    const member = await everyPost('', 'member');
    expect(new Set(member.map((row) => row.status))).toEqual(new Set(['published']));
  });
});
