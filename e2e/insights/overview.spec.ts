import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { feedOf, scrollUntilVisible } from '../support/feed';
import {
  chartPanel,
  linesOf,
  panelButtonName,
  readChartTable,
  readStatCard,
  readTable,
  statCard,
  tabTo,
  tableToggle,
  WALKED_CHART_TIMEOUT_MS,
} from '../support/page-readers';
import {
  expectedMostActiveAuthors,
  expectedMembersPerWeek,
  expectedMostActiveSpaces,
  expectedOverviewCards,
  expectedPostsPerWeek,
  expectedTopPosts,
  expectTopPosts,
  waitingSpaces,
  type OverviewCards,
} from '../support/expected-overview';
import { openWithoutKeptInsights } from '../support/kept-insights';
import { readWhileDatabaseIsStill, openDemoDatabase } from '../support/demo-database';
import { siteOffsetMinutes } from '../support/site-clock';
import { spaceMemberships } from '../support/expected-space-insights';
import { dataTable } from '../support/tables';
import { readCsv } from '../support/csv';

/**
 * The overview, where a sign-in lands: its cards and charts against the e2e server's own
 * database (counted in support/expected-overview.ts), its rows as ways into the feed, and a
 * chart's data table and CSV from the keyboard.
 */

const CHARTS = {
  weekly: 'Posts per week, by space',
  spaces: 'Most active spaces, last 30 days',
  authors: 'Most active authors, last 30 days',
  topPosts: 'Posts with the most comments and reactions, last 30 days',
} as const;

/** Every card of the overview, line by line, once each has its number. */
async function readOverviewCards(page: Page): Promise<OverviewCards> {
  const card = (label: string) => readStatCard(statCard(page, label));
  const pending = page.getByRole('region', { name: 'Pending join requests' });
  await expect(pending).toHaveAttribute('aria-busy', 'false');
  return {
    spaces: await card('Spaces'),
    courses: await card('Courses'),
    posts7: await card('Posts, last 7 days'),
    posts30: await card('Posts, last 30 days'),
    comments: await card('Comments, last 30 days'),
    reactions: await card('Reactions, last 30 days'),
    pending: await linesOf(pending),
  };
}

/** The pathname and query of the page's URL. */
function whereIs(page: Page): { path: string; query: URLSearchParams } {
  const url = new URL(page.url());
  return { path: url.pathname, query: url.searchParams };
}

