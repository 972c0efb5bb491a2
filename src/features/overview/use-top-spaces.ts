import { useMemo } from 'react';
import type { WindowPost } from './data/window-post';
import { rankByPostCount } from './aggregate/post-count-ranking';

/** How many spaces get their own series in "Posts per week"; the rest are "Other spaces". */
export const STACKED_SPACES = 5;

export interface TopSpace {
  slug: string;
  title: string;
}

/** The `STACKED_SPACES` spaces with the most posts among `posts` (the last 30 days), most first. */
export function topSpacesOf(posts: readonly WindowPost[]): TopSpace[] {
  return rankByPostCount(
    posts,
    ({ space }) =>
      space === null || space.slug === ''
        ? null
        : { key: space.slug, label: space.title.trim() || space.slug, item: space },
    STACKED_SPACES,
  ).map((ranked) => ({ slug: ranked.key, title: ranked.label }));
}

/** `topSpacesOf`, once per reading of the month. */
export function useTopSpaces(posts: readonly WindowPost[] | undefined): TopSpace[] {
  return useMemo(() => (posts ? topSpacesOf(posts) : []), [posts]);
}
