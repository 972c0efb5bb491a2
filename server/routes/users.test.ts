import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, restRoute } from '../../contract';
import type { AccountCredentials } from '../demo/credentials';
import { addCaller } from '../test/callers';
import { createTestServer, type TestServer } from '../test/harness';

interface ListedUser {
  id: number;
  name: string;
  slug: string;
  avatar_urls: Record<string, string>;
  username?: string;
  roles?: string[];
}

let server: TestServer;
let secondAdmin: AccountCredentials;
beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      secondAdmin = addCaller(db, { login: 'aaron', admin: true });
    },
  });
});
afterAll(() => server.close());

const users = (query: string, as: Parameters<TestServer['get']>[1] = 'admin') =>
  server.get<ListedUser[]>(`/wp-json/${restRoute(ENDPOINTS.users)}${query}`, as);

describe('GET wp/v2/users', () => {
  it("lists the site's administrators to an administrator, by name, with WordPress's paging", async () => {
    const { status, body, headers } = await users('?roles=administrator&per_page=100');
    expect(status).toBe(200);
    expect(body.map((user) => user.slug)).toEqual(['aaron', 'admin']);
    expect(body[1]).toMatchObject({ id: 1, name: 'Site Admin' });
    expect(Object.keys(body[0]!.avatar_urls)).toEqual(['24', '48', '96']);
    expect(body[0]!.roles).toBeUndefined();
    expect(headers.get('X-WP-Total')).toBe('2');
    expect(headers.get('X-WP-TotalPages')).toBe('1');
    // The same as `roles[]=…`, and with only the ids (`_fields`), as the dashboard asks.
    const ids = await users('?roles[]=administrator&_fields=id');
    expect(ids.body).toEqual([{ id: expect.any(Number) }, { id: 1 }]);
  });

  it('pages them; a page past the last is empty', async () => {
    const first = await users('?roles=administrator&per_page=1');
    expect(first.body.map((user) => user.slug)).toEqual(['aaron']);
    expect(first.headers.get('X-WP-TotalPages')).toBe('2');
    const second = await users('?roles=administrator&per_page=1&page=2');
    expect(second.body.map((user) => user.slug)).toEqual(['admin']);
    const past = await users('?roles=administrator&per_page=1&page=3');
    expect(past).toMatchObject({ status: 200, body: [] });
    expect(past.headers.get('X-WP-Total')).toBe('2');
  });

  it('gives the edit context (login, roles) to an administrator', async () => {
    const { body } = await users('?roles=administrator&context=edit', secondAdmin);
    expect(body.find((user) => user.id === 1)).toMatchObject({
      username: 'admin',
      roles: ['administrator'],
    });
  });

  it('lists every account without `roles`, and no one for a role no one here holds', async () => {
    const every = await users('?per_page=100');
    expect(every.body.map((user) => user.slug)).toContain('member');
    expect(Number(every.headers.get('X-WP-Total'))).toBeGreaterThan(10);
    expect((await users('?roles=editor')).body).toEqual([]);
    expect((await users('?roles=shop_manager')).body).toEqual([]);
  });

  it('refuses to filter by role for anyone without list_users: 401 to a visitor, 403 to a member', async () => {
    const visitor = await users('?roles=administrator', 'anonymous');
    expect(visitor).toMatchObject({
      status: 401,
      body: {
        code: 'rest_user_cannot_view',
        message: 'Sorry, you are not allowed to filter users by role.',
        data: { status: 401 },
      },
    });
    const member = await users('?roles=administrator', 'member');
    expect(member).toMatchObject({ status: 403, body: { code: 'rest_user_cannot_view' } });
    const edit = await users('?context=edit', 'member');
    expect(edit).toMatchObject({
      status: 403,
      body: {
        code: 'rest_forbidden_context',
        message: 'Sorry, you are not allowed to edit users.',
      },
    });
    // Without either, WordPress lists them the authors of published posts: none kept here.
    expect(await users('', 'member')).toMatchObject({ status: 200, body: [] });
  });

  it('checks its parameters first, as WordPress does: a bad context is a 400 to anyone', async () => {
    expect((await users('?context=everything', 'anonymous')).status).toBe(400);
  });
});
