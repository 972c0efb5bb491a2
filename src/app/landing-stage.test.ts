import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSample } from '../test/samples';
import { withoutSiteLanguage } from '../test/site-language';
import { appQueryClient } from './app-query-client';
import { sessionStore } from '../features/auth/session-store';
import { feedKeys } from '../features/feed/api';
import { DEFAULT_FEED_FILTERS } from '../features/feed/url-state';
import { directoryKeys } from '../api/directory';
import { currentUserKey } from './layout/current-user-query';
import { stageLandingPage } from './landing-stage';
import { UTC_SITE_CLOCK } from '../lib/site-clock';

/** A page's code and catalogs are compiled on first import: seconds on a busy machine. */
const WAIT = { timeout: 10_000 };

const root = { form: 'pretty', url: 'https://community.example/wp-json/' } as const;
const credentials = { username: 'admin', password: 'abcdEFGHijklMNOPqrstUVWX' };
const user = { id: 1, name: 'Site Admin', roles: ['administrator'] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A site whose `/feeds` answers only when the test says so; every request is recorded. */
function fakeSite(feedAnswer: () => Response) {
  const requests: string[] = [];
  let releaseFeed = () => {};
  const feedReleased = new Promise<void>((resolve) => (releaseFeed = resolve));
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(withoutSiteLanguage(input));
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/feeds')) {
      await feedReleased;
      return feedAnswer();
    }
    if (url.pathname.endsWith('/spaces')) return json(readSample('spaces_list.json'));
    if (url.pathname.endsWith('/v2/members')) {
      return json({ code: 'rest_forbidden', message: 'Not yours.', data: { status: 403 } }, 403);
    }
    if (url.pathname.endsWith('/members')) {
      return json(readSample('members_design-club_status_pending.json'));
    }
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, releaseFeed };
}

/** What discovery found: a plain FluentCommunity site on UTC. */
const SITE = { namespaces: ['wp/v2', 'fluent-community/v2'], clock: UTC_SITE_CLOCK };

afterEach(() => {
  vi.unstubAllGlobals();
  appQueryClient.clear();
});

