import { describe, expect, it, vi } from 'vitest';
import { signIn } from './sign-in';
import { SignInError } from './sign-in-error';
import { json, SITE_ADMIN, SITE_INDEX } from '../../test/sign-in-site';

const PASSWORD = 'abcd EFGH ijkl MNOP qrst UVWX';
const index = SITE_INDEX;
const admin = SITE_ADMIN;

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** A fake site: the first route whose key the URL starts with answers. */
function fakeSite(routes: Record<string, Route>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input));
    const key = Object.keys(routes).find((prefix) => url.href.startsWith(prefix));
    if (!key) throw new TypeError('Failed to fetch');
    return routes[key]!(url, init);
  });
}

async function signInError(promise: Promise<unknown>): Promise<SignInError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SignInError);
  return error as SignInError;
}

const input = { site: 'community.example', username: 'admin', password: PASSWORD, remember: false };

describe('signIn', () => {
  it('finds /wp-json/, verifies with users/me?context=edit and builds the session', async () => {
    const fetchMock = fakeSite({
      'https://community.example/wp-json/wp/v2/users/me': () => json(admin),
      'https://community.example/wp-json/': () => json(index),
    });
    const session = await signIn(input, { fetch: fetchMock });
    expect(session).toMatchObject({
      site: 'https://community.example',
      root: { form: 'pretty', url: 'https://community.example/wp-json/' },
      password: 'abcdEFGHijklMNOPqrstUVWX',
      user: { name: 'Site Admin', isManager: true, avatarUrl: 'https://community.example/a.svg' },
    });
    const meCall = fetchMock.mock.calls.find(([url]) => String(url).includes('users/me'));
    expect(String(meCall?.[0])).toContain('context=edit');
    // Whether our server counts the insights is read from them (docs/decisions/038).
    expect(session.siteNamespaces).toEqual(index.namespaces);
  });

  it("keeps the site's time zone from the index, and takes a closed index to be on UTC", async () => {
    const zoned = await signIn(input, {
      fetch: fakeSite({
        'https://community.example/wp-json/wp/v2/users/me': () => json(admin),
        'https://community.example/wp-json/': () =>
          json({ ...index, gmt_offset: '5.5', timezone_string: 'Asia/Kolkata' }),
      }),
    });
    expect(zoned.siteClock).toEqual({ timezone: 'Asia/Kolkata', gmtOffsetHours: 5.5 });

    const closed = await signIn(input, {
      fetch: fakeSite({
        'https://community.example/wp-json/wp/v2/users/me': () => json(admin),
        'https://community.example/wp-json/': () => json({ code: 'rest_forbidden' }, 403),
      }),
    });
    expect(closed.siteClock).toEqual({ timezone: null, gmtOffsetHours: 0 });
    expect(closed.siteNamespaces, 'unknown: asked again once signed in').toBeUndefined();
  });

  it('asks the index for only the fields it reads, then checks the credentials, telling each step', async () => {
    const steps: string[] = [];
    const fetchMock = fakeSite({
      'https://community.example/wp-json/wp/v2/users/me': () => {
        steps.push('users/me');
        return json(admin);
      },
      'https://community.example/wp-json/': (url) => {
        steps.push(`index ${url.searchParams.get('_fields')}`);
        return json(index);
      },
    });
    await signIn(input, {
      fetch: fetchMock,
      onChecking: (root, credentials) =>
        steps.push(`checking ${root.url} ${credentials.username}:${credentials.password}`),
      onAccepted: (user) => steps.push(`accepted ${user.name}`),
    });
    expect(steps).toEqual([
      'index name,namespaces,gmt_offset,timezone_string',
      'checking https://community.example/wp-json/ admin:abcdEFGHijklMNOPqrstUVWX',
      'users/me',
      'accepted Site Admin',
    ]);
  });

  it('never reports refused credentials as accepted', async () => {
    const accepted = vi.fn();
    const fetchMock = fakeSite({
      'https://community.example/wp-json/wp/v2/users/me': () =>
        json({ code: 'incorrect_password', message: 'Wrong.' }, 401),
      'https://community.example/wp-json/': () => json(index),
    });
    await signInError(signIn(input, { fetch: fetchMock, onAccepted: accepted }));
    expect(accepted).not.toHaveBeenCalled();
  });

  it('signs in to the site of a pasted portal page', async () => {
    const fetchMock = fakeSite({
      'https://community.example/wp-json/wp/v2/users/me': () => json(admin),
      'https://community.example/wp-json/': () => json(index),
    });
    const session = await signIn(
      { ...input, site: 'https://community.example/portal/space/general/home' },
      { fetch: fetchMock },
    );
    expect(session).toMatchObject({
      site: 'https://community.example',
      root: { form: 'pretty', url: 'https://community.example/wp-json/' },
    });
  });

  it('signs in to a site installed under /portal when nothing answers above it', async () => {
    const fetchMock = fakeSite({
      'https://community.example/portal/wp-json/wp/v2/users/me': () => json(admin),
      'https://community.example/portal/wp-json/': () => json(index),
      'https://community.example/': () => new Response('<html>Not found</html>', { status: 404 }),
    });
    const session = await signIn(
      { ...input, site: 'https://community.example/portal/' },
      { fetch: fetchMock },
    );
    expect(session).toMatchObject({
      site: 'https://community.example/portal',
      root: { form: 'pretty', url: 'https://community.example/portal/wp-json/' },
    });
  });

  it.each([
    ['a WordPress without FluentCommunity', () => json({ name: 'Blog', namespaces: ['wp/v2'] })],
    ['a WordPress whose index is closed', () => json({ code: 'rest_forbidden' }, 401)],
  ])(
    'signs in to a site installed under /portal when %s answers above it',
    async (_, rootAnswer) => {
      const fetchMock = fakeSite({
        'https://community.example/portal/wp-json/wp/v2/users/me': () => json(admin),
        'https://community.example/portal/wp-json/': () => json(index),
        'https://community.example/?rest_route=': () =>
          new Response('<html>Not found</html>', { status: 404 }),
        'https://community.example/wp-json/': rootAnswer,
      });
      const session = await signIn(
        { ...input, site: 'https://community.example/portal/wp-admin/' },
        { fetch: fetchMock },
      );
      expect(session).toMatchObject({
        site: 'https://community.example/portal',
        root: { form: 'pretty', url: 'https://community.example/portal/wp-json/' },
      });
    },
  );

  describe('a pasted page of a portal whose slug was changed', () => {
    const portalPage = 'https://community.example/hub/space/general/home';

    /**
     * WordPress at the origin with its portal under /hub, as a browser sees it: the REST API at
     * /wp-json/ (unless `wpJson` is false), and `?rest_route=` read on any path (WordPress takes
     * it from the query whatever the path); every other address is a page of the site or of its
     * portal — HTML without CORS headers, which a cross-origin fetch cannot read.
     */
    function wordPressWithPortalUnderHub({ wpJson = true } = {}) {
      return vi.fn<typeof fetch>(async (input) => {
        const url = new URL(String(input));
        const route =
          url.searchParams.get('rest_route') ??
          (wpJson && url.pathname.startsWith('/wp-json/')
            ? url.pathname.slice('/wp-json'.length)
            : null);
        if (route === null) throw new TypeError('Failed to fetch');
        return route.startsWith('/wp/v2/users/me') ? json(admin) : json(index);
      });
    }

    const requests = (fetchMock: ReturnType<typeof wordPressWithPortalUnderHub>) =>
      fetchMock.mock.calls.map(([url, init]) => ({
        url: String(url).replace(/\?.*/, ''),
        withPassword: new Headers(init?.headers).has('Authorization'),
      }));

    it('signs in to the site above the portal, its password sent only there', async () => {
      const fetchMock = wordPressWithPortalUnderHub();
      const session = await signIn({ ...input, site: portalPage }, { fetch: fetchMock });
      expect(session).toMatchObject({
        site: 'https://community.example',
        root: { form: 'pretty', url: 'https://community.example/wp-json/' },
      });
      expect(requests(fetchMock)).toEqual([
        { url: 'https://community.example/hub/wp-json/', withPassword: false },
        { url: 'https://community.example/wp-json/', withPassword: false },
        { url: 'https://community.example/wp-json/wp/v2/users/me', withPassword: true },
      ]);
    });

    it('takes the site, not the portal page, when only ?rest_route= answers', async () => {
      const fetchMock = wordPressWithPortalUnderHub({ wpJson: false });
      const session = await signIn({ ...input, site: portalPage }, { fetch: fetchMock });
      expect(session).toMatchObject({
        site: 'https://community.example',
        root: { form: 'plain', url: 'https://community.example/' },
      });
      expect(requests(fetchMock).filter((request) => request.withPassword)).toEqual([
        { url: 'https://community.example/', withPassword: true },
      ]);
    });

    it('asks at most twice per place the site may be, never with the password, when nothing answers', async () => {
      const fetchMock = fakeSite({});
      const error = await signInError(
        signIn(
          { ...input, site: 'https://community.example/blog/2026/01/hello-world/' },
          { fetch: fetchMock },
        ),
      );
      expect(error.field).toBe('site');
      expect(error.message).toMatch(/^Cannot reach https:\/\/community\.example\. /);
      const sent = requests(fetchMock);
      expect(sent).toHaveLength(8);
      expect(sent.every(({ withPassword }) => !withPassword)).toBe(true);
      expect(sent.every(({ url }) => url.startsWith('https://community.example/'))).toBe(true);
    });
  });

  it('signs in to a site installed in a subdirectory before the site above it', async () => {
    const fetchMock = fakeSite({
      'https://community.example/team/wp-json/wp/v2/users/me': () => json(admin),
      'https://community.example/team/wp-json/': () => json(index),
      'https://community.example/wp-json/': () => json(index),
    });
    const session = await signIn(
      { ...input, site: 'https://community.example/team/' },
      { fetch: fetchMock },
    );
    expect(session.site).toBe('https://community.example/team');
  });

  it('falls back to ?rest_route= when /wp-json/ is not there', async () => {
    const fetchMock = fakeSite({
      'https://community.example/wp-json/': () =>
        new Response('<html>Not found</html>', { status: 404 }),
      'https://community.example/?rest_route=/wp/v2/users/me': () => json(admin),
      'https://community.example/?rest_route=/': () => json(index),
    });
    const session = await signIn(input, { fetch: fetchMock });
    expect(session.root).toEqual({ form: 'plain', url: 'https://community.example/' });
  });

  it('says so when WordPress is there without FluentCommunity', async () => {
    const fetchMock = fakeSite({
      'https://community.example/wp-json/': () => json({ name: 'Blog', namespaces: ['wp/v2'] }),
    });
    const error = await signInError(signIn(input, { fetch: fetchMock }));
    expect(error.field).toBe('site');
    expect(error.message).toContain('FluentCommunity is not active');
  });

  it('says no FluentCommunity site when both roots answer with pages', async () => {
    const page = () => new Response('<!doctype html><title>Shop</title>', { status: 200 });
    const error = await signInError(
      signIn(input, { fetch: fakeSite({ 'https://community.example/': page }) }),
    );
    expect(error.message).toContain('No FluentCommunity site found');
  });

  it('explains an unreachable site', async () => {
    const error = await signInError(signIn(input, { fetch: fakeSite({}) }));
    expect(error.field).toBe('site');
    expect(error.message).toContain('Cannot reach https://community.example');
  });

  it('explains a wrong password, and a login password used by mistake', async () => {
    const fetchMock = fakeSite({
      'https://community.example/wp-json/wp/v2/users/me': () =>
        json({ code: 'incorrect_password', message: 'x', data: { status: 401 } }, 401),
      'https://community.example/wp-json/': () => json(index),
    });
    const wrong = await signInError(signIn(input, { fetch: fetchMock }));
    expect(wrong.field).toBe('password');
    expect(wrong.message).toBe('Wrong username or application password.');
    const loginPassword = await signInError(
      signIn({ ...input, password: 'hunter2' }, { fetch: fetchMock }),
    );
    expect(loginPassword.message).toContain('24 letters and digits');
    expect(loginPassword.message).not.toContain('hunter2');
  });

  it('passes on the server’s way forward when sign-in is held (429)', async () => {
    // Our server's per-name limit (docs/decisions/026): the message says when and from where.
    const message =
      'Too many failed sign-in attempts for this username. Try again in 60 seconds, or from a network you signed in from before.';
    const fetchMock = fakeSite({
      'https://community.example/wp-json/wp/v2/users/me': () =>
        json(
          { code: 'rest_too_many_requests', message, data: { status: 429, retry_after: 60 } },
          429,
        ),
      'https://community.example/wp-json/': () => json(index),
    });
    const held = await signInError(signIn(input, { fetch: fetchMock }));
    expect(held.message).toBe(`The site refused the request (429): ${message}`);
    expect(held.message).not.toContain('Wrong username');
  });

  it('explains credentials the site never saw, and a forbidden account', async () => {
    const anonymous = fakeSite({
      'https://community.example/wp-json/wp/v2/users/me': () =>
        json({ code: 'rest_not_logged_in', message: 'x', data: { status: 401 } }, 401),
      'https://community.example/wp-json/': () => json(index),
    });
    expect((await signInError(signIn(input, { fetch: anonymous }))).message).toContain(
      'Authorization header',
    );

    const forbidden = fakeSite({
      'https://community.example/wp-json/wp/v2/users/me': () =>
        json({ code: 'rest_forbidden', message: 'x', data: { status: 403 } }, 403),
      'https://community.example/wp-json/': () => json(index),
    });
    expect((await signInError(signIn(input, { fetch: forbidden }))).message).toContain(
      'not allowed',
    );
  });

  it('marks an account without admin or moderator rights', async () => {
    const fetchMock = fakeSite({
      'https://community.example/wp-json/wp/v2/users/me': () =>
        json({ ...admin, roles: ['subscriber'], capabilities: { read: true } }),
      'https://community.example/wp-json/': () => json(index),
    });
    expect((await signIn(input, { fetch: fetchMock })).user.isManager).toBe(false);
  });

  it('checks the fields before calling anything', async () => {
    const fetchMock = fakeSite({});
    expect((await signInError(signIn({ ...input, site: '' }, { fetch: fetchMock }))).field).toBe(
      'site',
    );
    expect(
      (await signInError(signIn({ ...input, username: ' ' }, { fetch: fetchMock }))).field,
    ).toBe('username');
    expect(
      (await signInError(signIn({ ...input, password: '' }, { fetch: fetchMock }))).field,
    ).toBe('password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    'http://community.example',
    'http://community.example/wp-json/',
    'http://localhost.evil.com',
    'http://127.0.0.1.nip.io',
  ])('refuses plain http to %s before sending anything', async (site) => {
    const fetchMock = fakeSite({
      'http://': () => json(index),
    });
    const error = await signInError(signIn({ ...input, site }, { fetch: fetchMock }));
    expect(error.field).toBe('site');
    expect(error.message).toContain('WordPress refuses application passwords without HTTPS');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['http://127.1.2.3:8787', 'http://127.1.2.3:8787'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['http://shop.test', 'http://shop.test'],
    ['localhost:8787', 'http://localhost:8787'],
  ])('signs in over plain http to %s, a local site', async (site, expected) => {
    const fetchMock = fakeSite({
      [`${expected}/wp-json/wp/v2/users/me`]: () => json(admin),
      [`${expected}/wp-json/`]: () => json(index),
    });
    const session = await signIn({ ...input, site }, { fetch: fetchMock });
    expect(session.site).toBe(expected);
    expect(fetchMock).toHaveBeenCalled();
  });
});
