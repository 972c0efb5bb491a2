import { t } from '@lingui/core/macro';
import type { OverviewInsightsAnswer } from '../../../api/schemas/insights';
import type { ChartTable } from '../../../components/charts/chart-table';
import type { WeekBoundaries } from '../../../insights/aggregate/week-boundaries';
import type { MonthTables } from '../OverviewChartPanels';
import { overviewLinks } from '../overview-links';
import { authorLabel } from './most-active-authors';
import { spaceLabel } from './most-active-spaces';
import { postCountTable, rankCounted } from './post-count-ranking';
import { postsPerWeekBySpace } from './posts-per-week-by-space';
import { topPostsByEngagement } from './top-posts';

/** The spaces that get a series of their own in "Posts per week", in stacking order. */
export interface StackedSpace {
  slug: string;
  title: string;
}

/** Posts at or after each week edge, from posts per week: the form the weekly chart takes. */
function countsAtEdges(perWeek: readonly number[]): number[] {
  const counts = new Array<number>(perWeek.length + 1).fill(0);
  for (let week = perWeek.length - 1; week >= 0; week -= 1) {
    counts[week] = counts[week + 1]! + perWeek[week]!;
  }
  return counts;
}

/** The month's most active spaces, ranked as the page ranks posts it reads itself. */
export function rankedSpaces(answer: OverviewInsightsAnswer, limit: number) {
  return rankCounted(
    answer.most_active_spaces.map((space) => ({
      key: String(space.id),
      label: spaceLabel(space),
      item: space,
      count: space.posts,
    })),
    limit,
  );
}

/**
 * "Posts per week, by space" from the server's weekly counts: the `stacked` spaces each a
 * series, the rest "Other spaces". `idOfSlug` names each stacked space's id (the weeks count
 * posts by space id).
 */
export function countedWeeklyTable(
  answer: OverviewInsightsAnswer,
  weeks: WeekBoundaries,
  stacked: readonly StackedSpace[],
  idOfSlug: ReadonlyMap<string, number>,
): ChartTable {
  const perWeek = (countOf: (week: OverviewInsightsAnswer['weeks'][number]) => number) =>
    countsAtEdges(answer.weeks.map(countOf));
  return postsPerWeekBySpace({
    boundaries: weeks,
    totalsAtBoundaries: perWeek((week) => week.posts),
    seriesCounts: stacked.map((space) => {
      const id = String(idOfSlug.get(space.slug) ?? '');
      return {
        key: space.slug,
        label: space.title,
        countsAtBoundaries: perWeek((week) => week.posts_by_space[id] ?? 0),
      };
    }),
  });
}

/** The month's three charts from the server's rankings, each row a link into the feed. */
export function countedMonthTables(answer: OverviewInsightsAnswer, limit: number): MonthTables {
  const spaces = rankedSpaces(answer, limit);
  const authors = rankCounted(
    answer.most_active_authors.map((author) => ({
      key: String(author.user_id),
      label: authorLabel(author),
      item: author,
      count: author.posts,
    })),
    limit,
  );
  return {
    spacesTable: postCountTable(
      { caption: t`Most active spaces`, rowHeader: t`Space` },
      spaces,
      overviewLinks.space,
    ),
    authorsTable: postCountTable(
      { caption: t`Most active authors`, rowHeader: t`Author` },
      authors,
      overviewLinks.author,
    ),
    // The server ranked them as the page does; only their names and links are made here.
    topPosts: topPostsByEngagement(
      answer.top_posts.map((post) => ({ ...post, created_at: '', xprofile: null })),
      { limit, hrefOf: overviewLinks.post },
    ),
  };
}

/** "Members per week": who joined, and who wrote a post or a comment, each week. */
export function membersPerWeekTable(
  answer: OverviewInsightsAnswer,
  weeks: WeekBoundaries,
): ChartTable {
  return {
    caption: t`Members per week`,
    rowHeader: t`Week`,
    series: [
      {
        key: 'joined',
        label: t({ comment: 'A chart series: members who joined that week.', message: 'Joined' }),
      },
      { key: 'active', label: t`Wrote a post or a comment` },
    ],
    rows: weeks.weeks.map((week, index) => ({
      key: week.key,
      label: week.label,
      values: [answer.weeks[index]?.members_joined ?? 0, answer.weeks[index]?.members_active ?? 0],
    })),
    unit: {
      one: t({
        comment: 'What a chart counts, after the number 1: "1 member".',
        message: 'member',
      }),
      other: t({
        comment: 'What a chart counts, after a number: "12 members".',
        message: 'members',
      }),
    },
    seriesAdd: false,
  };
}
