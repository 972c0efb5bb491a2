import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, PROFILE_STATUS_MESSAGE, restRoute } from '../../contract';
import type { AccountCredentials } from '../demo/credentials';
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
 * A profile's site-wide status (behaviour.md, "A profile's status"), as a running
 * FluentCommunity 2.8.1 answers it: who may, each answer, and the lists after. The demo takes
 * it; over a site's database the site does (decision 035).
 */
let server: TestServer;
let otherAdmin: AccountCredentials;
let blockedAdmin: AccountCredentials;

beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      addCaller(db, { login: 'statustarget' });
      otherAdmin = addCaller(db, { login: 'otheradmin', admin: true });
      blockedAdmin = addCaller(db, {
        login: 'blockedadmin2',
        admin: true,
        profileStatus: 'blocked',
      });
    },
  });
});
afterAll(() => server.close());

const idOf = (login: string) =>
  (server.db.prepare('SELECT ID FROM wp_users WHERE user_login = ?').get(login) as { ID: number })
    .ID;
const url = (userId: number) =>
  `/wp-json/${restRoute(ACTIONS.setProfileStatus, { user_id: userId })}`;

async function patch(userId: number, body: object, as: As = 'admin') {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const response = await server.app.request(url(userId), {
    method: 'PATCH',
    headers: { ...headers, ...authorization(as) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function authorization(as: As): Record<string, string> {
  if (as === 'anonymous') return {};
  const account =
    as === 'admin' ? server.credentials.admin : as === 'member' ? server.credentials.member : as;
  return { Authorization: basicAuth(account) };
}

/** Active members of `general`, the demo's open space, whose profile is active. */
const generalMembers = async () =>
  (await server.get<{ members: { total: number } }>(`${FC}/spaces/general/members`)).body.members
    .total;

const onDemo = testStoreKind() === 'sqlite';

describe.runIf(onDemo)('PATCH /members/{user_id} on the demo', () => {
  it('is for the site’s moderators: a visitor is told to sign in, others are refused', async () => {
    const userId = idOf('statustarget');
    expect(await patch(userId, { status: 'blocked' }, 'anonymous')).toEqual({
      status: 403,
      body: {
        code: 'Permission Callback Error',
        message: 'You must be logged in to perform this action',
        data: { status: 403 },
      },
    });
    expect(await patch(userId, { status: 'blocked' }, 'member')).toEqual({
      status: 403,
      body: {
        code: 'rest_forbidden',
        message: 'You do not have permission to do this action',
        data: { status: 403 },
      },
    });
    // PortalPolicy: a caller whose own profile is not active, administrators too.
    expect(await patch(userId, { status: 'blocked' }, blockedAdmin)).toMatchObject({
      status: 403,
      body: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' },
    });
  });

  it('blocks a profile (gone from the lists) and makes it active again', async () => {
    const userId = idOf('statustarget');
    const before = await generalMembers();
    const blocked = await patch(userId, { status: 'blocked' });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({
      message: PROFILE_STATUS_MESSAGE,
      member: { user_id: userId, username: 'statustarget', status: 'blocked' },
    });
    expect(await generalMembers()).toBe(before - 1);
    // The profile as every route of ours sends it, which the dashboard reads.
    const member = (blocked.body as { member: Record<string, unknown> }).member;
    expect(typeof member.meta).toBe('object');
    expect(typeof member.is_verified).toBe('boolean');
    expect(member.avatar).toMatch(/^https?:\/\//);
    const active = await patch(userId, { status: 'active' });
    expect(active.body).toMatchObject({ member: { status: 'active' } });
    expect(await generalMembers()).toBe(before);
  });

  it('takes a POST standing for a PATCH, and no other POST', async () => {
    const userId = idOf('statustarget');
    const post = (headers: Record<string, string>, search = '') =>
      server.app.request(url(userId) + search, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: 'status=pending',
      });
    const auth = authorization('admin');
    expect((await post({ ...auth, 'X-HTTP-Method-Override': 'PATCH' })).status).toBe(200);
    expect((await patch(userId, { status: 'zzz' })).body).toMatchObject({
      member: { status: 'pending' },
    });
    await patch(userId, { status: 'active' });
    // WordPress reads `?_method=` first: the form cross-origin callers can send.
    expect((await post(auth, '?_method=patch')).status).toBe(200);
    expect((await patch(userId, { status: 'zzz' })).body).toMatchObject({
      member: { status: 'pending' },
    });
    const plain = await post(auth);
    expect(plain.status).toBe(404);
    expect(await plain.json()).toMatchObject({ code: 'rest_no_route' });
    await patch(userId, { status: 'active' });
  });

  it('changes nothing for an unknown status, and only activates another administrator', async () => {
    const userId = idOf('statustarget');
    expect(await patch(userId, { status: 'deleted' })).toMatchObject({
      status: 200,
      body: { message: PROFILE_STATUS_MESSAGE, member: { status: 'active' } },
    });
    const adminId = idOf(otherAdmin.username);
    expect(await patch(adminId, { status: 'blocked' })).toEqual({
      status: 422,
      body: {
        message:
          'Sorry, you cannot change the status of another admin. Remove the user from moderators',
      },
    });
    expect((await patch(adminId, { status: 'active' })).status).toBe(200);
  });

  it('answers an unknown user as the plugin does', async () => {
    expect(await patch(999_999, { status: 'blocked' })).toEqual({
      status: 404,
      body: {
        message: 'No query results for model [FluentCommunity\\App\\Models\\User] 999999',
        data: { wpfluent: { env: 'prod' } },
      },
    });
  });
});

describe.runIf(!onDemo)("a profile's status over a site's database", () => {
  it('goes to the site, and the next read shows it', async () => {
    // A stand-in for the site takes it here (server/test/fake-plugin-site.ts, decision 035).
    const userId = idOf('statustarget');
    const before = await generalMembers();
    const blocked = await patch(userId, { status: 'blocked' });
    expect(blocked).toMatchObject({ status: 200, body: { message: PROFILE_STATUS_MESSAGE } });
    expect(await generalMembers()).toBe(before - 1);
    await patch(userId, { status: 'active' });
    expect(await generalMembers()).toBe(before);
  });
});
