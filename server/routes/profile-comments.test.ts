import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../demo/add-user';
import { SPACE_IDS } from '../demo/demo-facts';
import { createDemoWriter } from '../demo/writer';
import { createTestServer, FC, type As, type TestServer } from '../test/harness';
import { PROFILE_COMMENTS_RESPONSE, specViolations } from '../test/spec';

/**
 * GET /profile/{username}/comments over the demo, on both stores: every expectation is
 * computed here from the seeded rows (server.db). To the demo's comments the setup adds, by
 * the busiest commenter: one on the demo member's own post in the secret staff room, one on a
 * post outside any space, and one still pending.
 */
interface Post {
  id: number;
  slug: string;
  space_id: number | null;
  user_id: number;
  status: string;
  permalink: string;
  comments: unknown[];
  xprofile: { user_id: number };
}
interface Comment {
  id: number;
  user_id: number;
  post_id: number;
  status: string;
  type: string;
  is_sticky: boolean;
  message: string;
  post: Post | null;
}
interface Body {
  comments: {
    data: Comment[];
    current_page: number;
    per_page: number;
    from: number | null;
    to: number | null;
    total: number;
    last_page: number;
    has_more: boolean;
    first_page_url: string;
  };
  xprofile: Record<string, unknown> & { id: number; user_id: number; username: string };
}
interface ErrorBody {
  code: string;
  data: { status: number };
}

let server: TestServer;
let newcomer: { username: string; password: string };
let blocked: { username: string; password: string };
/** The busiest commenter besides the demo's two accounts, with no comment in the staff room. */
let author: {
  userId: number;
  username: string;
  credentials: { username: string; password: string };
};

beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      newcomer = addUser(db, { login: 'newcomer', admin: false });
      blocked = addUser(db, { login: 'blockedcaller', admin: false });
      db.prepare(
        "UPDATE fcom_xprofile SET status = 'blocked' WHERE user_id = (SELECT ID FROM wp_users WHERE user_login = 'blockedcaller')",
      ).run();
      const busiest = db
        .prepare(
          // Who has commented nowhere in the staff room: its two comments below are the only ones.
          `SELECT c.user_id AS userId, p.username FROM fcom_post_comments c
             JOIN fcom_xprofile p ON p.user_id = c.user_id
            WHERE c.user_id > 2 AND p.status = 'active'
              AND c.user_id NOT IN (
                SELECT sc.user_id FROM fcom_post_comments sc
                  JOIN fcom_posts sp ON sp.id = sc.post_id WHERE sp.space_id = ${SPACE_IDS.staffRoom})
            GROUP BY c.user_id ORDER BY count(*) DESC, c.user_id LIMIT 1`,
        )
        .get() as { userId: number; username: string };
      // An existing login gets a new application password (add-user.ts).
      author = { ...busiest, credentials: addUser(db, { login: busiest.username, admin: false }) };
      const next = (table: string) =>
        (db.prepare(`SELECT max(id) + 1 AS id FROM ${table}`).get() as { id: number }).id;
      const writer = createDemoWriter(db);
      const at = '2026-11-20 11:00:00';
      const post = (userId: number, spaceId: number, slug: string) => {
        const id = next('fcom_posts');
        writer.post({
          id,
          userId,
          spaceId,
          title: slug,
          slug,
          message: 'Added by the test.',
          messageRendered: '<p>Added by the test.</p>',
          contentType: 'text',
          privacy: 'public',
          status: 'published',
          featuredImage: null,
          meta: {},
          isSticky: false,
          scheduledAt: null,
          createdAt: at,
        });
        return id;
      };
      const comment = (postId: number, message: string) => {
        const id = next('fcom_post_comments');
        writer.comment({
          id,
          postId,
          userId: busiest.userId,
          parentId: null,
          message,
          messageRendered: `<p>${message}</p>`,
          meta: {},
          createdAt: at,
        });
        return id;
      };
      comment(post(2, SPACE_IDS.staffRoom, 'members-own-post-in-the-staff-room'), 'On your post');
      comment(post(1, SPACE_IDS.staffRoom, 'admins-post-in-the-staff-room'), 'Staff only');
      const inReview = post(1, SPACE_IDS.general, 'a-post-in-review');
      db.prepare("UPDATE fcom_posts SET status = 'pending' WHERE id = ?").run(inReview);
      comment(inReview, 'On a post in review');
      const outside = post(1, SPACE_IDS.general, 'a-post-outside-any-space');
      db.prepare('UPDATE fcom_posts SET space_id = NULL WHERE id = ?').run(outside);
      comment(outside, 'Outside any space');
      const pending = comment(outside, 'Still in review');
      db.prepare("UPDATE fcom_post_comments SET status = 'pending' WHERE id = ?").run(pending);
    },
  });
});
afterAll(() => server.close());

