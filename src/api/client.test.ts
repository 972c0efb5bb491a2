import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { activateLocale, loadMessages } from '../lib/i18n/activate-locale';
import { acceptLanguageHeader, basicAuthorization, createApiClient } from './client';
import { ApiError } from './errors';

const root = { form: 'pretty', url: 'https://site.test/wp-json/' } as const;
const credentials = { username: 'admin', password: 'abcd EFGH ijkl MNOP qrst UVWX' };
const schema = z.object({ count: z.number() });

function respond(body: string, init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(async () => new Response(body, init));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('sends Basic auth (spaces ignored) to the built URL and parses the answer', async () => {
    const fetchMock = respond('{"count":3,"extra":true}');
    const client = createApiClient({ root, credentials, fetch: fetchMock });
    await expect(
      client.get('fluent-community/v2/feeds', { schema, params: { page: 2 } }),
    ).resolves.toEqual({ count: 3 });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://site.test/wp-json/fluent-community/v2/feeds?page=2&_locale=user');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${btoa('admin:abcdEFGHijklMNOPqrstUVWX')}`);
    expect(String(url)).not.toContain('abcd');
  });

  it('encodes non-Latin usernames as UTF-8', () => {
    expect(basicAuthorization({ username: 'zoë', password: 'x' })).toBe('Basic em/Dqzp4');
  });

  it('turns a WordPress error body into an http error with code and a plain message', async () => {
    const body = JSON.stringify({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 401 },
    });
    const client = createApiClient({ root, credentials, fetch: respond(body, { status: 401 }) });
    const error = await failure(client.get('x', { schema }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      code: 'rest_forbidden',
      isUnauthorized: true,
    });
    expect(error.message).toContain('application password');
    expect(error.message).not.toContain(credentials.password);
  });

  it('reads the plugin 422 permission_failed body as forbidden', async () => {
    const body = JSON.stringify({
      message: 'You are not allowed to view members of this space',
      permission_failed: true,
    });
    const client = createApiClient({ root, fetch: respond(body, { status: 422 }) });
    const error = await failure(client.get('x', { schema }));
    expect(error.isForbidden).toBe(true);
    expect(error.code).toBe('permission_failed');
  });

  it('explains rest_no_route, server errors and other statuses', async () => {
    const noRoute = JSON.stringify({
      code: 'rest_no_route',
      message: 'No route',
      data: { status: 404 },
    });
    const notFound = createApiClient({ root, fetch: respond(noRoute, { status: 404 }) });
    expect((await failure(notFound.get('x', { schema }))).message).toContain(
      'FluentCommunity is active',
    );

    const crashed = createApiClient({
      root,
      fetch: respond('<html>Fatal error</html>', { status: 500 }),
    });
    const serverError = await failure(crashed.get('x', { schema }));
    expect(serverError).toMatchObject({ kind: 'http', status: 500, isTransient: true });

    const invalid = JSON.stringify({ message: 'Invalid space slug' });
    const unprocessable = createApiClient({ root, fetch: respond(invalid, { status: 422 }) });
    expect((await failure(unprocessable.get('x', { schema }))).message).toContain(
      'Invalid space slug',
    );
  });

  it('reports an HTML page with status 200 as not-json', async () => {
    const client = createApiClient({
      root,
      fetch: respond('<!doctype html><p>Maintenance</p>', { status: 200 }),
    });
    expect(await failure(client.get('x', { schema }))).toMatchObject({ kind: 'not-json' });
  });

  it('names the field and path of a schema mismatch', async () => {
    const client = createApiClient({ root, fetch: respond('{"count":"many"}') });
    const error = await failure(client.get('x', { schema }));
    expect(error.kind).toBe('schema');
    expect(error.issues[0]?.path).toBe('count');
    expect(error.message).toContain('count');
  });

  it('reports a network or CORS failure as network', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ root, fetch: fetchMock });
    const error = await failure(client.get('x', { schema }));
    expect(error).toMatchObject({ kind: 'network', isTransient: true });
    expect(error.message).toContain('cross-origin');
  });

  it('gives up after the time limit', async () => {
    const hang = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const client = createApiClient({ root, fetch: hang, timeoutMs: 20 });
    expect(await failure(client.get('x', { schema }))).toMatchObject({ kind: 'timeout' });
  });

  it('passes a caller cancellation through untouched', async () => {
    const hang = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const controller = new AbortController();
    const client = createApiClient({ root, fetch: hang });
    const pending = client.get('x', { schema, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  describe('post (an action)', () => {
    it('sends the body as JSON with Basic auth, once, and parses the answer', async () => {
      const fetchMock = respond('{"count":1}');
      const client = createApiClient({ root, credentials, fetch: fetchMock });
      await expect(
        client.act('fluent-community/v2/spaces/club/members', { schema, body: { user_id: 7 } }),
      ).resolves.toEqual({ count: 1 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe(
        'https://site.test/wp-json/fluent-community/v2/spaces/club/members?_locale=user',
      );
      expect(init?.method).toBe('POST');
      expect(init?.body).toBe('{"user_id":7}');
      const headers = init?.headers as Record<string, string>;
      expect(headers['Content-Type']).toBe('application/json');
      expect(headers.Authorization).toBe(`Basic ${btoa('admin:abcdEFGHijklMNOPqrstUVWX')}`);
    });

    it("gives a refusal the site's own words: the policy's 403 and the plugin's 422", async () => {
      const forbidden = JSON.stringify({
        code: 'Permission Callback Error',
        message: 'You do not have permission to do this action',
        data: { status: 403 },
      });
      const refusedByPolicy = createApiClient({ root, fetch: respond(forbidden, { status: 403 }) });
      expect(await failure(refusedByPolicy.act('x', { schema, body: {} }))).toMatchObject({
        status: 403,
        isForbidden: true,
        message: 'You do not have permission to do this action',
      });

      const already = JSON.stringify({
        message: 'Selected user is already a member of this community',
      });
      const refusedByRule = createApiClient({ root, fetch: respond(already, { status: 422 }) });
      expect(await failure(refusedByRule.act('x', { schema, body: {} }))).toMatchObject({
        status: 422,
        message: 'Selected user is already a member of this community',
      });
    });

    it("reads the validator's 422 as a sentence", async () => {
      const invalid = JSON.stringify({ user_id: { exists: 'The selected user_id is invalid.' } });
      const client = createApiClient({ root, fetch: respond(invalid, { status: 422 }) });
      expect((await failure(client.act('x', { schema, body: {} }))).message).toBe(
        'The selected user_id is invalid.',
      );
    });

    it('sends PATCH and DELETE as such, with no body when there is none', async () => {
      const fetchMock = respond('{"count":1}');
      const client = createApiClient({ root, fetch: fetchMock });
      await client.act('fluent-community/v2/members/7', {
        schema,
        method: 'PATCH',
        body: { status: 'blocked' },
      });
      await client.act('fluent-community/v2/feeds/9', { schema, method: 'DELETE' });
      expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
        [
          'https://site.test/wp-json/fluent-community/v2/members/7?_locale=user',
          'PATCH',
          '{"status":"blocked"}',
        ],
        ['https://site.test/wp-json/fluent-community/v2/feeds/9?_locale=user', 'DELETE', undefined],
      ]);
    });

    it.each([
      ['a refused preflight', () => Promise.reject(new TypeError('Failed to fetch'))],
      ['405', () => Promise.resolve(new Response('<h1>Not allowed</h1>', { status: 405 }))],
      ['a firewall page', () => Promise.resolve(new Response('<h1>Blocked</h1>', { status: 403 }))],
    ])(
      'sends a PATCH the host refuses (%s) again as a POST standing for it, and so every later one',
      async (_, refuse) => {
        const fetchMock = vi.fn<typeof fetch>((_url, init) =>
          init?.method === 'POST' ? Promise.resolve(new Response('{"count":2}')) : refuse(),
        );
        const client = createApiClient({ root, fetch: fetchMock });
        await expect(
          client.act('fluent-community/v2/members/7', {
            schema,
            method: 'PATCH',
            body: { status: 'active' },
          }),
        ).resolves.toEqual({ count: 2 });
        await client.act('fluent-community/v2/feeds/9', { schema, method: 'DELETE' });
        expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
          ['https://site.test/wp-json/fluent-community/v2/members/7?_locale=user', 'PATCH'],
          [
            'https://site.test/wp-json/fluent-community/v2/members/7?_method=PATCH&_locale=user',
            'POST',
          ],
          [
            'https://site.test/wp-json/fluent-community/v2/feeds/9?_method=DELETE&_locale=user',
            'POST',
          ],
        ]);
      },
    );

    it('never sends again a PATCH the site itself refused (its JSON 403)', async () => {
      const forbidden = JSON.stringify({
        code: 'rest_forbidden',
        message: 'No',
        data: { status: 403 },
      });
      const fetchMock = respond(forbidden, { status: 403 });
      const client = createApiClient({ root, fetch: fetchMock });
      const error = await failure(client.act('x', { schema, method: 'PATCH', body: {} }));
      expect(error.message).toBe('No');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('keeps a 401 a sign-in matter, as for reads', async () => {
      const body = JSON.stringify({
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status: 401 },
      });
      const client = createApiClient({ root, fetch: respond(body, { status: 401 }) });
      const error = await failure(client.act('x', { schema, body: {} }));
      expect(error.isUnauthorized).toBe(true);
      expect(error.message).toContain('application password');
    });
  });
});

describe('the language the site is asked to answer in', () => {
  beforeAll(() => loadMessages('app'));
  afterEach(() => activateLocale('en'));

  const headersOf = (fetchMock: ReturnType<typeof respond>, call = 0) =>
    fetchMock.mock.calls[call]![1]?.headers as Record<string, string>;

  it('sends the language shown as Accept-Language, on reads and writes, read at each request', async () => {
    const fetchMock = respond('{"count":1}');
    const client = createApiClient({ root, credentials, fetch: fetchMock });
    await client.get('x', { schema });
    await activateLocale('de');
    await client.get('x', { schema });
    await activateLocale('ar');
    await client.act('x', { schema, method: 'PATCH', body: {} });
    expect(headersOf(fetchMock, 0)['Accept-Language']).toBe('en');
    expect(headersOf(fetchMock, 1)['Accept-Language']).toBe('de');
    expect(headersOf(fetchMock, 2)).toMatchObject({
      'Accept-Language': 'ar',
      'Content-Type': 'application/json',
      Authorization: `Basic ${btoa('admin:abcdEFGHijklMNOPqrstUVWX')}`,
    });
  });

  it('leaves the header out rather than send one outside the CORS safelist', () => {
    i18n.activate('en');
    expect(acceptLanguageHeader()).toEqual({ 'Accept-Language': 'en' });
    // A tag with a character the safelist lacks would make the browser ask a preflight.
    i18n.activate('x_private');
    expect(acceptLanguageHeader()).toEqual({});
  });

  it("asks WordPress for the user's own language (_locale=user) on every read and write", async () => {
    const fetchMock = vi.fn<typeof fetch>((_url, init) =>
      Promise.resolve(
        init?.method === 'PATCH'
          ? new Response('<h1>Not allowed</h1>', { status: 405 })
          : new Response('{"count":1}'),
      ),
    );
    const client = createApiClient({ root, fetch: fetchMock });
    await client.get('fluent-community/v2/feeds', { schema, params: { page: 2 } });
    await client.act('fluent-community/v2/spaces/club/members', { schema, body: {} });
    await client.act('fluent-community/v2/members/7', { schema, method: 'PATCH', body: {} });
    const plain = createApiClient({
      root: { form: 'plain', url: 'https://site.test/' },
      fetch: fetchMock,
    });
    await plain.get('fluent-community/v2/feeds', { schema });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://site.test/wp-json/fluent-community/v2/feeds?page=2&_locale=user',
      'https://site.test/wp-json/fluent-community/v2/spaces/club/members?_locale=user',
      'https://site.test/wp-json/fluent-community/v2/members/7?_locale=user',
      'https://site.test/wp-json/fluent-community/v2/members/7?_method=PATCH&_locale=user',
      'https://site.test/?rest_route=/fluent-community/v2/feeds&_locale=user',
    ]);
  });

  it('explains a failure in the language shown', async () => {
    await activateLocale('de');
    const unreachable = createApiClient({
      root,
      fetch: vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect((await failure(unreachable.get('x', { schema }))).message).toBe(
      'Die Website ist nicht erreichbar. Prüfen Sie die Adresse, ob sie über HTTPS ausgeliefert wird und ob sie ursprungsübergreifende Anfragen von diesem Dashboard zulässt.',
    );
    const refused = JSON.stringify({ message: 'Ungültiger Bereich' });
    const client = createApiClient({ root, fetch: respond(refused, { status: 400 }) });
    expect((await failure(client.get('x', { schema }))).message).toBe(
      'Die Website hat die Anfrage abgelehnt (400): Ungültiger Bereich',
    );
  });
});
