import type { Feed, FeedsResponse } from '../../api/schemas/feed';

/** One row of the timeline: a post, and whether it is the space's pinned post on top. */
export interface FeedRow {
  key: string;
  post: Feed;
  pinned: boolean;
}

/**
 * The rows to show, in order, from the loaded pages (behaviour.md, "Feeds", sticky rules):
 * the `sticky` post of page 1 first, then every page's posts. The API leaves the pinned post
 * out of `data` whenever it sends `sticky`, but pages are offsets into a list that can change
 * between requests (a new post shifts everything by one), so a post already shown is skipped:
 * nothing ever appears twice.
 */
export function buildFeedRows(pages: readonly FeedsResponse[]): FeedRow[] {
  const rows: FeedRow[] = [];
  const seen = new Set<number>();
  const sticky = pages[0]?.sticky;
  if (sticky) {
    rows.push({ key: `pinned-${sticky.id}`, post: sticky, pinned: true });
    seen.add(sticky.id);
  }
  for (const page of pages) {
    for (const post of page.feeds.data) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      rows.push({ key: `post-${post.id}`, post, pinned: false });
    }
  }
  return rows;
}
