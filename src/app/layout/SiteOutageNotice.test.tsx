import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { coursesQuery } from '../../api/directory';
import { readSample } from '../../test/samples';
import { createQueryClient } from '../query-client';
import { SiteOutageNotice } from './SiteOutageNotice';

/** A site that answers the course list, or nothing at all while `down`; `refuse` sends 403s. */
function site() {
  const state = { down: false, refuse: false };
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (state.down) throw new TypeError('Failed to fetch');
    if (state.refuse) {
      return new Response(JSON.stringify({ code: 'rest_forbidden', data: { status: 403 } }), {
        status: 403,
      });
    }
    return new Response(JSON.stringify(readSample('courses_list.json')), { status: 200 });
  });
  const api = createApiClient({
    root: { form: 'pretty', url: 'https://community.example/wp-json/' },
    fetch,
  });
  return { state, api };
}

function renderNotice() {
  const queryClient = createQueryClient({ onUnauthorized: () => undefined });
  render(
    <QueryClientProvider client={queryClient}>
      <SiteOutageNotice />
    </QueryClientProvider>,
  );
  return queryClient;
}

const notice = () => screen.queryByRole('status', { name: 'The site stopped answering' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SiteOutageNotice', () => {
  it('says the site stopped answering while a query waits on it, and goes once it answers', async () => {
    const queryClient = renderNotice();
    const { state, api } = site();
    const list = new QueryObserver(queryClient, coursesQuery(api, ''));
    const stop = list.subscribe(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(notice()).not.toBeInTheDocument();

    state.down = true;
    act(() => list.setOptions(coursesQuery(api, 'design')));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(notice()).toHaveTextContent(/keeps what it showed/);
    expect(notice()).toHaveTextContent(/tries again by itself/);

    state.down = false;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(notice()).not.toBeInTheDocument();
    stop();
  });

  it('says nothing of a refusal or of a site never reached (the page gives those)', async () => {
    const queryClient = renderNotice();
    const { state, api } = site();
    state.down = true;
    const first = new QueryObserver(queryClient, coursesQuery(api, ''));
    const stop = first.subscribe(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(first.getCurrentResult()).toMatchObject({ fetchStatus: 'fetching', failureCount: 1 });
    expect(notice()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(first.getCurrentResult().error).toMatchObject({ kind: 'network' });
    expect(notice()).not.toBeInTheDocument();

    state.down = false;
    state.refuse = true;
    const other = new QueryObserver(queryClient, coursesQuery(api, 'x'));
    const stopOther = other.subscribe(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(other.getCurrentResult().error).toMatchObject({ status: 403 });
    expect(notice()).not.toBeInTheDocument();
    stop();
    stopOther();
  });
});
