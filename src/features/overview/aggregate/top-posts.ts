import { t } from '@lingui/core/macro';
import type { WindowPost } from '../data/window-post';
import type { ChartRow, ChartTable } from '../../../components/charts/chart-table';
import { htmlToText } from '../../../lib/html-text';
import { engagementOf } from './engagement';

/** A post with its engagement, as the "Top posts" chart and table list it. */
export interface PostEngagement {
  post: WindowPost;
  /** The post's title, else the first words of its text, else "Post 12". */
  title: string;
  comments: number;
  reactions: number;
  /** Comments plus reactions: what the posts are ranked by. */
  total: number;
}

/** How many posts to keep, and where each links. */
export interface TopPostsOptions {
  /** The most posts to keep (0 or less keeps none; `Infinity` keeps all). */
  limit: number;
  /** The row's in-app link, or undefined for none (links are built by the page). */
  hrefOf: (post: WindowPost) => string | undefined;
}

/** How many characters of an untitled post's text stand in for its title. */
const UNTITLED_PREVIEW_LENGTH = 60;

/** A post's name on a chart: untitled posts (`title: ""`) go by the first words of their text. */
export function postTitle(post: Pick<WindowPost, 'id' | 'title' | 'message_rendered'>): string {
  const id = post.id;
  return (
    post.title.trim() || htmlToText(post.message_rendered, UNTITLED_PREVIEW_LENGTH) || t`Post ${id}`
  );
}

/**
 * The posts with the most comments plus reactions, most first; ties go to the one with more
 * comments (a comment is more effort than a reaction, as in the feed's own "popular" order),
 * then to the newer post (higher id). Posts nobody engaged with are left out: they are not
 * "top" of anything.
 */
export function rankPostsByEngagement(
  posts: Iterable<WindowPost>,
  limit: number,
): PostEngagement[] {
  const engaged: PostEngagement[] = [];
  for (const post of posts) {
    const { comments, reactions } = engagementOf([post]);
    if (comments + reactions === 0) continue;
    engaged.push({ post, title: '', comments, reactions, total: comments + reactions });
  }
  engaged.sort((a, b) => b.total - a.total || b.comments - a.comments || b.post.id - a.post.id);
  // Titles only for the posts kept: an untitled post's text is parsed as HTML.
  return engaged
    .slice(0, Math.max(0, Number.isNaN(limit) ? 0 : limit))
    .map((ranked) => ({ ...ranked, title: postTitle(ranked.post) }));
}

/**
 * The chart "Top posts by engagement": one row per post (`rankPostsByEngagement`), with two
 * stacked series, Comments then Reactions; a row's total is `rowTotal(row)`.
 */
export function topPostsByEngagement(
  posts: Iterable<WindowPost>,
  { limit, hrefOf }: TopPostsOptions,
): ChartTable {
  const rows = rankPostsByEngagement(posts, limit).map(
    ({ post, title, comments, reactions }): ChartRow => {
      const row: ChartRow = { key: String(post.id), label: title, values: [comments, reactions] };
      const href = hrefOf(post);
      return href === undefined ? row : { ...row, href };
    },
  );
  return {
    caption: t`Top posts by engagement`,
    rowHeader: t`Post`,
    series: [
      { key: 'comments', label: t`Comments` },
      { key: 'reactions', label: t`Reactions` },
    ],
    rows,
    unit: {
      one: t({
        comment: 'What a chart counts, after the number 1: "1 interaction".',
        message: 'interaction',
      }),
      other: t({
        comment: 'What a chart counts, after a number: "12 interactions".',
        message: 'interactions',
      }),
    },
  };
}
