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

/**
 * The spaces "Posts per week" stacks: the month's top ones; or, on a site with no more spaces
 * than the chart stacks (`everySpace`), every space, the month's busiest first, then the
 * others by title — their counts need not wait for the month to say which are on top.
 */
export function stackedSpaces(
  everySpace: readonly TopSpace[] | null,
  ranked: readonly TopSpace[],
): TopSpace[] {
  if (everySpace === null) return [...ranked];
  const rank = new Map(ranked.map((space, index) => [space.slug, index]));
  const order = (space: TopSpace) => rank.get(space.slug) ?? ranked.length;
  return [...everySpace].sort((a, b) => order(a) - order(b) || a.title.localeCompare(b.title));
}

/** Every space as a series when there are no more than the chart stacks; else null. */
export function everySpaceIfFew(
  spaces: readonly { slug: string; title: string }[] | undefined,
): TopSpace[] | null {
  return spaces && spaces.length <= STACKED_SPACES
    ? spaces.map((space) => ({ slug: space.slug, title: space.title.trim() || space.slug }))
    : null;
}