const commentsOf = <T = Body>(username: string, query = '', as: As = 'admin') =>
  server.get<T>(`${FC}/profile/${username}/comments${query ? `?${query}` : ''}`, as);

interface Row {
  id: number;
  post_id: number;
  status: string;
  post_status: string | null;
  post_type: string | null;
  post_author: number | null;
  space_id: number | null;
  privacy: string | null;
}

function rowsOf(userId: number): Row[] {
  return server.db
    .prepare(
      `SELECT c.id, c.post_id, c.status, p.status AS post_status, p.type AS post_type,
              p.user_id AS post_author, p.space_id, s.privacy
         FROM fcom_post_comments c
         LEFT JOIN fcom_posts p ON p.id = c.post_id
         LEFT JOIN fcom_spaces s ON s.id = p.space_id
        WHERE c.user_id = ? AND c.type = 'comment'
        ORDER BY c.id DESC`,
    )
    .all(userId) as Row[];
}

const activeSpacesOf = (userId: number) =>
  new Set(
    (
      server.db
        .prepare("SELECT space_id FROM fcom_space_user WHERE user_id = ? AND status = 'active'")
        .all(userId) as { space_id: number }[]
    ).map((row) => row.space_id),
  );

const userIdOf = (login: string) =>
  (server.db.prepare('SELECT ID FROM wp_users WHERE user_login = ?').get(login) as { ID: number })
    .ID;

/**
 * The comments a viewer sees: all published ones for the member and moderators; for anyone
 * else those on published feed posts they wrote, outside any space, or in a public space or
 * one they are an active member of.
 */
function expectedIds(viewer: number | null, everything: boolean): number[] {
  const spaces = viewer === null ? new Set<number>() : activeSpacesOf(viewer);
  return rowsOf(author.userId)
    .filter((row) => row.status === 'published')
    .filter(
      (row) =>
        everything ||
        (row.post_type === 'text' &&
          row.post_status === 'published' &&
          (row.post_author === viewer ||
            row.space_id === null ||
            row.privacy === 'public' ||
            (row.space_id !== null && spaces.has(row.space_id)))),
    )
    .map((row) => row.id);
}

async function allIds(username: string, as: As): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await commentsOf(username, `per_page=100&page=${page}`, as);
    expect(status).toBe(200);
    ids.push(...body.comments.data.map((comment) => comment.id));
    if (!body.comments.has_more) return ids;
  }
}

const COMMENT_FIELDS = [
  'id',
  'user_id',
  'post_id',
  'parent_id',
  'reactions_count',
  'message',
  'message_rendered',
  'meta',
  'type',
  'content_type',
  'status',
  'is_sticky',
  'created_at',
  'updated_at',
  'post',
];

