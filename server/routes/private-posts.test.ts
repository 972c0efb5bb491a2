import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_ORDERS } from '../../contract';
import type { AccountCredentials } from '../demo/credentials';
import { SPACE_IDS } from '../demo/demo-facts';
import { addCaller } from '../test/callers';
import { feedRequests, type FeedItem } from '../test/feed-requests';
import { createTestServer, FC, type As, type TestServer } from '../test/harness';

/**
 * The posts of a private space (design-club) are for its active members (behaviour.md,
 * "Feeds": Visibility), on every route that lists posts and every store: a signed-in caller
 * who is not a member, or whose join request still waits, never reads them — not in the
 * whole feed in any order, not by asking for the space, a search, an author or a topic, not as
 * the post under a member's comment. The demo's `member` is an active member: every check is
 * made against what they see, so each one has private posts to leave out.
 */
interface CommentsBody {
  comments: { data: { id: number; post: { id: number; space_id: number | null } | null }[] };
}

const PRIVATE = SPACE_IDS.designClub;

let server: TestServer;
let outsider: AccountCredentials;
let pendingJoiner: AccountCredentials;

beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      // Both are active members of `general` only (add-user.ts).
      outsider = addCaller(db, { login: 'outsider' });
      pendingJoiner = addCaller(db, {
        login: 'pendingjoiner',
        memberships: [{ spaceId: PRIVATE, status: 'pending' }],
      });
    },
  });
});
afterAll(() => server.close());

const { feeds, everyPost } = feedRequests(() => server);

const outsiders = (): [string, As][] => [
  ['a non-member', outsider],
  ['a member whose request is pending', pendingJoiner],
];

const inPrivateSpace = (rows: FeedItem[]) => rows.filter((row) => row.space_id === PRIVATE);

/** The published posts of the private space by active authors, as the database holds them. */
function privatePosts(): { id: number; user_id: number; title: string }[] {
  return server.db
    .prepare(
      `SELECT p.id, p.user_id, p.title FROM fcom_posts p
         JOIN fcom_xprofile a ON a.user_id = p.user_id
        WHERE p.space_id = ? AND p.status = 'published' AND a.status = 'active'
        ORDER BY p.id`,
    )
    .all(PRIVATE) as { id: number; user_id: number; title: string }[];
}

/**
 * Queries that reach the private space's posts, by what they ask: each finds some of them for
 * a member (checked below), so leaving them out for someone else is never vacuous.
 */
const REACHING = [
  'the whole feed',
  ...FEED_ORDERS.map((order) => `order ${order}`),
  'a search',
  'a search in comments',
  'an author',
  'a topic',
] as const;

function reachingQuery(kind: (typeof REACHING)[number]): string {
  const one = <T>(sql: string): T => {
    const row = server.db.prepare(sql).get(PRIVATE) as T | undefined;
    if (!row) throw new Error(`The demo has nothing in the private space for ${kind}`);
    return row;
  };
  const published = `p.space_id = ? AND p.status = 'published'`;
  if (kind === 'the whole feed') return '';
  if (kind.startsWith('order ')) return `order_by_type=${kind.slice('order '.length)}`;
  if (kind === 'a search') {
    const { title } = one<{ title: string }>(
      `SELECT p.title FROM fcom_posts p WHERE ${published} AND length(p.title) >= 6 LIMIT 1`,
    );
    return `search=${encodeURIComponent(title.slice(0, 6))}`;
  }
  if (kind === 'a search in comments') {
    const { message } = one<{ message: string }>(
      `SELECT c.message FROM fcom_post_comments c JOIN fcom_posts p ON p.id = c.post_id
        WHERE ${published} AND c.status = 'published' AND length(c.message) >= 8 LIMIT 1`,
    );
    return `search=${encodeURIComponent(message.slice(0, 8))}&search_in[]=post_comments`;
  }
  if (kind === 'an author') {
    const { user_id } = one<{ user_id: number }>(
      `SELECT p.user_id FROM fcom_posts p JOIN fcom_xprofile a ON a.user_id = p.user_id
        WHERE ${published} AND a.status = 'active' LIMIT 1`,
    );
    return `user_id=${user_id}`;
  }
  const { slug } = one<{ slug: string }>(
    `SELECT t.slug FROM fcom_term_feed tf JOIN fcom_terms t ON t.id = tf.term_id
       JOIN fcom_posts p ON p.id = tf.post_id WHERE ${published} LIMIT 1`,
  );
  return `topic_slug=${slug}`;
}

describe('GET /feeds: a private space’s posts', () => {
  it('the demo has published posts in the private space', () => {
    expect(privatePosts().length).toBeGreaterThan(5);
  });

  for (const kind of REACHING) {
    it(`reach a member, never anyone else: ${kind}`, async () => {
      const query = reachingQuery(kind);
      expect(inPrivateSpace(await everyPost(query, 'member')).length).toBeGreaterThan(0);
      for (const [who, as] of outsiders()) {
        const ids = inPrivateSpace(await everyPost(query, as)).map((row) => row.id);
        expect({ who, ids }).toEqual({ who, ids: [] });
      }
    });
  }

  it('asked for by slug: an empty page and no pinned post, as for a visitor', async () => {
    const member = await feeds('space=design-club', 'member');
    expect(member.body.feeds.data.length).toBeGreaterThan(0);
    expect(member.body.sticky?.space_id).toBe(PRIVATE);
    for (const [who, as] of outsiders()) {
      const { status, body } = await feeds('space=design-club', as);
      expect({
        who,
        status,
        data: body.feeds.data,
        total: body.feeds.total,
        sticky: body.sticky,
      }).toEqual({ who, status: 200, data: [], total: 0, sticky: null });
    }
  });
});

describe('GET /profile/{username}/comments: the posts under a member’s comments', () => {
  it('leave out comments on a private space’s posts for anyone but its members', async () => {
    // A commenter in the private space other than the callers: the demo's busiest there.
    const commenter = server.db
      .prepare(
        `SELECT x.username FROM fcom_post_comments c JOIN fcom_posts p ON p.id = c.post_id
           JOIN fcom_xprofile x ON x.user_id = c.user_id
          WHERE p.space_id = ? AND p.type = 'text' AND c.status = 'published' AND c.user_id > 2
          GROUP BY c.user_id ORDER BY count(*) DESC, c.user_id LIMIT 1`,
      )
      .get(PRIVATE) as { username: string } | undefined;
    if (!commenter) throw new Error('The demo has no comment in the private space');
    const url = `${FC}/profile/${commenter.username}/comments?per_page=100`;
    const privateOnes = (body: CommentsBody) =>
      body.comments.data.filter((row) => row.post?.space_id === PRIVATE).map((row) => row.id);
    const member = await server.get<CommentsBody>(url, 'member');
    expect(privateOnes(member.body).length).toBeGreaterThan(0);
    for (const [who, as] of outsiders()) {
      const { status, body } = await server.get<CommentsBody>(url, as);
      expect({ who, status, ids: privateOnes(body) }).toEqual({ who, status: 200, ids: [] });
    }
  });
});
