import type { Page, Route } from '@playwright/test';
import { isolatedName } from '../../src/test/isolated-text';
import { expect, signIn, test } from '../support/fixtures';
import { answerAsPlainSite } from '../support/plain-site';
import { chartPanel, formatNumber, readChartTable } from '../support/page-readers';
import { keptWalks } from '../support/kept-insights';
import { openDemoDatabase, spaceTitle } from '../support/demo-database';
import { pendingCount, rolesTable, spaceMemberships } from '../support/expected-space-insights';

/**
 * A space's walk over its members, made long on purpose: its first page is answered at once
 * and the others are held by the test until it lets them through. Cancel keeps what was read,
 * as partial figures; Resume reads only the pages missing; the whole walk is kept on the
 * device and a reload shows it without asking the site again. Walks are a plain site's way
 * (support/plain-site.ts): against our server the space's figures are counted in one answer.
 */

const SLUG = 'general';
const CHART_TITLES = ['Members joined per week', 'Last active', 'Roles', 'Pending requests by age'];

/** A request of the members walk: the space's member pages, 100 at a time. */
const isWalkPage = (url: URL) =>
  url.pathname.endsWith(`/spaces/${SLUG}/members`) && url.searchParams.get('per_page') === '100';

/** Any request for the space's members (the walk's, and the header's pending count). */
const isMembersRequest = (url: URL) => url.pathname.endsWith(`/spaces/${SLUG}/members`);

const pageNumberOf = (route: Route) =>
  Number(new URL(route.request().url()).searchParams.get('page'));

/** The provenance line of a chart panel. */
const provenanceOf = (page: Page, title: string) => chartPanel(page, title).getByText(/^From /);

test.describe('a long walk', () => {
  test('shows “N of M”, stops on Cancel with partial figures, and Resume reads only what is missing', async ({
    page,
    credentials,
  }) => {
    test.slow();
    await answerAsPlainSite(page);
    await signIn(page, credentials.admin);
    const db = openDemoDatabase();
    const members = spaceMemberships(db, SLUG, 'active');
    const waiting = pendingCount(db, SLUG);
    const title = spaceTitle(db, SLUG);
    db.close();
    const pages = Math.ceil(members.length / 100);
    expect(pages, `${SLUG} has more than one page of members`).toBeGreaterThan(1);
    const total = formatNumber(members.length + waiting);

    const asked: number[] = [];
    let letThrough = () => {};
    const gate = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    const holdLaterPages = async (route: Route) => {
      const pageNumber = pageNumberOf(route);
      asked.push(pageNumber);
      if (pageNumber > 1) await gate;
      // A request the walk cancelled meanwhile is gone: nothing to answer.
      await route.continue().catch(() => undefined);
    };
    await page.route(isWalkPage, holdLaterPages);

    await page.goto(`/spaces/${SLUG}/insights`);
    const reading = `Reading the members of ${title}: 100 of ${total} memberships`;
    const walkStatus = page
      .getByRole('status')
      .filter({ hasText: `Reading the members of ${title}` });
    await expect(walkStatus).toContainText(reading);
    // The bar's name is a string: the title in it is isolated by characters, not by <bdi>.
    const readingName = `Reading the members of ${isolatedName(title)}: 100 of ${total} memberships`;
    await expect(page.getByRole('progressbar', { name: readingName })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((100 / (members.length + waiting)) * 100)),
    );
    // Page 1 alone, then the rest at once (at most 4 in flight).
    await expect
      .poll(() => [...asked].sort((a, b) => a - b))
      .toEqual(Array.from({ length: Math.min(pages, 5) }, (_, index) => index + 1));

    await walkStatus.getByRole('button', { name: 'Cancel' }).click();
    const partialNote = page.getByRole('status').filter({ hasText: 'These figures are partial' });
    await expect(partialNote).toContainText('Reading memberships was stopped before the end.');
    await expect(walkStatus).toHaveCount(0);
    for (const chart of CHART_TITLES) {
      await expect(chartPanel(page, chart).getByText('Partial', { exact: true })).toBeVisible();
    }
    await expect(provenanceOf(page, 'Roles')).toHaveText(/^From 100 members — partial, cancelled /);
    // What was read stays: the first page of members by join date.
    expect(await readChartTable(chartPanel(page, 'Roles'))).toEqual(
      rolesTable(members.slice(0, 100)),
    );

    const askedBeforeResume = asked.length;
    await partialNote.getByRole('button', { name: 'Resume' }).click();
    await expect(walkStatus).toContainText(reading);
    letThrough();
    await expect(walkStatus).toHaveCount(0);
    await expect(partialNote).toHaveCount(0);
    for (const chart of CHART_TITLES) {
      await expect(chartPanel(page, chart).getByText('Partial', { exact: true })).toHaveCount(0);
    }
    await expect(provenanceOf(page, 'Roles')).toHaveText(
      `From all ${formatNumber(members.length)} members, just now`,
    );
    expect(await readChartTable(chartPanel(page, 'Roles'))).toEqual(rolesTable(members));
    // Only the pages the cancelled walk had not read were asked again.
    expect(asked.slice(askedBeforeResume).sort((a, b) => a - b)).toEqual(
      Array.from({ length: pages - 1 }, (_, index) => index + 2),
    );
  });

  test('a whole walk is kept on the device: a reload shows it with the site’s members unreachable', async ({
    page,
    credentials,
  }) => {
    await answerAsPlainSite(page);
    await signIn(page, credentials.admin);
    const db = openDemoDatabase();
    const members = spaceMemberships(db, SLUG, 'active');
    db.close();

    await page.goto(`/spaces/${SLUG}/insights`);
    const source = `From all ${formatNumber(members.length)} members, `;
    await expect(provenanceOf(page, 'Roles')).toHaveText(new RegExp(`^${source}just now$`));
    await expect
      .poll(async () =>
        (await keptWalks(page)).filter(
          (walk) =>
            walk.user === 'admin' &&
            walk.key.includes(`"${SLUG}"`) &&
            walk.key.includes('space-memberships'),
        ),
      )
      .toEqual([expect.objectContaining({ complete: true })]);

    const walkRequests: string[] = [];
    await page.route(isMembersRequest, async (route) => {
      if (isWalkPage(new URL(route.request().url()))) walkRequests.push(route.request().url());
      await route.abort();
    });
    // Two minutes later, within the 5 minutes the walk stays fresh.
    await page.clock.setFixedTime(new Date(Date.now() + 2 * 60_000));
    await page.reload();
    await expect(provenanceOf(page, 'Roles')).toHaveText(`${source}2 minutes ago`);
    for (const chart of CHART_TITLES) await expect(chartPanel(page, chart)).toBeVisible();
    expect(await readChartTable(chartPanel(page, 'Roles'))).toEqual(rolesTable(members));
    await expect(page.getByRole('status').filter({ hasText: 'Reading the members' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Could not read' })).toHaveCount(0);
    expect(walkRequests).toEqual([]);
  });
});