test.describe('the overview', () => {
  test('signing in without a “next” lands on the overview, whose cards say what the database says', async ({
    page,
    credentials,
    request,
  }) => {
    const offsetMinutes = await siteOffsetMinutes(request);
    const { shown, expected } = await readWhileDatabaseIsStill({
      offsetMinutes,
      load: async (attempt) => {
        if (attempt === 0) {
          await signIn(page, credentials.admin, { from: '/login' });
          await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
          await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
          await expect(page).toHaveTitle('Overview · Community Desk');
        } else {
          await openWithoutKeptInsights(page, '/');
        }
        return readOverviewCards(page);
      },
      expected: expectedOverviewCards,
    });
    expect(shown).toEqual(expected);

    // The busiest space with requests leads to its pending list.
    const db = openDemoDatabase();
    const [waiting] = waitingSpaces(db);
    const listed = waiting ? spaceMemberships(db, waiting.slug, 'pending').length : 0;
    db.close();
    expect(waiting, 'the demo has join requests waiting').toBeDefined();
    await page
      .getByRole('region', { name: 'Pending join requests' })
      .getByRole('link', { name: waiting!.title, exact: true })
      .click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === `/spaces/${waiting!.slug}/members` &&
        url.searchParams.get('status') === 'pending',
    );
    await expect(
      page
        .getByRole('group', { name: 'Membership status' })
        .getByRole('button', { name: /Pending requests/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(dataTable(page).locator('tbody tr')).toHaveCount(listed);
  });

  test('the charts’ tables say what the database says, and their rows lead into the feed', async ({
    adminPage: page,
    request,
  }) => {
    test.slow();
    const offsetMinutes = await siteOffsetMinutes(request);
    const { shown, expected } = await readWhileDatabaseIsStill({
      offsetMinutes,
      load: async (attempt) => {
        if (attempt === 0) await page.goto('/');
        else await openWithoutKeptInsights(page, '/');
        return {
          weekly: await readChartTable(chartPanel(page, CHARTS.weekly)),
          spaces: await readChartTable(chartPanel(page, CHARTS.spaces)),
          authors: await readChartTable(chartPanel(page, CHARTS.authors)),
          topPosts: await readChartTable(chartPanel(page, CHARTS.topPosts)),
        };
      },
      expected: (db, now) => ({
        weekly: expectedPostsPerWeek(db, now),
        spaces: expectedMostActiveSpaces(db, now),
        authors: expectedMostActiveAuthors(db, now),
        topPosts: expectedTopPosts(db, now),
      }),
    });
    // Twelve weeks, the current one so far; each space's column, the rest, and the total.
    expect(shown.weekly.rows).toHaveLength(12);
    expect(shown.weekly.rows.at(-1)?.label).toMatch(/\(so far\)$/);
    expect(shown.weekly).toEqual(expected.weekly);
    expect(shown.spaces).toEqual(expected.spaces);
    expect(shown.authors).toEqual(expected.authors);
    expect(expected.topPosts.length, 'the demo has engaged posts this month').toBeGreaterThan(0);
    expectTopPosts(shown.topPosts, expected.topPosts);

    // A space's row opens the feed of that space.
    const space = expected.spaces.rows[0]!;
    const slug = new URLSearchParams(space.href!.split('?')[1]).get('space')!;
    await chartPanel(page, CHARTS.spaces)
      .getByRole('table')
      .getByRole('link', { name: space.label, exact: true })
      .click();
    await expect.poll(() => whereIs(page).path).toBe('/feed');
    expect(Object.fromEntries(whereIs(page).query)).toEqual({ space: slug });
    await expect(page.getByLabel('Space', { exact: true })).toHaveValue(slug);
    await expect(feedOf(page).getByRole('article').first()).toBeVisible();

    // A top post's row opens its author's posts in its space, the post among them.
    await page.goBack();
    const index = expected.topPosts.findIndex((row) => row.label !== '');
    const post = expected.topPosts[index];
    expect(post, 'a titled post among the top posts').toBeDefined();
    await readChartTable(chartPanel(page, CHARTS.topPosts));
    // By its row: the seed repeats titles.
    const link = chartPanel(page, CHARTS.topPosts)
      .getByRole('table')
      .getByRole('rowheader')
      .nth(index)
      .getByRole('link');
    await expect(link).toHaveText(post!.label);
    await link.click();
    await expect.poll(() => whereIs(page).path).toBe('/feed');
    expect(`/feed?${whereIs(page).query}`).toBe(post!.href);
    // The author may have newer posts in the space: the feed draws the post once scrolled to.
    await scrollUntilVisible(
      page,
      feedOf(page).getByRole('heading', { level: 2, name: post!.label, exact: true }).first(),
    );
  });

  test('against our server, every card and chart comes from one insights request, no post read', async ({
    adminPage: page,
    request,
  }) => {
    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/wp-json/')) asked.push(`${url.pathname}${url.search}`);
    });
    const offsetMinutes = await siteOffsetMinutes(request);
    const { shown, expected } = await readWhileDatabaseIsStill({
      offsetMinutes,
      load: async (attempt) => {
        // Only the last visit's requests are counted.
        asked.length = 0;
        if (attempt === 0) await page.goto('/');
        else await openWithoutKeptInsights(page, '/');
        return {
          members: await readChartTable(chartPanel(page, 'Members per week')),
          cards: await readOverviewCards(page),
        };
      },
      expected: (db, now) => ({
        members: expectedMembersPerWeek(db, now),
        cards: expectedOverviewCards(db, now),
      }),
    });
    expect(shown).toEqual(expected);
    for (const title of Object.values(CHARTS)) {
      await expect(chartPanel(page, title).getByRole('img')).toBeVisible();
      await expect(chartPanel(page, title)).toContainText("from the server's counts");
    }
    const insights = asked.filter((path) => path.includes('/community-desk/v1/insights/'));
    expect(insights, 'one insights request for the visit').toHaveLength(1);
    expect(insights[0]).toMatch(/^\/wp-json\/community-desk\/v1\/insights\/overview\?/);
    // The sidebar asks for the posts in review (the inbox's count); the overview reads none.
    expect(
      asked.filter((path) => /\/feeds(\?|$)/.test(path) && !path.includes('status=pending')),
    ).toEqual([]);
    await expect(page.getByRole('button', { name: 'Read the last 30 days' })).toHaveCount(0);
  });

  test('“Show table” swaps the chart for its table and back from the keyboard, and the CSV holds the same rows', async ({
    adminPage: page,
  }) => {
    // The chart comes after three walks (WALKED_CHART_TIMEOUT_MS); the rest is quick.
    test.slow();
    await page.goto('/');
    const panel = chartPanel(page, CHARTS.weekly);
    const chart = panel.getByRole('img');
    await expect(chart).toBeVisible({ timeout: WALKED_CHART_TIMEOUT_MS });
    const toggle = tableToggle(panel);
    await expect(toggle).toHaveAccessibleName(panelButtonName('Show table', CHARTS.weekly));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.getByRole('table')).toHaveCount(0);

    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const table = panel.getByRole('table', { name: 'Posts per week, by space' });
    await expect(table).toBeVisible();
    await expect(chart).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName(panelButtonName('Show chart', CHARTS.weekly));
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(table.getByRole('columnheader').first()).toHaveText('Week');
    await expect(table.getByRole('columnheader').last()).toHaveText('Total');
    await expect(table.getByRole('rowheader')).toHaveCount(12);
    const shown = await readTable(table);

    await page.keyboard.press('Space');
    await expect(chart).toBeVisible();
    await expect(panel.getByRole('table')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName(panelButtonName('Show table', CHARTS.weekly));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await page.keyboard.press('Tab');
    await expect(
      panel.getByRole('button', { name: panelButtonName('Download CSV', CHARTS.weekly) }),
    ).toBeFocused();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^posts-per-week-by-space-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const { records } = await readCsv(download);
    expect(records).toEqual([
      shown.headers,
      ...shown.rows.map((row) => [row.label, ...row.cells.map(String)]),
    ]);
  });
});
