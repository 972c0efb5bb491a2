import { focusManager } from '@tanstack/react-query';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import type { ApiClient, GetOptions } from '../../api/client';
import { ApiError } from '../../api/errors';
import { LIVE_REFRESH_MS } from '../../api/live-polling';
import type { Feed, FeedsResponse } from '../../api/schemas/feed';
import { readSample } from '../../test/samples';
import { NEW_POSTS_CHECK_SIZE } from './new-posts-query';
import { renderFeed } from './render-feed.fixture';
import { makePage, makePost } from '../../test/sample-posts';
import { noActions } from '../../test/no-actions';

type Params = Record<string, unknown>;

const post = (id: number, minute: number, patch: Partial<Feed> = {}): Feed =>
  makePost({
    id,
    title: `Post ${id}`,
    created_at: `2026-11-20 10:${String(minute).padStart(2, '0')}:00`,
    is_sticky: false,
    comments: [],
    ...patch,
  });

/** The loaded feed: posts 100 (newest, 10:30) down to 91, and one page only. */
const loaded = Array.from({ length: 10 }, (_, index) => post(100 - index, 30 - index));

const isCheck = (params: Params) => params.per_page === NEW_POSTS_CHECK_SIZE;

/**
 * An API client: feed pages from `answerFeed`, new-post checks from `answerCheck` (each may
 * return a promise, or throw), the spaces list from the samples.
 */
function fakeClient(answerCheck: (params: Params) => FeedsResponse | Promise<FeedsResponse>) {
  const checks: Params[] = [];
  const get = vi.fn(async (route: string, options: GetOptions<never>) => {
    const params = (options.params ?? {}) as Params;
    let body: unknown;
    if (route.endsWith('/spaces')) body = readSample('spaces_list.json');
    else if (isCheck(params)) {
      checks.push(params);
      body = await answerCheck(params);
    } else
      body = params.space ? makePage(loaded, post(7, 0, { is_sticky: true })) : makePage(loaded);
    const parsed = safeParse(options.schema, body);
    if (!parsed.success) throw new Error(`fake answer does not parse: ${parsed.error.message}`);
    return parsed.data;
  });
  const client: ApiClient = {
    root: { form: 'pretty', url: 'https://example.com/wp-json/' },
    get,
    act: noActions,
  };
  return { client, get, checks };
}

const titles = () =>
  screen
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);
/** The feed pages asked for (not checks, not the spaces list). */
const feedPageRequests = (get: ReturnType<typeof fakeClient>['get']) =>
  get.mock.calls
    .map(([route, options]) => ({ route, params: (options?.params ?? {}) as Params }))
    .filter(({ route, params }) => route.endsWith('/feeds') && !isCheck(params))
    .map(({ params }) => params);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const down = () => {
  throw new ApiError({ kind: 'http', status: 503, url: 'x', message: 'Down (503).' });
};

describe('the feed’s new-post check', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('asks for the first few posts of the same filters every 30 s, and shows them on click', async () => {
    const { client, get, checks } = fakeClient(() =>
      makePage([post(102, 40), post(101, 35), ...loaded.slice(0, 3)], null, true),
    );
    renderFeed(client, '/feed?search=deploy&topic_slug=help');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await advance(LIVE_REFRESH_MS - 1_000);
    expect(checks).toHaveLength(0);

    await advance(1_000);
    expect(checks).toEqual([
      expect.objectContaining({
        page: 1,
        per_page: 5,
        search: 'deploy',
        topic_slug: 'help',
        order_by_type: 'latest',
        disable_sticky: 'yes',
      }),
    ]);
    const button = await screen.findByRole('button', { name: '2 new posts' });
    const announced = screen.getAllByRole('status').map((region) => region.textContent);
    expect(announced).toContain('2 new posts');
    expect(titles()[0]).toBe('Post 100');

    const requestsBefore = get.mock.calls.length;
    act(() => button.click());
    await vi.waitFor(() =>
      expect(titles().slice(0, 3)).toEqual(['Post 102', 'Post 101', 'Post 100']),
    );
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
    expect(get.mock.calls.length).toBe(requestsBefore);

    // The next check compares with post 102: nothing new.
    await advance(LIVE_REFRESH_MS);
    expect(checks).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
  });

  it('leaves the space’s pinned post out, old or new', async () => {
    const pinnedInPlace = post(7, 0, { is_sticky: true, created_at: '2026-11-20 11:00:00' });
    const { client, checks } = fakeClient(() => makePage([pinnedInPlace, ...loaded.slice(0, 4)]));
    renderFeed(client, '/feed?space=general');
    await screen.findAllByRole('article');
    await advance(LIVE_REFRESH_MS);
    expect(checks).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /new post/ })).toBeNull();
  });

  it('asks nothing while the page is hidden, and asks at once when it shows again', async () => {
    const { client, checks } = fakeClient(() => makePage([post(101, 35), ...loaded.slice(0, 4)]));
    renderFeed(client);
    await screen.findAllByRole('article');
    act(() => focusManager.setFocused(false));
    await advance(5 * LIVE_REFRESH_MS);
    expect(checks).toHaveLength(0);

    act(() => focusManager.setFocused(true));
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeInTheDocument();
    expect(checks).toHaveLength(1);
  });

  it('backs off after errors, and never has two checks under way', async () => {
    let answer: (params: Params) => FeedsResponse | Promise<FeedsResponse> = down;
    const { client, checks } = fakeClient((params) => answer(params));
    renderFeed(client);
    await screen.findAllByRole('article');

    await advance(LIVE_REFRESH_MS);
    expect(checks).toHaveLength(1);
    // Retried after 60 s, then 120 s: the 30 s ticks in between join the waiting attempt.
    await advance(59_000);
    expect(checks).toHaveLength(1);
    await advance(1_000);
    expect(checks).toHaveLength(2);
    await advance(119_000);
    expect(checks).toHaveLength(2);
    await advance(1_000);
    expect(checks).toHaveLength(3);

    // A slow answer: ticks come and go, one request stays under way.
    let release: () => void = () => undefined;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve(makePage([post(101, 35), ...loaded.slice(0, 4)]));
      });
    await advance(240_000);
    expect(checks).toHaveLength(4);
    await advance(3 * LIVE_REFRESH_MS);
    expect(checks).toHaveLength(4);
    await act(async () => release());
    expect(await screen.findByRole('button', { name: '1 new post' })).toBeInTheDocument();
    // Back to the 30 s rhythm.
    await advance(LIVE_REFRESH_MS);
    expect(checks).toHaveLength(5);
  });

  it('does not check orders where a new post does not go on top', async () => {
    const { client, checks } = fakeClient(() => makePage([post(101, 35)]));
    renderFeed(client, '/feed?order_by_type=popular');
    await screen.findAllByRole('article');
    await advance(4 * LIVE_REFRESH_MS);
    expect(checks).toHaveLength(0);
  });

  it('starts the feed again from the top when more posts came than the checks saw', async () => {
    const many = [post(105, 55), post(104, 54), post(103, 53), post(102, 52), post(101, 51)];
    const { client, get } = fakeClient(() => makePage(many, null, true));
    renderFeed(client);
    await screen.findAllByRole('article');
    await advance(LIVE_REFRESH_MS);
    const button = await screen.findByRole('button', { name: '5+ new posts' });
    const pagesBefore = feedPageRequests(get).length;
    act(() => button.click());
    await vi.waitFor(() => expect(feedPageRequests(get)).toHaveLength(pagesBefore + 1));
    expect(feedPageRequests(get).at(-1)).toMatchObject({ page: 1 });
  });
});
