import {
  focusManager,
  keepPreviousData,
  onlineManager,
  QueryObserver,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, restRoute } from '../../contract';
import { createApiClient, type ApiClient } from '../api/client';
import { coursesQuery, spacesQuery } from '../api/directory';
import { ApiError } from '../api/errors';
import { membersResponseSchema } from '../api/schemas/member';
import { feedTimelineQuery } from '../features/feed/api';
import { DEFAULT_FEED_FILTERS, type FeedFilters } from '../features/feed/url-state';
import { readSample } from '../test/samples';
import { currentUserQuery } from './layout/current-user-query';
import { createQueryClient } from './query-client';

const failure = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ kind: 'http', message: 'x', url: 'https://site.example/', ...init });

interface Reply {
  status: number;
  body: unknown;
}

/**
 * A site answering each REST route (e.g. `fluent-community/v2/feeds`) as the test says; the
 * answers can change mid-test, as when a password is revoked.
 */
function fakeSite(initial: Record<string, Reply>) {
  const replies = new Map(Object.entries(initial));
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const route = new URL(String(input)).pathname.replace(/^\/wp-json\//, '');
    const reply = replies.get(route) ?? { status: 404, body: { code: 'rest_no_route' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  const api: ApiClient = createApiClient({
    root: { form: 'pretty', url: 'https://community.example/wp-json/' },
    credentials: { username: 'admin', password: 'abcd efgh ijkl mnop qrst uvwx' },
    fetch,
  });
  const answer = (route: string, reply: Reply) => replies.set(route, reply);
  return { api, answer, fetch };
}

const ok = (sample: string): Reply => ({ status: 200, body: readSample(sample) });
const FEEDS = restRoute(ENDPOINTS.feeds);
const SPACES = restRoute(ENDPOINTS.spaces);
const USERS_ME = restRoute(ENDPOINTS.usersMe);
const GENERAL_MEMBERS = restRoute(ENDPOINTS.spaceMembers, { spaceSlug: 'general' });
const COURSES = restRoute(ENDPOINTS.courses);

function watchedClient() {
  const onUnauthorized = vi.fn();
  const onCredentialsInDoubt = vi.fn();
  const client = createQueryClient({ onUnauthorized, onCredentialsInDoubt });
  return { client, onUnauthorized, onCredentialsInDoubt };
}

/** Loads (or reloads: never fresh) the feed for these filters, as the feed page does. */
function loadFeed(
  client: ReturnType<typeof createQueryClient>,
  api: ApiClient,
  filters: FeedFilters = DEFAULT_FEED_FILTERS,
) {
  return client.fetchInfiniteQuery({ ...feedTimelineQuery(api, filters), staleTime: 0 });
}

function loadSpaces(client: ReturnType<typeof createQueryClient>, api: ApiClient) {
  return client.fetchQuery({ ...spacesQuery(api), staleTime: 0 });
}

function loadMembers(client: ReturnType<typeof createQueryClient>, api: ApiClient) {
  return client
    .fetchQuery({
      queryKey: ['members', 'general'],
      queryFn: () => api.get(GENERAL_MEMBERS, { schema: membersResponseSchema }),
      staleTime: 0,
    })
    .catch((error: unknown) => error);
}

describe('createQueryClient', () => {
  it('retries network, timeout and 5xx failures only', () => {
    const client = createQueryClient({ onUnauthorized: () => undefined });
    const retry = client.getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, failure({ kind: 'network' }))).toBe(true);
    expect(retry(1, failure({ kind: 'timeout' }))).toBe(true);
    expect(retry(0, failure({ status: 503 }))).toBe(true);
    expect(retry(2, failure({ status: 503 }))).toBe(false);
    expect(retry(0, failure({ status: 404 }))).toBe(false);
    expect(retry(0, failure({ status: 401 }))).toBe(false);
    expect(retry(0, failure({ kind: 'schema' }))).toBe(false);
    expect(retry(0, new Error('render bug'))).toBe(false);
  });

  it('reports a 401 from any query', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(failure({ status: 401 })) })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(failure({ status: 403 })) })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a 401 from an action, and not its 403 (a refusal of that action)', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const act = (status: number) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(failure({ status })) })
        .execute(undefined)
        .catch(() => undefined);
    await act(403);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await act(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the credential check answers 403, as for a 401', async () => {
    const { client, onUnauthorized } = watchedClient();
    const { api } = fakeSite({
      [USERS_ME]: { status: 403, body: { code: 'rest_forbidden', data: { status: 403 } } },
    });
    await client.fetchQuery(currentUserQuery(api)).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

/** A component showing the course list: an observer of the query, until `stop()`. */
function watchCourses(client: ReturnType<typeof createQueryClient>, api: ApiClient) {
  const observer = new QueryObserver(client, { ...coursesQuery(api), retry: false });
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

async function settled(observer: ReturnType<typeof watchCourses>['observer']) {
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
  return observer.getCurrentResult();
}

describe('a refusal is final (no request is repeated on its own)', () => {
  afterEach(() => {
    focusManager.setFocused(undefined);
    onlineManager.setOnline(true);
  });

  it.each([
    ['403', { status: 403, body: { code: 'rest_forbidden', data: { status: 403 } } }],
    ['422 permission_failed', { status: 422, body: readSample('error_members_bad_password.json') }],
    ['404', { status: 404, body: { code: 'rest_no_route' } }],
  ])(
    'asks once for a %s: not again when another component mounts, the window regains focus or the network returns',
    async (_name, reply) => {
      const { client } = watchedClient();
      const { api, fetch } = fakeSite({ [COURSES]: reply });
      const list = watchCourses(client, api);
      expect((await settled(list.observer)).isError).toBe(true);

      // The refusal's own message mounts a picker reading the same query, which mounts, and so on.
      const picker = watchCourses(client, api);
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
      expect((await settled(picker.observer)).isError).toBe(true);
      expect(fetch).toHaveBeenCalledTimes(1);
      list.stop();
      picker.stop();
    },
  );

  it('asks once for a 403 to a list it showed before (rights taken away)', async () => {
    const { client } = watchedClient();
    const { api, answer, fetch } = fakeSite({ [COURSES]: ok('courses_list.json') });
    const list = watchCourses(client, api);
    expect((await settled(list.observer)).isSuccess).toBe(true);
    answer(COURSES, { status: 403, body: { code: 'rest_forbidden', data: { status: 403 } } });
    await list.observer.refetch();
    expect(list.observer.getCurrentResult().isError).toBe(true);

    const picker = watchCourses(client, api);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settled(picker.observer);
    expect(fetch).toHaveBeenCalledTimes(2);
    list.stop();
    picker.stop();
  });

  it('asks again on mount after a 429: a limit that lifts is not a refusal', async () => {
    const { client } = watchedClient();
    const { api, fetch } = fakeSite({
      [COURSES]: { status: 429, body: { code: 'rest_too_many_requests', data: { status: 429 } } },
    });
    const list = watchCourses(client, api);
    expect((await settled(list.observer)).error).toMatchObject({ status: 429 });

    const picker = watchCourses(client, api);
    await settled(picker.observer);
    expect(fetch).toHaveBeenCalledTimes(2);
    list.stop();
    picker.stop();
  });

  it('asks again on mount after a failure that may pass (the network)', async () => {
    const { client } = watchedClient();
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('offline')));
    const api = createApiClient({
      root: { form: 'pretty', url: 'https://community.example/wp-json/' },
      fetch,
    });
    const list = watchCourses(client, api);
    expect((await settled(list.observer)).error).toMatchObject({ kind: 'network' });

    const picker = watchCourses(client, api);
    await settled(picker.observer);
    expect(fetch).toHaveBeenCalledTimes(2);
    list.stop();
    picker.stop();
  });
});

