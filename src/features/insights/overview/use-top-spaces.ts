import { useMemo } from 'react';
import type { WindowPost } from '../data/window-post';
import { rankByPostCount } from '../aggregate/post-count-ranking';

/** How many spaces get their own series in "Posts per week"; the rest are "Other spaces". */
export const STACKED_SPACES = 5;

export interface TopSpace {
  slug: string;
  title: string;
}

/** The spaces with the most posts among `posts` (the last 30 days), most first. */
export function useTopSpaces(posts: readonly WindowPost[] | undefined): TopSpace[] {
  return useMemo(() => {
    if (!posts) return [];
    return rankByPostCount(
      posts,
      ({ space }) =>
        space === null || space.slug === ''
          ? null
          : { key: space.slug, label: space.title.trim() || space.slug, item: space },
      STACKED_SPACES,
    ).map((ranked) => ({ slug: ranked.key, title: ranked.label }));
  }, [posts]);
}
