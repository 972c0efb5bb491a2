import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, restRoute, SPACE_MEMBER_MESSAGES, SPACE_MEMBER_REFUSALS } from '../../contract';
import type { AccountCredentials } from '../demo/credentials';
import { SPACE_IDS } from '../demo/demo-facts';
import { addCaller } from '../test/callers';
import {
  basicAuth,
  createTestServer,
  FC,
  testStoreKind,
  type As,
  type TestServer,
} from '../test/harness';

/**
 * The membership writes (behaviour.md, "Writes: a space's members"), as a running
 * FluentCommunity 2.8.1 answers them: who may, each answer, and the lists and counts after.
 * The demo takes them; over a site's database they are no routes of ours (decision 035).
 */
let server: TestServer;
let spaceAdmin: AccountCredentials;
let spaceModerator: AccountCredentials;
let blockedSpaceAdmin: AccountCredentials;

beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      const club = (login: string, role: 'admin' | 'moderator', profile?: 'blocked') =>
        addCaller(db, {
          login,
          profileStatus: profile,
          memberships: [{ spaceId: SPACE_IDS.designClub, role }],
        });
      spaceAdmin = club('clubadmin', 'admin');
      spaceModerator = club('clubmoderator', 'moderator');
      blockedSpaceAdmin = club('blockedclubadmin', 'admin', 'blocked');
    },
  });
});
afterAll(() => server.close());

const ADD = `/wp-json/${restRoute(ACTIONS.addSpaceMember, { spaceSlug: 'design-club' })}`;
const REMOVE = `/wp-json/${restRoute(ACTIONS.removeSpaceMember, { spaceSlug: 'design-club' })}`;

interface MembersBody {
  members: { total: number; data: { user_id: string | number }[] };
  pending_count: number;
}
const members = async (query = '') =>
  (await server.get<MembersBody>(`${FC}/spaces/design-club/members?${query}`, 'admin')).body;

/** A user of the demo whose membership of design-club (and profile) is as asked, or none. */
function userWhere(membership: string | null, profile = 'active'): number {
  const row = server.db
    .prepare(
      membership === null
        ? `SELECT x.user_id AS id FROM fcom_xprofile x
            WHERE x.status = ? AND NOT EXISTS (SELECT 1 FROM fcom_space_user su
              WHERE su.space_id = ? AND su.user_id = x.user_id) ORDER BY x.user_id LIMIT 1`
        : `SELECT su.user_id AS id FROM fcom_space_user su
             JOIN fcom_xprofile x ON x.user_id = su.user_id
            WHERE x.status = ? AND su.space_id = ? AND su.status = ? ORDER BY su.id LIMIT 1`,
    )
    .get(
      ...(membership === null
        ? [profile, SPACE_IDS.designClub]
        : [profile, SPACE_IDS.designClub, membership]),
    ) as { id: number } | undefined;
  if (!row) throw new Error(`no demo user with membership ${membership} and profile ${profile}`);
  return row.id;
}

function membershipOf(userId: number): { status: string; role: string } | null {
  return (
    (server.db
      .prepare('SELECT status, role FROM fcom_space_user WHERE space_id = ? AND user_id = ?')
      .get(SPACE_IDS.designClub, userId) as { status: string; role: string } | undefined) ?? null
  );
}

const onDemo = testStoreKind() === 'sqlite';