/** A site that answers the course list until `down` is set, then answers nothing at all. */
function siteThatGoesDown() {
  const site = { down: false, asked: [] as number[] };
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    site.asked.push(Date.now());
    if (site.down) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(readSample('courses_list.json')), { status: 200 });
  });
  const api = createApiClient({
    root: { form: 'pretty', url: 'https://community.example/wp-json/' },
    fetch,
  });
  return { site, api };
}

describe('a site that stops answering', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the rows on screen and asks again, backing off to every 30 s, until it answers', async () => {
    const { client } = watchedClient();
    const { site, api } = siteThatGoesDown();
    const list = new QueryObserver(client, {
      ...coursesQuery(api, ''),
      placeholderData: keepPreviousData,
    });
    const stop = list.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const shown = list.getCurrentResult().data;
    expect(shown?.data.length).toBeGreaterThan(0);

    // The site goes away; the person searches the list.
    site.down = true;
    const start = Date.now();
    list.setOptions({ ...coursesQuery(api, 'design'), placeholderData: keepPreviousData });
    await vi.advanceTimersByTimeAsync(121_000);
    const waits = site.asked.slice(1).map((at) => (at - start) / 1000);
    expect(waits).toEqual([0, 1, 3, 7, 15, 31, 61, 91, 121]);
    const during = list.getCurrentResult();
    expect(during).toMatchObject({ isPlaceholderData: true, isFetching: true, data: shown });
    expect(during.failureReason).toMatchObject({ kind: 'network', isOutage: true });

    // Back: the next try finds it, without anyone asking.
    site.down = false;
    await vi.advanceTimersByTimeAsync(30_000);
    const after = list.getCurrentResult();
    expect(after).toMatchObject({ status: 'success', isPlaceholderData: false, failureCount: 0 });
    expect(site.asked).toHaveLength(11);
    stop();
  });

  it('gives a site never reached two retries, then the error with the setup advice', async () => {
    const { client } = watchedClient();
    const { site, api } = siteThatGoesDown();
    site.down = true;
    const list = new QueryObserver(client, coursesQuery(api, ''));
    const stop = list.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(site.asked).toHaveLength(3);
    expect(list.getCurrentResult().error).toMatchObject({
      kind: 'network',
      message: expect.stringContaining('Check the address') as unknown,
    });
    stop();
  });

  it('stops asking once no component wants the query', async () => {
    const { client } = watchedClient();
    const { site, api } = siteThatGoesDown();
    const list = new QueryObserver(client, coursesQuery(api, ''));
    const stop = list.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    site.down = true;
    list.setOptions(coursesQuery(api, 'design'));
    await vi.advanceTimersByTimeAsync(10_000);
    const asked = site.asked.length;
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(site.asked).toHaveLength(asked);
  });
});

