import type { InfiniteData } from '@tanstack/react-query';
import type { Feed, FeedsResponse } from '../../api/schemas/feed';

/**
 * The loaded feed with `posts` (newest first) put on top of its first page, as if page 1 had
 * been fetched again: no request, and every page already loaded stays as it is. Posts the feed
 * already shows (the pinned post, a post a refresh brought in meanwhile) are not added twice.
 *
 * Page 1 then holds more than a page's worth: the next page is still asked for by number, and
 * its first posts repeat the end of page 1 — `buildFeedRows` skips a post already shown, as it
 * does whenever new posts shift the pages (feed-rows.ts).
 */
export function prependPosts<PageParam>(
  data: InfiniteData<FeedsResponse, PageParam> | undefined,
  posts: readonly Feed[],
): InfiniteData<FeedsResponse, PageParam> | undefined {
  const first = data?.pages[0];
  if (!data || !first || posts.length === 0) return data;
  const shown = new Set<number>();
  for (const page of data.pages) {
    if (page.sticky) shown.add(page.sticky.id);
    for (const post of page.feeds.data) shown.add(post.id);
  }
  const added = posts.filter((post) => !shown.has(post.id) && shown.add(post.id));
  if (added.length === 0) return data;
  const page: FeedsResponse = {
    ...first,
    feeds: { ...first.feeds, data: [...added, ...first.feeds.data] },
  };
  return { ...data, pages: [page, ...data.pages.slice(1)] };
}
