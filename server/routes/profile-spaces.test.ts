import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../demo/add-user';
import { SPACE_IDS } from '../demo/demo-facts';
import { createTestServer, FC, type As, type TestServer } from '../test/harness';
import { PROFILE_SPACES_RESPONSE, specViolations } from '../test/spec';

/**
 * GET /profile/{username}/spaces over the demo, on both stores: every expectation is computed
 * here from the seeded rows (server.db; the WordPress store serves a copy of the same rows).
 * `announcements` hides its member count (hide_members_count) from whoever may not see its
 * members; a user with a blocked profile calls too.
 */
interface Space {
  id: number;
  slug: string;
  type: string;
  privacy: string;
  settings: Record<string, unknown>;
  members_count: number;
  pivot: { user_id: number; space_id: number; role: string; status: string; created_at: string };
}
interface Body {
  spaces: Space[];
}
interface ErrorBody {
  code: string;
  message: string;
  data: { status: number };
}

let server: TestServer;
let blocked: { username: string; password: string };
let newcomer: { username: string; password: string };

beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      db.prepare(
        `UPDATE fcom_spaces SET settings = json_set(settings, '$.hide_members_count', 'yes')
          WHERE id = ?`,
      ).run(SPACE_IDS.announcements);
      // Each is a member of `general` only (add-user.ts).
      newcomer = addUser(db, { login: 'newcomer', admin: false });
      blocked = addUser(db, { login: 'blockedcaller', admin: false });
      db.prepare(
        "UPDATE fcom_xprofile SET status = 'blocked' WHERE user_id = (SELECT ID FROM wp_users WHERE user_login = 'blockedcaller')",
      ).run();
    },
  });
});
afterAll(() => server.close());

const spacesOf = <T = Body>(username: string, as: As = 'admin') =>
  server.get<T>(`${FC}/profile/${username}/spaces`, as);

interface Membership {
  user_id: number;
  username: string;
  space_id: number;
  privacy: string;
  type: string;
  role: string;
  status: string;
  created_at: string;
  title: string;
}

function memberships(): Membership[] {
  return server.db
    .prepare(
      `SELECT su.user_id, p.username, su.space_id, s.privacy, s.type, su.role, su.status,
              su.created_at, s.title
         FROM fcom_space_user su
         JOIN fcom_spaces s ON s.id = su.space_id
         JOIN fcom_xprofile p ON p.user_id = su.user_id`,
    )
    .all() as Membership[];
}

const userIdOf = (username: string) =>
  (
    server.db.prepare('SELECT user_id FROM fcom_xprofile WHERE username = ?').get(username) as {
      user_id: number;
    }
  ).user_id;

/** The plugin's query: active memberships of community spaces, by title (our order). */
function expectedSpaces(username: string, withSecret: boolean): number[] {
  return memberships()
    .filter(
      (row) =>
        row.username === username &&
        row.status === 'active' &&
        row.type === 'community' &&
        (withSecret || row.privacy !== 'secret'),
    )
    .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.space_id - b.space_id))
    .map((row) => row.space_id);
}

const membersCount = (spaceId: number) =>
  memberships().filter((row) => row.space_id === spaceId).length;

/**
 * A user other than the demo's two accounts with an active membership of a secret space (the
 * demo's staff room holds the spaces' moderators, who are no site moderators).
 */
function secretMember(): string {
  const row = memberships().find(
    (m) =>
      m.privacy === 'secret' && m.status === 'active' && !['admin', 'member'].includes(m.username),
  );
  if (!row) throw new Error('The demo has no member of a secret space besides its accounts');
  return row.username;
}

const SPACE_FIELDS = [
  'id',
  'created_by',
  'parent_id',
  'title',
  'slug',
  'logo',
  'cover_photo',
  'description',
  'type',
  'privacy',
  'status',
  'serial',
  'settings',
  'created_at',
  'updated_at',
  'members_count',
  'pivot',
];

