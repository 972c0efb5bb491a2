import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeSite } from '../../../test/fake-site';
import { newStorage, renderInsightsHook } from '../../../lib/walks/render-walks.fixture';
import { useFeedWindow } from './use-feed-window';

describe('useFeedWindow', () => {
  it('reads the posts of the window, as the overview keeps them, across a reload', async () => {
    const site = createFakeSite({ posts: 3_000, spaceOfPost: (id) => (id % 3 ? 'a' : 'b') });
    const storage = newStorage();
    const since = site.sinceNewest(900);
    const first = renderInsightsHook(() => useFeedWindow(since, 'b'), {
      client: site.client,
      storage,
    });
    await waitFor(() => expect(first.result.current.data?.complete).toBe(true));
    const data = first.result.current.data!;
    expect(data.total).toBe(300);
    expect(data.rows).toHaveLength(300);
    expect(data.rows.every((post) => post.space?.slug === 'b')).toBe(true);
    // What the charts read, not the whole feed item (window-post.ts).
    expect(data.rows[0]).toMatchObject({ title: expect.any(String), comments_count: 0 });
    expect(data.rows[0]).not.toHaveProperty('comments');
    expect(data.rows[0]).not.toHaveProperty('permalink');
    // The bisection, then 3 pages and the one after (the window ends at a page's end); pages
    // the bisection had just read are not asked again (shared-feed-pages.ts).
    expect(site.requests.length).toBeLessThan(data.requests);
    expect(data.requests).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(3 + 2)) - 1 + 3 + 1);
    await waitFor(async () => expect(await storage.list()).toHaveLength(1));
    first.unmount();

    const asked = site.requests.length;
    const { result } = renderInsightsHook(() => useFeedWindow(new Date(since), 'b'), {
      client: site.client,
      storage,
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data!.rows).toEqual(data.rows);
    expect(site.requests.length).toBe(asked);
  });
});
