import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app';
import { basicAuthHeader, DUMP_ADMIN } from '../../test/dump-accounts';
import { fakePluginSite, type FakePluginSite } from '../../test/fake-plugin-site';
import { serveThroughLocalCopy } from '../../test/local-copy-round-trip';
import { createWordPressDumpDatabase, type TestDatabase } from '../../test/mariadb';
import { parseDatabaseUrl } from '../wordpress/database-url';
import { openWordPressStore, type OpenedWordPressStore } from '../wordpress/open';
import { siteWritesOf } from '../wordpress/site-writes';

/**
 * A write over a site's database (docs/decisions/035): sent to the site with the caller's own
 * credentials and body, the site's answer passed back as it came, and the rows it touched
 * copied into the local copy at once — the copy is followed only when the tests say, so what
 * the next read shows comes from the write's own copying, not from a poll's turn.
 */
let database: TestDatabase;
let admin: mysql.Connection;
let opened: OpenedWordPressStore;
let copy: Awaited<ReturnType<typeof serveThroughLocalCopy>>;
let site: FakePluginSite;
let app: App;

beforeAll(async () => {
  database = await createWordPressDumpDatabase('forwarded_writes');
  admin = await mysql.createConnection(database.url);
  opened = await openWordPressStore(parseDatabaseUrl(database.readOnlyUrl), {
    prefix: 'wp_',
    budgetMs: 5000,
  });
  copy = await serveThroughLocalCopy(opened.store, opened.context, {
    followMs: 60 * 60_000,
    chunksPerPoll: 1,
  });
  site = fakePluginSite(database.url);
  app = createApp({
    store: copy.store,
    contentOrigin: opened.site.home,
    siteWrites: siteWritesOf(
      opened.context,
      site.restRoot,
      (touched) => copy.keeper.followNow(touched).then(() => undefined),
      site.fetch,
    ),
  });
}, 120_000);

afterAll(async () => {
  await site?.close();
  await copy?.close();
  await opened?.store.close();
  await admin?.end();
  await database?.drop();
});

const FC = '/wp-json/fluent-community/v2';
const auth = basicAuthHeader(DUMP_ADMIN);

async function post(path: string, body: string, type = 'application/json') {
  const response = await app.request(`${FC}${path}`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': type },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function pending() {
  const response = await app.request(
    `${FC}/spaces/design-club/members?status=pending&per_page=50`,
    {
      headers: auth,
    },
  );
  const body = (await response.json()) as {
    pending_count: number;
    members: { data: { user_id: string | number }[] };
  };
  return {
    count: body.pending_count,
    userIds: body.members.data.map((row) => Number(row.user_id)),
  };
}

describe("a membership write over a site's database", () => {
  it('goes to the site with our caller’s credentials and body, and its answer comes back', async () => {
    const before = await pending();
    const userId = before.userIds[0]!;
    const answer = await post('/spaces/design-club/members', JSON.stringify({ user_id: userId }));
    expect(answer).toEqual({ status: 200, body: { message: 'Member approved' } });
    expect(site.calls.at(-1)).toEqual({
      url: `${site.restRoot}/fluent-community/v2/spaces/design-club/members`,
      method: 'POST',
      authorization: auth.Authorization,
      contentType: 'application/json',
      body: JSON.stringify({ user_id: userId }),
    });
    // Read at once through the copy: the approved request is off the list and its count.
    const after = await pending();
    expect(after.userIds).not.toContain(userId);
    expect(after.count).toBe(before.count - 1);
  });

  it('copies a declined request away at once, sent as a form', async () => {
    const before = await pending();
    const userId = before.userIds[0]!;
    const answer = await post(
      '/spaces/design-club/members/remove',
      `user_id=${userId}`,
      'application/x-www-form-urlencoded',
    );
    expect(answer).toEqual({
      status: 200,
      body: { message: 'User has been removed from this community' },
    });
    expect(site.calls.at(-1)?.body).toBe(`user_id=${userId}`);
    const after = await pending();
    expect(after.userIds).not.toContain(userId);
    expect(after.count).toBe(before.count - 1);
  });

  it("passes the site's refusals back as they came, and copies nothing", async () => {
    const before = await pending();
    site.failNext({
      status: 403,
      body: '{"code":"Permission Callback Error","message":"You do not have permission to do this action","data":{"status":403}}',
    });
    const refused = await post(
      '/spaces/design-club/members',
      JSON.stringify({ user_id: before.userIds[0] }),
    );
    expect(refused).toEqual({
      status: 403,
      body: {
        code: 'Permission Callback Error',
        message: 'You do not have permission to do this action',
        data: { status: 403 },
      },
    });
    expect(await pending()).toEqual(before);
  });

  it('says plainly when the site cannot be reached or does not answer in JSON', async () => {
    site.failNext('network');
    const unreachable = await post('/spaces/design-club/members', '{"user_id":1}');
    expect(unreachable.status).toBe(502);
    expect(unreachable.body).toMatchObject({
      code: 'rest_site_unreachable',
      message: expect.stringContaining(
        `The site at ${site.restRoot} did not answer this action (the connection failed)`,
      ),
    });
    site.failNext({ status: 500, body: '<html>error</html>', type: 'text/html' });
    const html = await post('/spaces/design-club/members', '{"user_id":1}');
    expect(html.status).toBe(502);
    expect(String(html.body.message)).toContain('it answered 500 with a page that is not JSON');
    site.failNext({ status: 301, body: '', type: 'text/html' });
    const moved = await post('/spaces/design-club/members', '{"user_id":1}');
    expect(String(moved.body.message)).toContain('set SITE_REST_URL');
  });

  it('never reaches the site with a malformed JSON body', async () => {
    const calls = site.calls.length;
    const answer = await post('/spaces/design-club/members', '{"user_id":');
    expect(answer.status).toBe(400);
    expect(site.calls.length).toBe(calls);
  });
});
