import { t } from '@lingui/core/macro';
import type { WindowAuthor, WindowPost } from '../data/window-post';
import type { ChartTable } from '../../../components/charts/chart-table';
import { postCountTable, rankByPostCount, type RankingOptions } from './post-count-ranking';

/** An author's name for a chart row: the display name, else the username, else the user id. */
export function authorLabel(profile: WindowAuthor): string {
  const id = profile.user_id;
  return profile.display_name.trim() || profile.username || t`User ${id}`;
}

/**
 * The chart "Most active authors": posts per author among `posts` (already limited to the
 * window by the caller), most first, ties by name. Authors are told apart by `user_id`. A post
 * whose `xprofile` is null (the WordPress user is gone) is left out rather than counted under an
 * "Unknown" that would lump several people into one bar and could not link anywhere.
 */
export function mostActiveAuthors(
  posts: Iterable<WindowPost>,
  { limit, hrefOf }: RankingOptions<WindowAuthor>,
): ChartTable {
  const ranked = rankByPostCount(
    posts,
    ({ xprofile }) =>
      xprofile === null
        ? null
        : { key: String(xprofile.user_id), label: authorLabel(xprofile), item: xprofile },
    limit,
  );
  return postCountTable({ caption: t`Most active authors`, rowHeader: t`Author` }, ranked, hrefOf);
}