describe('GET /profile/{username}/spaces', () => {
  it('lists the community spaces the member is active in, as the plugin shapes them', async () => {
    const { status, body } = await spacesOf('member');
    expect(status).toBe(200);
    expect(specViolations(PROFILE_SPACES_RESPONSE, body)).toEqual([]);
    const expected = expectedSpaces('member', true);
    expect(expected.length).toBeGreaterThan(1);
    expect(body.spaces.map((space) => space.id)).toEqual(expected);
    const userId = userIdOf('member');
    const rows = memberships().filter((row) => row.user_id === userId);
    for (const space of body.spaces) {
      expect(Object.keys(space)).toEqual(SPACE_FIELDS);
      const row = rows.find((membership) => membership.space_id === space.id);
      expect(space.pivot).toEqual({
        user_id: userId,
        space_id: space.id,
        role: row?.role,
        status: 'active',
        created_at: row?.created_at,
      });
      // The stock plugin turns these off whatever is stored.
      expect(space.settings).toMatchObject({ document_library: 'no', media_gallery: 'no' });
      expect(space.members_count).toBe(membersCount(space.id));
    }
  });

  it('never lists courses, nor pending or blocked memberships', async () => {
    const rows = memberships();
    const pending = rows.find((row) => row.status === 'pending' && row.type === 'community');
    const student = rows.find((row) => row.type === 'course');
    expect(pending && student).toBeTruthy();
    for (const row of [pending, student]) {
      if (!row) continue;
      const { body } = await spacesOf(row.username);
      expect(body.spaces.map((space) => space.id)).not.toContain(row.space_id);
      expect(body.spaces.map((space) => space.id)).toEqual(expectedSpaces(row.username, true));
    }
  });

  it('shows secret spaces only to the member and to moderators; private ones to everyone', async () => {
    const username = secretMember();
    const all = expectedSpaces(username, true);
    const withoutSecret = expectedSpaces(username, false);
    expect(all.length).toBeGreaterThan(withoutSecret.length);
    const self = memberships().find((row) => row.username === username);
    expect(self).toBeDefined();
    for (const [as, expected] of [
      ['admin', all],
      ['member', withoutSecret],
      ['anonymous', withoutSecret],
      [newcomer, withoutSecret],
    ] as const) {
      const { status, body } = await spacesOf(username, as);
      expect(status).toBe(200);
      expect(body.spaces.map((space) => space.id)).toEqual(expected);
    }
    const designClubMember = memberships().find(
      (row) =>
        row.space_id === SPACE_IDS.designClub &&
        row.status === 'active' &&
        !['admin', 'member'].includes(row.username),
    );
    expect(designClubMember).toBeDefined();
    const seen = await spacesOf(designClubMember?.username ?? '', 'anonymous');
    expect(seen.body.spaces.map((space) => space.id)).toContain(SPACE_IDS.designClub);
  });

  it('hides a member count the space hides from whoever may not see its members', async () => {
    const username = memberships().find(
      (row) =>
        row.space_id === SPACE_IDS.announcements &&
        row.status === 'active' &&
        !['admin', 'member'].includes(row.username),
    )?.username;
    expect(username).toBeDefined();
    const count = membersCount(SPACE_IDS.announcements);
    const memberOfIt = memberships().some(
      (row) =>
        row.username === 'member' &&
        row.space_id === SPACE_IDS.announcements &&
        row.status === 'active',
    );
    for (const [as, expected] of [
      ['admin', count],
      ['anonymous', 0],
      // Signed in but not a member: the space's members page is for members only.
      [newcomer, 0],
      ['member', memberOfIt ? count : 0],
    ] as const) {
      const { body } = await spacesOf(username ?? '', as);
      const announcements = body.spaces.find((space) => space.id === SPACE_IDS.announcements);
      expect(announcements?.members_count).toBe(expected);
      // Other spaces keep theirs.
      const general = body.spaces.find((space) => space.id === SPACE_IDS.general);
      if (general) expect(general.members_count).toBe(membersCount(SPACE_IDS.general));
    }
  });

  it('finds the profile in any case, whatever its status', async () => {
    const lower = await spacesOf('member');
    const upper = await spacesOf('MEMBER');
    expect(upper.status).toBe(200);
    expect(upper.body).toEqual(lower.body);
    const other = memberships().find((row) => row.username !== 'member')?.username ?? '';
    const status = server.db
      .prepare("SELECT username FROM fcom_xprofile WHERE status <> 'active' LIMIT 1")
      .get() as { username: string } | undefined;
    expect(status).toBeDefined();
    const inactive = await spacesOf(status?.username ?? '');
    expect(inactive.status).toBe(200);
    expect(inactive.body.spaces.map((space) => space.id)).toEqual(
      expectedSpaces(status?.username ?? '', true),
    );
    expect((await spacesOf(other.toUpperCase())).status).toBe(200);
  });

  it('404 fcom_profile_not_found for an unknown username; 404 rest_no_route for one the route refuses', async () => {
    const unknown = await spacesOf<ErrorBody>('no-such-member_1');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'fcom_profile_not_found', data: { status: 404 } });
    for (const username of ['jane.doe', 'jos%C3%A9', 'a%20b', 'a@b', 'a+b']) {
      const { status, body } = await spacesOf<ErrorBody>(username);
      expect(status, username).toBe(404);
      expect(body).toMatchObject({ code: 'rest_no_route' });
    }
  });

  it('refuses a caller whose own profile is blocked, and a wrong password', async () => {
    const refused = await spacesOf<ErrorBody>('member', blocked);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    const bad = await spacesOf<ErrorBody>('member', { username: 'member', password: 'wrong' });
    expect(bad.status).toBe(401);
  });

  it('answers the plain-permalink form identically', async () => {
    const pretty = await spacesOf('member', 'member');
    const plain = await server.get<Body>(
      '/?rest_route=/fluent-community/v2/profile/member/spaces',
      'member',
    );
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(pretty.body);
  });
});