describe('replies that look like a revoked password (real sites answer as anonymous)', () => {
  it('doubts the credentials on the real 422 permission_failed of a member list', async () => {
    const { client, onUnauthorized, onCredentialsInDoubt } = watchedClient();
    const { api } = fakeSite({
      [GENERAL_MEMBERS]: { status: 422, body: readSample('error_members_bad_password.json') },
    });
    const error = await loadMembers(client, api);
    expect(error).toMatchObject({ status: 422, isForbidden: true });
    expect(onCredentialsInDoubt).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('doubts them on a 422 from a request that answered before, not on a first one', async () => {
    const { client, onCredentialsInDoubt } = watchedClient();
    const invalidSpace = { status: 422, body: readSample('error_unknown_space_feeds.json') };
    const { api, answer } = fakeSite({ [FEEDS]: invalidSpace });
    const secretRoom = { ...DEFAULT_FEED_FILTERS, space: 'staff-room' };

    await loadFeed(client, api, secretRoom).catch(() => undefined);
    expect(onCredentialsInDoubt).not.toHaveBeenCalled();

    answer(FEEDS, ok('feeds_space_design-club.json'));
    await loadFeed(client, api, secretRoom);
    answer(FEEDS, invalidSpace);
    await loadFeed(client, api, secretRoom).catch(() => undefined);
    expect(onCredentialsInDoubt).toHaveBeenCalledTimes(1);
  });

  it('doubts them when a feed no longer shows the private spaces it showed (real samples)', async () => {
    const { client, onCredentialsInDoubt } = watchedClient();
    const { api, answer } = fakeSite({
      [SPACES]: ok('spaces_list.json'),
      [FEEDS]: ok('feeds_default.json'),
    });
    await loadSpaces(client, api);
    await loadFeed(client, api);
    await loadFeed(client, api);
    expect(onCredentialsInDoubt).not.toHaveBeenCalled();

    // The same request after the password was revoked: public spaces only, still a 200.
    answer(FEEDS, ok('feeds_bad_password_is_anonymous.json'));
    await loadFeed(client, api);
    expect(onCredentialsInDoubt).toHaveBeenCalledTimes(1);
  });

  it('knows private spaces from the posts when they say so, as our server sends them', async () => {
    const { client, onCredentialsInDoubt } = watchedClient();
    const signedIn = readSample('feeds_default.json') as {
      feeds: { data: Array<{ space: { slug: string; privacy?: string } }> };
    };
    for (const post of signedIn.feeds.data) {
      if (post.space.slug === 'design-club') post.space.privacy = 'private';
    }
    const { api, answer } = fakeSite({ [FEEDS]: { status: 200, body: signedIn } });
    await loadFeed(client, api);
    answer(FEEDS, ok('feeds_bad_password_is_anonymous.json'));
    await loadFeed(client, api);
    expect(onCredentialsInDoubt).toHaveBeenCalledTimes(1);
  });

  it('doubts them when the space list loses its private spaces', async () => {
    const { client, onCredentialsInDoubt } = watchedClient();
    const all = readSample('spaces_list.json') as { spaces: Array<{ privacy: string }> };
    const publicOnly = { spaces: all.spaces.filter((space) => space.privacy === 'public') };
    const { api, answer } = fakeSite({ [SPACES]: { status: 200, body: all } });
    await loadSpaces(client, api);
    answer(SPACES, { status: 200, body: publicOnly });
    await loadSpaces(client, api);
    expect(onCredentialsInDoubt).toHaveBeenCalledTimes(1);
  });

  it('raises no doubt for feeds that never showed a private space, or on a first answer', async () => {
    const { client, onCredentialsInDoubt } = watchedClient();
    const { api, answer } = fakeSite({
      [SPACES]: ok('spaces_list.json'),
      [FEEDS]: ok('feeds_space_general.json'),
    });
    await loadSpaces(client, api);
    const general = { ...DEFAULT_FEED_FILTERS, space: 'general' };
    await loadFeed(client, api, general);
    await loadFeed(client, api, general);
    answer(FEEDS, ok('feeds_bad_password_is_anonymous.json'));
    await loadFeed(client, api);
    await loadFeed(client, api, { ...DEFAULT_FEED_FILTERS, search: 'deploying' });
    expect(onCredentialsInDoubt).not.toHaveBeenCalled();
  });

  it('raises no doubt for a 403 of our server or a 401 (which ends the session at once)', async () => {
    const { client, onUnauthorized, onCredentialsInDoubt } = watchedClient();
    const { api, answer } = fakeSite({
      [GENERAL_MEMBERS]: { status: 403, body: { code: 'rest_forbidden', data: { status: 403 } } },
    });
    await loadMembers(client, api);
    expect(onUnauthorized).not.toHaveBeenCalled();
    answer(GENERAL_MEMBERS, { status: 401, body: readSample('error_students_bad_password.json') });
    await loadMembers(client, api);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onCredentialsInDoubt).not.toHaveBeenCalled();
  });

  it('forgets which spaces were private once the cache is emptied (the next account)', async () => {
    const { client, onCredentialsInDoubt } = watchedClient();
    const { api, answer } = fakeSite({
      [SPACES]: ok('spaces_list.json'),
      [FEEDS]: ok('feeds_default.json'),
    });
    await loadSpaces(client, api);
    client.clear();

    await loadFeed(client, api);
    answer(FEEDS, ok('feeds_bad_password_is_anonymous.json'));
    await loadFeed(client, api);
    expect(onCredentialsInDoubt).not.toHaveBeenCalled();
  });
});
