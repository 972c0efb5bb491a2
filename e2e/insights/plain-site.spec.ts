import type { Page, Request } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import {
  expectedMostActiveAuthors,
  expectedMostActiveSpaces,
  expectedOverviewCards,
  expectedPostsPerWeek,
} from '../support/expected-overview';
import { readWhileDatabaseIsStill } from '../support/demo-database';
import { chartPanel, readChartTable, readStatCard, statCard } from '../support/page-readers';
import { siteOffsetMinutes } from '../support/site-clock';
import { answerAsPlainSite } from '../support/plain-site';

/**
 * The overview of a plain FluentCommunity site, which has no insights routes of ours: the e2e
 * server stands in for one, its REST index answered without our namespace. Sign-in reads only
 * what is cheap; the month's posts only when asked, and then the figures are the same as our
 * server counts for the same data (overview.spec.ts checks those against the database too).
 */

/** The REST requests a page sends, with their response sizes once they are in. */
function recordRest(page: Page) {
  const sent: { url: URL; bytes: Promise<number> }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/wp-json/')) return;
    sent.push({
      url,
      // As sent: compressed, headers included (the budget is the network's).
      bytes: request
        .response()
        .then(async (response) => {
          if (!response) return 0;
          await response.finished();
          const sizes = await request.sizes();
          return sizes.responseBodySize + sizes.responseHeadersSize;
        })
        .catch(() => 0),
    });
  });
  return sent;
}

test.describe('the overview of a plain FluentCommunity site', () => {
  test('signing in reads only what is cheap; the month is read when asked, with the same figures', async ({
    page,
    credentials,
    request,
  }) => {
    test.slow();
    await answerAsPlainSite(page);
    const sent = recordRest(page);
    await signIn(page, credentials.admin, { from: '/login' });
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const offer = page.getByRole('region', {
      name: 'Comments, reactions and the busiest spaces, authors and posts',
    });
    await expect(offer).toContainText(
      /posts, about [\d,]+ requests? and \d+ (MB|KB) of data; then about [\d,]+ small requests/,
    );
    await expect(statCard(page, 'Posts, last 30 days')).toHaveAttribute('aria-busy', 'false');
    // The sidebar's and cards' reads have settled: what sign-in cost, all of it.
    await expect(page.getByRole('region', { name: 'Pending join requests' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    const automatic = [...sent];
    const bytes = (await Promise.all(automatic.map((entry) => entry.bytes))).reduce(
      (sum, size) => sum + size,
      0,
    );
    expect(automatic.some((entry) => entry.url.pathname.includes('community-desk'))).toBe(false);
    expect(
      automatic.filter(
        (entry) =>
          entry.url.pathname.endsWith('/feeds') && entry.url.searchParams.get('per_page') === '100',
      ),
      'no page of whole posts is read unasked',
    ).toEqual([]);
    expect(automatic.length, 'requests at sign-in').toBeLessThanOrEqual(40);
    expect(bytes, 'bytes at sign-in').toBeLessThanOrEqual(1_000_000);
    expect(bytes, 'bytes measured as sent').toBeGreaterThan(10_000);
    await expect(page.getByRole('region', { name: 'Posts per week, by space' })).toHaveCount(0);

    const offsetMinutes = await siteOffsetMinutes(request);
    const { shown, expected } = await readWhileDatabaseIsStill({
      offsetMinutes,
      load: async (attempt) => {
        if (attempt > 0) await page.reload();
        const read = page.getByRole('button', { name: /^Read (the last 30 days|them again)$/ });
        await read.click();
        return {
          comments: await readStatCard(statCard(page, 'Comments, last 30 days')),
          reactions: await readStatCard(statCard(page, 'Reactions, last 30 days')),
          weekly: await readChartTable(chartPanel(page, 'Posts per week, by space')),
          spaces: await readChartTable(chartPanel(page, 'Most active spaces, last 30 days')),
          authors: await readChartTable(chartPanel(page, 'Most active authors, last 30 days')),
        };
      },
      expected: (db, now) => {
        const cards = expectedOverviewCards(db, now);
        return {
          comments: cards.comments,
          reactions: cards.reactions,
          weekly: expectedPostsPerWeek(db, now),
          spaces: expectedMostActiveSpaces(db, now),
          authors: expectedMostActiveAuthors(db, now),
        };
      },
    });
    expect(shown).toEqual(expected);
    await expect(chartPanel(page, 'Most active spaces, last 30 days')).toContainText(
      'posts of the last 30 days',
    );
    await expect(page.getByRole('region', { name: 'Members per week' })).toHaveCount(0);
  });
});
