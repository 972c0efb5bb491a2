import { t } from '@lingui/core/macro';
import type { WindowPost, WindowSpace } from '../data/window-post';
import type { ChartTable } from '../../../components/charts/chart-table';
import { postCountTable, rankByPostCount, type RankingOptions } from './post-count-ranking';

/** A space's name for a chart row: its title, else its slug, else its id. */
export function spaceLabel(space: WindowSpace): string {
  const id = space.id;
  return space.title.trim() || space.slug || t`Space ${id}`;
}

/**
 * The chart "Most active spaces": posts per space among `posts` (the caller has already kept
 * only the window's posts), most first, ties by name. Posts without a space (`space: null`) are
 * left out: they belong to no space to rank.
 */
export function mostActiveSpaces(
  posts: Iterable<WindowPost>,
  { limit, hrefOf }: RankingOptions<WindowSpace>,
): ChartTable {
  const ranked = rankByPostCount(
    posts,
    ({ space }) =>
      space === null ? null : { key: String(space.id), label: spaceLabel(space), item: space },
    limit,
  );
  return postCountTable({ caption: t`Most active spaces`, rowHeader: t`Space` }, ranked, hrefOf);
}
