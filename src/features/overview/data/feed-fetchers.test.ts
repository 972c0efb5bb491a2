import { describe, expect, it } from 'vitest';
import { createFakeSite } from '../../../test/fake-site';
import { feedDatesFetcher, feedPostsFetcher } from './feed-fetchers';

const signal = new AbortController().signal;

describe('feed fetchers', () => {
  it('ask for the latest feed with the pinned post in its place, 100 a page', async () => {
    const site = createFakeSite({ posts: 250 });
    const page = await feedDatesFetcher(site.client, null)(2, 100, signal);
    expect(site.requests).toEqual([
      {
        path: '/feeds',
        params: { page: '2', per_page: '100', order_by_type: 'latest', disable_sticky: 'yes' },
      },
    ]);
    expect(page.createdAt).toHaveLength(100);
    expect(page.hasMore).toBe(true);
    // Newest first: post 150 is the first of page 2.
    expect(page.createdAt[0]! > page.createdAt[99]!).toBe(true);
  });

  it('filter by space slug and return whole posts', async () => {
    const site = createFakeSite({ posts: 30, spaceOfPost: (id) => (id % 3 ? 'general' : 'news') });
    const page = await feedPostsFetcher(site.client, 'news')(1, 100, signal);
    expect(site.requests[0]!.params.space).toBe('news');
    expect(page.posts.map((post) => post.id)).toEqual([30, 27, 24, 21, 18, 15, 12, 9, 6, 3]);
    expect(page.hasMore).toBe(false);
    expect(page.posts[0]).toMatchObject({ space: { slug: 'news' }, reactions_count: 9 });
    expect(page.posts[0]!.xprofile?.display_name).toBeTruthy();
  });

  it('refuse a page size other than the one asked for', async () => {
    const site = createFakeSite({ posts: 500 });
    // The fake site, like real ones, clamps per_page to 100.
    await expect(feedDatesFetcher(site.client, null)(1, 150, signal)).rejects.toThrow(
      'answered 100 posts per page where 150 were asked',
    );
  });
});