describe.runIf(onDemo)('POST /spaces/{slug}/members and …/members/remove on the demo', () => {
  it("is for the space's admins and the site's: everyone else is refused before anything", async () => {
    const userId = userWhere('pending');
    const refusal = {
      code: 'Permission Callback Error',
      message: 'You do not have permission to do this action',
      data: { status: 403 },
    };
    const callers: [As, number, object][] = [
      ['anonymous', 401, { code: 'rest_forbidden', data: { status: 401 } }],
      ['member', 403, refusal],
      [spaceModerator, 403, refusal],
    ];
    for (const url of [ADD, REMOVE]) {
      for (const [as, status, body] of callers) {
        const answer = await server.post(url, { user_id: userId }, as);
        expect([answer.status, answer.body]).toEqual([status, expect.objectContaining(body)]);
      }
      // An unknown space is the same refusal, to an administrator too.
      const unknown = await server.post(url.replace('design-club', 'no-such-space'), {
        user_id: userId,
      });
      expect([unknown.status, unknown.body]).toEqual([403, refusal]);
    }
    expect(membershipOf(userId)).toEqual({ status: 'pending', role: 'member' });
  });

  it('approves a request: active, its role kept, off the pending list and its count', async () => {
    const before = await members('status=pending');
    const activeBefore = (await members()).members.total;
    const userId = userWhere('pending');
    const answer = await server.post(ADD, { user_id: userId, role: 'moderator' }, spaceAdmin);
    expect([answer.status, answer.body]).toEqual([
      200,
      { message: SPACE_MEMBER_MESSAGES.approved },
    ]);
    expect(membershipOf(userId)).toEqual({ status: 'active', role: 'member' });
    const after = await members('status=pending');
    expect(after.pending_count).toBe(before.pending_count - 1);
    expect(after.members.total).toBe(before.members.total - 1);
    expect((await members()).members.total).toBe(activeBefore + 1);
  });

  it("a blocked space admin may still act: the policy does not look at the caller's profile", async () => {
    const userId = userWhere('pending');
    const answer = await server.post(ADD, `user_id=${userId}`, blockedSpaceAdmin);
    expect([answer.status, answer.body]).toEqual([
      200,
      { message: SPACE_MEMBER_MESSAGES.approved },
    ]);
  });

  it("changes an active member's role, and refuses the role they have", async () => {
    const userId = userWhere('active');
    const { role } = membershipOf(userId) ?? { role: '' };
    const other = role === 'moderator' ? 'admin' : 'moderator';
    const changed = await server.post(ADD, { user_id: userId, role: other });
    expect([changed.status, changed.body]).toEqual([
      200,
      { message: SPACE_MEMBER_MESSAGES.roleUpdated },
    ]);
    expect(membershipOf(userId)?.role).toBe(other);
    const again = await server.post(ADD, { user_id: userId, role: other });
    expect([again.status, again.body]).toEqual([
      422,
      { message: SPACE_MEMBER_REFUSALS.alreadyMember },
    ]);
    // Any other role is `member`.
    const back = await server.post(ADD, { user_id: userId, role: 'superuser' });
    expect(back.status).toBe(200);
    expect(membershipOf(userId)?.role).toBe('member');
  });

  it('adds a user who is no member, active and with the role asked for', async () => {
    const userId = userWhere(null);
    const answer = await server.post(ADD, { user_id: userId, role: 'admin' });
    expect([answer.status, answer.body]).toEqual([200, { message: SPACE_MEMBER_MESSAGES.added }]);
    expect(membershipOf(userId)).toEqual({ status: 'active', role: 'admin' });
    const listed = await members(`search=&per_page=100&sort_by=created_at&sort_dir=desc`);
    expect(listed.members.data.map((row) => Number(row.user_id))).toContain(userId);
  });

  it('refuses a missing or unknown user and a profile that is not active, as the plugin words it', async () => {
    const required = await server.post(ADD, {});
    expect([required.status, required.body]).toEqual([
      422,
      { user_id: { required: 'The user_id field is required.' } },
    ]);
    for (const userId of [999_999, 'abc', 0]) {
      const unknown = await server.post(ADD, { user_id: userId });
      expect([unknown.status, unknown.body]).toEqual([
        422,
        { user_id: { exists: 'The selected user_id is invalid.' } },
      ]);
    }
    for (const profile of ['blocked', 'pending']) {
      const userId = userWhere('pending', profile);
      const inactive = await server.post(ADD, { user_id: userId });
      expect([inactive.status, inactive.body]).toEqual([
        422,
        { message: SPACE_MEMBER_REFUSALS.notActive },
      ]);
      expect(membershipOf(userId)?.status).toBe('pending');
    }
  });

  it('declines a request and removes a member; refuses one who is not a member', async () => {
    const before = await members('status=pending');
    const requester = userWhere('pending');
    const declined = await server.post(REMOVE, { user_id: requester }, spaceAdmin);
    expect([declined.status, declined.body]).toEqual([
      200,
      { message: SPACE_MEMBER_MESSAGES.removed },
    ]);
    expect(membershipOf(requester)).toBeNull();
    expect((await members('status=pending')).pending_count).toBe(before.pending_count - 1);

    const member = userWhere('active');
    expect((await server.post(REMOVE, `user_id=${member}`)).status).toBe(200);
    expect(membershipOf(member)).toBeNull();

    const gone = await server.post(REMOVE, { user_id: member });
    expect([gone.status, gone.body]).toEqual([422, { message: SPACE_MEMBER_REFUSALS.notMember }]);
  });

  it('refuses a remove without user_id instead of removing the first member, as the plugin would', async () => {
    const count = () =>
      (
        server.db
          .prepare('SELECT count(*) AS n FROM fcom_space_user WHERE space_id = ?')
          .get(SPACE_IDS.designClub) as { n: number }
      ).n;
    const before = count();
    const answer = await server.post(REMOVE, {});
    expect([answer.status, answer.body]).toEqual([
      422,
      { user_id: { required: 'The user_id field is required.' } },
    ]);
    expect(count()).toBe(before);
  });

  it('answers a malformed JSON body as WordPress does', async () => {
    const response = await server.app.request(ADD, {
      method: 'POST',
      headers: {
        Authorization: basicAuth(server.credentials.admin),
        'Content-Type': 'application/json',
      },
      body: '{"user_id":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'rest_invalid_json' });
  });
});

describe.runIf(!onDemo)("the membership writes over a site's database", () => {
  it('are no routes of ours: the site takes them (decision 035), and nothing is written', async () => {
    const userId = userWhere('pending');
    for (const url of [ADD, REMOVE]) {
      const answer = await server.post(url, { user_id: userId });
      expect([answer.status, answer.body]).toEqual([
        404,
        expect.objectContaining({ code: 'rest_no_route' }),
      ]);
    }
    expect((await members('status=pending')).pending_count).toBe(14);
  });
});
