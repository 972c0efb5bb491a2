import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeSite } from '../../../test/fake-site';
import { newStorage, renderInsightsHook } from '../../../lib/walks/render-walks.fixture';
import { COUNT_PAGE_SIZE, useFeedCounts } from './use-feed-counts';

describe('useFeedCounts', () => {
  it('counts posts since each boundary from a few dated pages', async () => {
    const site = createFakeSite({ posts: 5_000 });
    const boundaries = [site.sinceNewest(120), site.sinceNewest(2_345)];
    const { result } = renderInsightsHook(() => useFeedCounts(boundaries), {
      client: site.client,
    });
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    const { counts, requests } = result.current.data!;
    expect(counts.map((count) => count.count)).toEqual([120, 2_345]);
    expect(counts[0]!.since).toEqual(boundaries[0]);
    expect(requests).toBe(site.requests.length);
    expect(requests).toBe(counts[0]!.requests + counts[1]!.requests);
    // 500 pages of 10: far fewer requests than reading them (about 2·log2(n / 10) a number).
    expect(requests).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(236)) + 1 + 2 * 5);
    expect(
      site.requests.every(
        (request) =>
          request.params.order_by_type === 'latest' &&
          request.params.disable_sticky === 'yes' &&
          request.params.per_page === String(COUNT_PAGE_SIZE),
      ),
    ).toBe(true);
  });

  it("counts one space's posts", async () => {
    const site = createFakeSite({ posts: 3_000, spaceOfPost: (id) => (id % 2 ? 'a' : 'b') });
    const { result } = renderInsightsHook(
      () => useFeedCounts([site.sinceNewest(1_000)], 'a'),
      { client: site.client },
    );
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    expect(result.current.data!.counts[0]!.count).toBe(500);
    expect(site.requests.every((request) => request.params.space === 'a')).toBe(true);
  });

  it('keeps what it proved when cancelled, and resumes after a reload', async () => {
    const site = createFakeSite({ posts: 20_000 });
    const storage = newStorage();
    const boundaries = [site.sinceNewest(15_000)];
    site.holdAfter(2);
    const first = renderInsightsHook(() => useFeedCounts(boundaries), {
      client: site.client,
      storage,
    });
    // Page 1, then a leap of 64 × 1 + 64 pages (10 posts a page): both newer than the boundary.
    await waitFor(() => expect(first.result.current.progress?.requests).toBe(2));
    act(() => first.result.current.cancel());
    await waitFor(() => expect(first.result.current.data?.complete).toBe(false));
    expect(first.result.current.data!.counts[0]).toMatchObject({
      count: null,
      atLeast: 128 * COUNT_PAGE_SIZE,
    });
    await waitFor(async () => expect(await storage.list()).toHaveLength(1));
    first.unmount();
    site.release();

    const asked = site.requests.length;
    const { result } = renderInsightsHook(() => useFeedCounts(boundaries), {
      client: site.client,
      storage,
    });
    await waitFor(() => expect(result.current.data?.complete).toBe(false));
    act(() => result.current.resume());
    await waitFor(() => expect(result.current.data?.complete).toBe(true));
    expect(result.current.data!.counts[0]!.count).toBe(15_000);
    const askedAgain = site.requests.slice(asked).map((request) => request.params.page);
    expect(askedAgain).not.toContain('1');
    expect(result.current.data!.requests).toBe(site.requests.length);
  });
});