describe('the landing page staged during the credential check', () => {
  it('moves to the app once accepted, still on its way, and is never asked twice', async () => {
    const site = fakeSite(() => json(readSample('feeds_default.json')));
    const stage = stageLandingPage({ pathname: '/feed', search: '' }, root, credentials, SITE);
    await vi.waitFor(
      () => expect(site.requests.some((r) => r.includes('/feeds'))).toBe(true),
      WAIT,
    );
    // Nothing reaches the app while the check runs.
    expect(appQueryClient.getQueryCache().getAll()).toEqual([]);

    stage.commit(user as never);
    expect(appQueryClient.getQueryData(currentUserKey)).toEqual(user);
    site.releaseFeed();
    const timeline = feedKeys.timeline(DEFAULT_FEED_FILTERS);
    await vi.waitFor(() => expect(appQueryClient.getQueryData(timeline)).toBeDefined(), WAIT);
    const data = appQueryClient.getQueryData<{ pages: { feeds: { data: unknown[] } }[] }>(timeline);
    expect(data?.pages).toHaveLength(1);
    expect(data?.pages[0]?.feeds.data.length).toBeGreaterThan(0);
    await vi.waitFor(
      () => expect(appQueryClient.getQueryData(directoryKeys.spaces())).toBeDefined(),
      WAIT,
    );
    expect(site.requests.filter((r) => r.includes('/feeds'))).toHaveLength(1);
    expect(site.requests.filter((r) => r.includes('/spaces'))).toHaveLength(1);
    // The credentials travelled with the staged requests.
    const call = vi.mocked(fetch).mock.calls[0];
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toMatch(/^Basic /);
  });

  it('is dropped when refused: nothing reaches the app, and no session is ended', async () => {
    const before = sessionStore.getState();
    const site = fakeSite(() => json({ code: 'incorrect_password', message: 'Wrong.' }, 401));
    const stage = stageLandingPage({ pathname: '/feed', search: '' }, root, credentials, SITE);
    await vi.waitFor(
      () => expect(site.requests.some((r) => r.includes('/feeds'))).toBe(true),
      WAIT,
    );
    stage.discard();
    site.releaseFeed();
    stage.commit(user as never); // too late: a refused stage stays refused
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(appQueryClient.getQueryCache().getAll()).toEqual([]);
    expect(sessionStore.getState()).toBe(before);
  });

  it('stages the page the URL names, with its filters', async () => {
    const site = fakeSite(() => json(readSample('feeds_default.json')));
    stageLandingPage(
      { pathname: '/spaces/design-club/members', search: '?search=an&sort_by=display_name' },
      root,
      credentials,
      SITE,
    );
    await vi.waitFor(
      () => expect(site.requests.some((r) => r.includes('/members'))).toBe(true),
      WAIT,
    );
    const members = site.requests.find((r) => r.includes('/members')) ?? '';
    expect(members).toContain('/wp-json/fluent-community/v2/spaces/design-club/members?');
    expect(members).toContain('search=an');
    expect(members).toContain('sort_by=display_name');
  });

  it("stages the overview's one counted answer where the site lists our server's namespace", async () => {
    const counted = fakeSite(() => json(readSample('feeds_default.json')));
    stageLandingPage({ pathname: '/', search: '' }, root, credentials, {
      ...SITE,
      namespaces: [...SITE.namespaces, 'community-desk/v1'],
    });
    await vi.waitFor(
      () =>
        expect(
          counted.requests.some((r) => r.includes('/community-desk/v1/insights/overview?')),
        ).toBe(true),
      WAIT,
    );
    vi.unstubAllGlobals();

    const plain = fakeSite(() => json(readSample('feeds_default.json')));
    stageLandingPage({ pathname: '/', search: '' }, root, credentials, SITE);
    await vi.waitFor(
      () => expect(plain.requests.some((r) => r.endsWith('/spaces'))).toBe(true),
      WAIT,
    );
    expect(plain.requests.some((r) => r.includes('community-desk'))).toBe(false);
  });

  it("asks each space's first join requests once the check says an administrator, into the app's cache", async () => {
    const site = fakeSite(() => json(readSample('feeds_default.json')));
    const spaces = (readSample('spaces_list.json') as { spaces: { slug: string }[] }).spaces;
    const stage = stageLandingPage({ pathname: '/inbox', search: '' }, root, credentials, SITE);
    await vi.waitFor(
      () => expect(site.requests.some((r) => r.endsWith('/spaces'))).toBe(true),
      WAIT,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Whose requests they are is not known before the check has answered.
    expect(site.requests.filter((r) => /\/spaces\/[^/]+\/members/.test(r))).toEqual([]);

    stage.commit(user as never);
    await vi.waitFor(
      () =>
        expect(site.requests.filter((r) => /\/spaces\/[^/]+\/members/.test(r))).toHaveLength(
          spaces.length,
        ),
      WAIT,
    );
    // A manager's other two sections come with them, each asked once.
    await vi.waitFor(
      () =>
        expect(site.requests.filter((r) => r.includes('/v2/members?status=pending'))).toHaveLength(
          1,
        ),
      WAIT,
    );
    await vi.waitFor(
      () =>
        expect(site.requests.filter((r) => r.includes('/v2/feeds?status=pending'))).toHaveLength(1),
      WAIT,
    );
    site.releaseFeed();
    for (const { slug } of spaces) {
      const asked = site.requests.filter((r) => r.includes(`/spaces/${slug}/members?`));
      expect(asked, slug).toHaveLength(1);
      expect(asked[0]).toContain('status=pending');
    }
    await vi.waitFor(
      () =>
        expect(
          appQueryClient
            .getQueryCache()
            .getAll()
            .filter((query) => query.queryKey.includes(spaces[0]!.slug) && query.state.data),
        ).not.toHaveLength(0),
      WAIT,
    );
  });

  it('asks no join requests for an account that is not an administrator, nor once refused', async () => {
    const site = fakeSite(() => json(readSample('feeds_default.json')));
    const member = stageLandingPage({ pathname: '/inbox', search: '' }, root, credentials, SITE);
    await vi.waitFor(
      () => expect(site.requests.some((r) => r.endsWith('/spaces'))).toBe(true),
      WAIT,
    );
    member.commit({ ...user, roles: ['subscriber'] } as never);
    const refused = stageLandingPage({ pathname: '/', search: '' }, root, credentials, SITE);
    refused.discard();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(site.requests.filter((r) => r.includes('members'))).toEqual([]);
    expect(site.requests.filter((r) => r.includes('status=pending'))).toEqual([]);
  });
});
