import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../src/api/schemas/wordpress';
import { createTestServer, type TestServer } from '../test/harness';

interface Me {
  id: number;
  name: string;
  slug: string;
  url: string;
  description: string;
  link: string;
  avatar_urls: Record<string, string>;
  username?: string;
  email?: string;
  roles?: string[];
  capabilities?: Record<string, boolean>;
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const me = (query = '', as: Parameters<TestServer['get']>[1] = 'admin') =>
  server.get<Me>(`/wp-json/wp/v2/users/me${query}`, as);

describe('GET wp/v2/users/me', () => {
  it('describes the signed-in user; context=edit adds username, email, roles and capabilities', async () => {
    const view = await me();
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      id: 1,
      name: 'Site Admin',
      slug: 'admin',
      link: 'http://localhost/author/admin/',
    });
    expect(Object.keys(view.body.avatar_urls)).toEqual(['24', '48', '96']);
    expect(view.body.roles).toBeUndefined();
    const edit = await me('?context=edit');
    expect(currentUserSchema.parse(edit.body)).toMatchObject({
      username: 'admin',
      email: 'admin@example.com',
      roles: ['administrator'],
    });
    expect(edit.body.capabilities?.manage_options).toBe(true);
  });

  it('gives the demo member the subscriber role, without manage_options', async () => {
    const { body } = await me('?context=edit', 'member');
    expect(body).toMatchObject({ username: 'member', roles: ['subscriber'] });
    expect(body.capabilities?.manage_options).toBeUndefined();
  });

  it('answers anonymous callers with 401 rest_not_logged_in', async () => {
    const { status, body } = await me('', 'anonymous');
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
  });

  it('refuses an unknown context with 400', async () => {
    const { status, body } = await me('?context=admin');
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { context: expect.stringContaining('view') } },
    });
  });

  it('is also at /?rest_route=/wp/v2/users/me', async () => {
    const { status, body } = await server.get<Me>('/?rest_route=/wp/v2/users/me&context=edit');
    expect(status).toBe(200);
    expect(body.username).toBe('admin');
  });
});

describe('application passwords', () => {
  const password = () => server.credentials.admin.password;

  it('accept the login or the email, with or without the spaces', async () => {
    for (const username of ['admin', 'ADMIN', 'admin@example.com']) {
      for (const pass of [password(), password().replace(/ /g, ''), ` ${password()} `]) {
        expect((await me('', { username, password: pass })).status).toBe(200);
      }
    }
  });

  it('reject bad credentials with one WordPress error code, known name or not', async () => {
    // WordPress says invalid_username / invalid_email for an unknown name; we do not say
    // which names exist (docs/decisions/026).
    const cases: [string, string][] = [
      ['admin', 'aaaa bbbb cccc dddd eeee ffff'],
      ['admin', ''],
      ['nobody', password()],
      ['nobody@example.com', password()],
      ['member', password()],
    ];
    for (const [username, pass] of cases) {
      const { status, body } = await me('', { username, password: pass });
      expect(status).toBe(401);
      expect(body).toEqual({
        code: 'incorrect_password',
        message: 'Unknown username or email address, or wrong application password.',
        data: { status: 401 },
      });
    }
  });

  it('treat a header that is not Basic credentials as anonymous, as WordPress does', async () => {
    for (const header of [
      'Bearer abc',
      'Basic',
      'Basic !!!',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
    ]) {
      const { body } = await server.get(`/wp-json/wp/v2/users/me`, 'anonymous', {
        Authorization: header,
      });
      expect(body).toMatchObject({ code: 'rest_not_logged_in' });
    }
  });

  it('turn wrong credentials into 401 on every route, the REST index included', async () => {
    for (const path of [
      '/wp-json/',
      '/wp-json/fluent-community/v2/feeds',
      '/wp-json/fluent-community/v2/spaces',
    ]) {
      expect((await server.get(path, { username: 'admin', password: 'wrong' })).status).toBe(401);
    }
  });
});
