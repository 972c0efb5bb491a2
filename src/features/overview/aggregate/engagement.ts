import type { WindowPost } from '../data/window-post';

/** Comments and reactions, summed over some posts. */
export interface Engagement {
  comments: number;
  reactions: number;
}

/** A count as the schema gives it, kept only when it is a real, non-negative number. */
function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The comments and reactions of `posts`, from each post's `comments_count` and
 * `reactions_count` (the real numbers: `comments` and `reactions` on a post are previews).
 * Real sites may send those counts as strings; the feed schema already reads them as numbers
 * (and anything unreadable as 0), so here they are only added.
 */
export function engagementOf(
  posts: Iterable<Pick<WindowPost, 'comments_count' | 'reactions_count'>>,
): Engagement {
  const total: Engagement = { comments: 0, reactions: 0 };
  for (const post of posts) {
    total.comments += nonNegative(post.comments_count);
    total.reactions += nonNegative(post.reactions_count);
  }
  return total;
}