describe('GET /profile/{username}/comments', () => {
  it('pages the member’s published comments, newest first, 15 a page, each with its post', async () => {
    const { status, body, headers } = await commentsOf(author.username);
    expect(status).toBe(200);
    expect(specViolations(PROFILE_COMMENTS_RESPONSE, body)).toEqual([]);
    const expected = expectedIds(null, true);
    expect(expected.length).toBeGreaterThan(15);
    expect(body.comments.data.map((comment) => comment.id)).toEqual(expected.slice(0, 15));
    expect(body.comments).toMatchObject({
      current_page: 1,
      per_page: 15,
      from: 1,
      to: 15,
      total: expected.length,
      last_page: Math.ceil(expected.length / 15),
      has_more: true,
      first_page_url: `http://localhost/wp-json/fluent-community/v2/profile/${author.username}/comments?page=1`,
    });
    expect(headers.get('X-WP-Total')).toBe(String(expected.length));
    for (const comment of body.comments.data) {
      expect(Object.keys(comment)).toEqual(COMMENT_FIELDS);
      expect(comment).toMatchObject({
        user_id: author.userId,
        type: 'comment',
        status: 'published',
      });
      expect(comment.post?.id).toBe(comment.post_id);
      expect(comment.post?.permalink).toMatch(
        /^http:\/\/localhost\/portal\/(space\/[\w-]+\/)?post\//,
      );
    }
  });

  it('sends the member’s whole profile row beside the page', async () => {
    const { body } = await commentsOf(author.username.toUpperCase(), 'per_page=1');
    const row = server.db
      .prepare('SELECT id, updated_at FROM fcom_xprofile WHERE user_id = ?')
      .get(author.userId) as { id: number; updated_at: string };
    expect(Object.keys(body.xprofile)).toEqual([
      'id',
      'user_id',
      'total_points',
      'username',
      'status',
      'is_verified',
      'display_name',
      'avatar',
      'short_description',
      'last_activity',
      'meta',
      'created_at',
      'updated_at',
      'badge',
      'permalink',
    ]);
    expect(body.xprofile).toMatchObject({
      id: row.id,
      user_id: author.userId,
      username: author.username,
      updated_at: row.updated_at,
    });
  });

  it('shows the member and moderators every comment, anyone else only those on posts they may read', async () => {
    const member = userIdOf('member');
    const cases: [As, number | null, boolean][] = [
      ['admin', userIdOf('admin'), true],
      [author.credentials, author.userId, true],
      ['member', member, false],
      [newcomer, userIdOf('newcomer'), false],
      ['anonymous', null, false],
    ];
    const everything = expectedIds(null, true);
    const anonymous = expectedIds(null, false);
    const asMember = expectedIds(member, false);
    // The cases differ: hidden spaces, the member's own post, unpublished posts.
    expect(anonymous.length).toBeLessThan(asMember.length);
    expect(asMember.length).toBeLessThan(everything.length);
    for (const [as, viewer, all] of cases) {
      expect(await allIds(author.username, as)).toEqual(expectedIds(viewer, all));
    }
    const staffRoom = rowsOf(author.userId).filter((row) => row.space_id === SPACE_IDS.staffRoom);
    // The member's own post is theirs to see; the admin's is not.
    expect(staffRoom.map((row) => asMember.includes(row.id))).toEqual([false, true]);
    expect(staffRoom.some((row) => anonymous.includes(row.id))).toBe(false);
    const inReview = rowsOf(author.userId).find((row) => row.post_status === 'pending');
    expect(inReview && everything.includes(inReview.id)).toBe(true);
    expect(inReview && asMember.includes(inReview.id)).toBe(false);
    const outside = rowsOf(author.userId).find(
      (row) => row.space_id === null && row.status === 'published',
    );
    expect(outside && anonymous.includes(outside.id)).toBe(true);
    const pending = rowsOf(author.userId).find((row) => row.status === 'pending');
    expect(pending && everything.includes(pending.id)).toBe(false);
  });

  it('embeds a post outside any space with a null space and its portal permalink', async () => {
    const { body } = await commentsOf(author.username, '', 'anonymous');
    const outside = body.comments.data.find((comment) => comment.post?.space_id === null);
    expect(outside?.post).toMatchObject({
      slug: 'a-post-outside-any-space',
      permalink: 'http://localhost/portal/post/a-post-outside-any-space',
    });
  });

  it('clamps per_page to 1..100 and answers past the last page with no rows', async () => {
    const total = expectedIds(null, true).length;
    for (const [perPage, expected] of [
      ['500', 100],
      ['0', 1],
      ['-3', 1],
    ] as const) {
      const { body } = await commentsOf(author.username, `per_page=${perPage}`);
      expect(body.comments.per_page).toBe(expected);
      expect(body.comments.data.length).toBe(Math.min(expected, total));
    }
    const past = await commentsOf(author.username, 'page=999');
    expect(past.status).toBe(200);
    expect(past.body.comments).toMatchObject({ data: [], from: null, to: null, total });
    const bad = await commentsOf<ErrorBody>(author.username, 'page=two');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'rest_invalid_param' });
  });

  it('answers a member without comments with an empty page', async () => {
    const { body } = await commentsOf('newcomer', '', 'member');
    expect(body.comments).toMatchObject({ data: [], total: 0, last_page: 1, has_more: false });
    expect(body.xprofile.username).toBe('newcomer');
  });

  it('404 for an unknown username or one the route refuses; 403 for a blocked caller', async () => {
    const unknown = await commentsOf<ErrorBody>('no-such-member');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'fcom_profile_not_found' });
    const refused = await commentsOf<ErrorBody>('jane.doe');
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'rest_no_route' });
    const blockedCaller = await commentsOf<ErrorBody>(author.username, '', blocked);
    expect(blockedCaller.status).toBe(403);
  });
});
