import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../../api/ApiClientProvider';
import type { ApiClient } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { pendingCountAnswer } from '../../../test/members-answer';
import { PENDING_COUNT_REFRESH_MS } from '../../../api/pending-count';
import { membersKeys } from '../../../api/members-keys';
import { PendingCountBadge } from './PendingCountBadge';

function setup(counts: number[]) {
  const get = vi.fn(async () => pendingCountAnswer(counts.shift() ?? 0));
  const client = {
    root: { form: 'pretty', url: 'https://x.test/wp-json/' },
    get,
  } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <PendingCountBadge slug="design-club" />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { get, queryClient };
}

describe('PendingCountBadge', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('shows the count with one small request, and refreshes it every 30 seconds', async () => {
    const { get } = setup([14, 15]);
    expect(await screen.findByText('14')).toBeInTheDocument();
    expect(screen.getByText('pending requests')).toHaveClass('sr-only');
    expect(get).toHaveBeenCalledWith(
      'fluent-community/v2/spaces/design-club/members',
      expect.objectContaining({ params: { per_page: 1 } }),
    );
    await act(() => vi.advanceTimersByTimeAsync(PENDING_COUNT_REFRESH_MS));
    expect(await screen.findByText('15')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('refreshes when the window regains focus, even when fresh', async () => {
    const { get } = setup([3, 4]);
    expect(await screen.findByText('3')).toBeInTheDocument();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while the page is hidden, and backs off after errors', async () => {
    const { get } = setup([5, 6, 7]);
    expect(await screen.findByText('5')).toBeInTheDocument();
    act(() => focusManager.setFocused(false));
    await act(() => vi.advanceTimersByTimeAsync(5 * PENDING_COUNT_REFRESH_MS));
    expect(get).toHaveBeenCalledTimes(1);

    get.mockRejectedValueOnce(
      new ApiError({ kind: 'network', url: 'x', message: 'The site could not be reached.' }),
    );
    act(() => focusManager.setFocused(true));
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    // The failed refresh is tried again after a minute, not on the next 30 s tick.
    await act(() => vi.advanceTimersByTimeAsync(PENDING_COUNT_REFRESH_MS));
    expect(get).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(PENDING_COUNT_REFRESH_MS));
    expect(get).toHaveBeenCalledTimes(3);
    expect(await screen.findByText('6')).toBeInTheDocument();
  });

  it('shows nothing at zero (also what accounts that cannot manage the space get)', async () => {
    const { queryClient } = setup([0]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(membersKeys.pendingCount('design-club'))).toBe(0),
    );
    expect(screen.queryByText('0')).toBeNull();
    expect(screen.queryByText(/pending request/)).toBeNull();
  });
});
