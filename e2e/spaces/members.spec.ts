import { expect, signIn, test } from '../support/fixtures';
import { apiMembers, apiSpaces, dataTable, rowNames, shownName } from '../support/tables';
import { seriousViolations } from '../support/accessibility';

/** The members specs read the reference server through `adminApi` rather than the seed. */
const MEMBERS = '/spaces/general/members';

test.describe('space members', () => {
  test('picks a space from /spaces and lists its members', async ({
    adminPage: page,
    adminApi,
  }) => {
    const spaces = await apiSpaces(adminApi);
    const designClub = spaces.find((space) => space.slug === 'design-club')!;
    await page.getByRole('link', { name: 'Space members' }).click();
    await expect(page).toHaveURL(/\/spaces$/);
    await page
      .getByRole('region', { name: /All spaces/ })
      .getByRole('link', { name: designClub.title, exact: true })
      .click();

    await expect(page).toHaveURL(/\/spaces\/design-club\/members$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(designClub.title);
    const expected = await apiMembers(adminApi, 'design-club', { per_page: 20 });
    await expect(rowNames(page)).toHaveText(
      expected.members.data.map((m) => shownName(m.xprofile)),
    );
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(
      `of ${expected.members.total} members`,
    );

    // The space is remembered, most recent first, for the picker's "Recently visited".
    await page.goto('/spaces');
    await expect(
      page.getByRole('region', { name: 'Recently visited' }).getByRole('link').first(),
    ).toHaveText(new RegExp(designClub.title));
  });

  test('shows the pending requests one click away, with the same count on every badge', async ({
    adminPage: page,
    adminApi,
  }) => {
    const pending = await apiMembers(adminApi, 'design-club', { status: 'pending', per_page: 100 });
    expect(pending.members.total).toBeGreaterThan(0);
    await page.goto('/spaces/design-club/members');
    const filter = page.getByRole('group', { name: 'Membership status' });
    const count = String(pending.pending_count);
    await expect(filter.getByRole('button', { name: /Pending requests/ })).toContainText(count);
    await expect(page.getByRole('main').locator('header')).toContainText(count);
    // The sidebar counts every space's requests, not this one's (sidebar-pending.spec.ts).

    await filter.getByRole('button', { name: /Pending requests/ }).click();
    await expect(page).toHaveURL(/status=pending/);
    await expect(filter.getByRole('button', { name: /Pending requests/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rowNames(page)).toHaveText(pending.members.data.map((m) => shownName(m.xprofile)));
    await expect(dataTable(page).locator('tbody tr')).toHaveCount(pending.members.total);
    // The Status cell counted from the end: an account that may act has a checkbox column first.
    for (const status of await dataTable(page)
      .locator('tbody td:nth-last-child(4)')
      .allInnerTexts()) {
      expect(status.trim()).toBe('Pending');
    }
    // pending_count counts every pending membership; the list hides non-active profiles
    // (behaviour.md, "Space members"): the page says how many are not listed.
    const hidden = pending.pending_count - pending.members.total;
    if (hidden > 0) {
      await expect(page.getByText(`${hidden} more requests come from profiles`)).toBeVisible();
    }
    // Acting on them happens on the site: its own review screen, in a new tab, no credentials.
    const portal = pending.members.data[0]!.xprofile!.permalink.replace(/\/u\/[^/]+$/, '');
    const review = page.getByRole('link', { name: /Review join requests on/ });
    await expect(review).toHaveAttribute(
      'href',
      `${portal}/space/design-club/members?view_pending=yes`,
    );
    await expect(review).toHaveAttribute('target', '_blank');
    await expect(review).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('tells a member account it cannot see join requests', async ({ page, credentials }) => {
    // The site answers status=pending with the active list to non-managers (behaviour.md).
    await signIn(page, credentials.member, { from: '/spaces/design-club/members?status=pending' });
    await expect(
      page.getByRole('heading', { name: 'This account cannot see join requests' }),
    ).toBeVisible();
    await expect(dataTable(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Show active members' }).click();
    await expect(page).toHaveURL(/\/spaces\/design-club\/members$/);
    await expect(rowNames(page).first()).toBeVisible();
  });

  test('narrows the rows with a debounced search', async ({ adminPage: page, adminApi }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/spaces/general/members') && url.searchParams.has('search')) {
        requested.push(url.searchParams.get('search')!);
      }
    });
    // An installed clock still flows with real time: it is paused below, so that the page's
    // timers run only when the test says so and, however slowly the machine types, the
    // debounce sees three quick keystrokes.
    await page.clock.install();
    await page.goto(MEMBERS);
    await expect(rowNames(page)).toHaveCount(20);
    const expected = await apiMembers(adminApi, 'general', { search: 'jos', per_page: 20 });
    const all = await apiMembers(adminApi, 'general', { per_page: 1 });
    expect(expected.members.total).toBeGreaterThan(0);
    expect(expected.members.total).toBeLessThan(all.members.total);

    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole('searchbox', { name: 'Search members' }).pressSequentially('jos', {
      delay: 40,
    });
    expect(requested).toEqual([]);
    await page.clock.runFor(300);
    await expect(page).toHaveURL(/search=jos/);
    // Time flows again: the query cache hands its answers to the page on a timer.
    await page.clock.resume();
    await expect(rowNames(page)).toHaveText(
      expected.members.data.map((m) => shownName(m.xprofile)),
    );
    expect(requested.filter((search) => search !== 'jos')).toEqual([]);

    // Nothing matches: the empty state names the search and clears it.
    await page.getByRole('searchbox', { name: 'Search members' }).fill('zzzz-no-such-member');
    await expect(page.getByText('No members match “zzzz-no-such-member”')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toHaveValue('');
    await expect(rowNames(page)).toHaveCount(20);
  });

  test('sorts by name in both directions as the server does', async ({
    adminPage: page,
    adminApi,
  }) => {
    await page.goto(MEMBERS);
    const header = dataTable(page).getByRole('columnheader', { name: /Member/ });
    await expect(dataTable(page).getByRole('columnheader', { name: /Joined/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await header.getByRole('button').click();
    await expect(page).toHaveURL(/sort_by=display_name(?!&sort_dir)/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await apiMembers(adminApi, 'general', {
      sort_by: 'display_name',
      sort_dir: 'ASC',
      per_page: 20,
    });
    await expect(rowNames(page)).toHaveText(
      ascending.members.data.map((m) => shownName(m.xprofile)),
    );

    await header.getByRole('button').click();
    await expect(page).toHaveURL(/sort_by=display_name&sort_dir=DESC/);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = await apiMembers(adminApi, 'general', {
      sort_by: 'display_name',
      sort_dir: 'DESC',
      per_page: 20,
    });
    await expect(rowNames(page)).toHaveText(
      descending.members.data.map((m) => shownName(m.xprofile)),
    );

    // Last activity starts with the most recent, the API's default for that column.
    await dataTable(page)
      .getByRole('columnheader', { name: /Last activity/ })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(/sort_by=last_activity$/);
    await expect(
      dataTable(page).getByRole('columnheader', { name: /Last activity/ }),
    ).toHaveAttribute('aria-sort', 'descending');
  });

  test('pages through the members and changes the rows per page', async ({
    adminPage: page,
    adminApi,
  }) => {
    const first = await apiMembers(adminApi, 'general', { per_page: 20 });
    const lastPage = first.members.last_page;
    expect(lastPage).toBeGreaterThan(2);
    await page.goto(MEMBERS);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText(`Page 1 of ${lastPage}`);
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    const second = await apiMembers(adminApi, 'general', { per_page: 20, page: 2 });
    await expect(rowNames(page)).toHaveText(second.members.data.map((m) => shownName(m.xprofile)));
    await expect(pagination).toContainText(`21–40 of ${first.members.total} members`);

    await pagination.getByRole('button', { name: 'Last page' }).click();
    await expect(pagination).toContainText(`Page ${lastPage} of ${lastPage}`);
    await expect(rowNames(page)).toHaveCount(first.members.total - (lastPage - 1) * 20);
    await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await pagination.getByLabel('Rows per page').selectOption('50');
    await expect(page).toHaveURL(/per_page=50/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(rowNames(page)).toHaveCount(Math.min(50, first.members.total));
    await expect(dataTable(page).locator('tbody tr')).toHaveCount(
      Math.min(50, first.members.total),
    );
  });

  test('keeps its state through back, forward and reload', async ({
    adminPage: page,
    adminApi,
  }) => {
    await page.goto(MEMBERS);
    await dataTable(page)
      .getByRole('columnheader', { name: /Member/ })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(/sort_by=display_name/);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Next page' })
      .click();
    await expect(page).toHaveURL(/sort_by=display_name&page=2/);
    const pageTwo = await apiMembers(adminApi, 'general', {
      sort_by: 'display_name',
      per_page: 20,
      page: 2,
    });
    const pageTwoNames = pageTwo.members.data.map((m) => shownName(m.xprofile));
    await expect(rowNames(page)).toHaveText(pageTwoNames);

    await page.goBack();
    await expect(page).toHaveURL(/sort_by=display_name$/);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of');
    await page.goForward();
    await expect(page).toHaveURL(/sort_by=display_name&page=2/);
    await expect(rowNames(page)).toHaveText(pageTwoNames);

    await page.reload();
    await expect(rowNames(page)).toHaveText(pageTwoNames);
    await expect(dataTable(page).getByRole('columnheader', { name: /Member/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('explains an unknown space and a link it cannot read', async ({ adminPage: page }) => {
    await page.goto('/spaces/no-such-space/members');
    await expect(page.getByRole('heading', { name: 'No such space on this site' })).toBeVisible();
    await page.getByRole('link', { name: 'Choose a space' }).click();
    await expect(page).toHaveURL(/\/spaces$/);

    await page.goto(`${MEMBERS}?page=abc&sort_by=email`);
    await expect(page.getByRole('status').filter({ hasText: 'from the link' })).toContainText(
      'Ignored page=abc, sort_by=email from the link',
    );
    await expect(rowNames(page)).toHaveCount(20);
  });

  test('focuses the search with / and closes the profile panel with Escape', async ({
    adminPage: page,
    adminApi,
  }) => {
    await page.goto(MEMBERS);
    const first = (await apiMembers(adminApi, 'general', { per_page: 1 })).members.data[0]!;
    await expect(rowNames(page).first()).toHaveText(shownName(first.xprofile));
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toBeFocused();

    await rowNames(page).first().focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: shownName(first.xprofile) });
    await expect(panel).toBeVisible();
    const profileLink = panel.getByRole('link', { name: /View profile on the site/ });
    await expect(profileLink).toHaveAttribute('href', first.xprofile!.permalink);
    await expect(profileLink).toHaveAttribute('target', '_blank');
    await expect(profileLink).toHaveAttribute('rel', 'noopener noreferrer');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(rowNames(page).first()).toBeFocused();

    // A click anywhere on a row opens it too.
    await dataTable(page).locator('tbody tr').nth(1).locator('td').last().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('has no serious or critical axe violations, in light and dark', async ({
    adminPage: page,
  }) => {
    // Six full-page scans: give them the time a loaded machine needs.
    test.slow();
    for (const theme of ['Light', 'Dark']) {
      await page.goto('/spaces/design-club/members?status=pending');
      await page.getByRole('button', { name: theme, exact: true }).click();
      await expect(rowNames(page).first()).toBeVisible();
      expect(await seriousViolations(page, 'main', `${theme} members`)).toEqual([]);

      await rowNames(page).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page, 'dialog', `${theme} profile panel`)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.goto('/spaces');
      await expect(page.getByRole('heading', { name: /All spaces \(\d+\)/ })).toBeVisible();
      expect(await seriousViolations(page, 'main', `${theme} spaces`)).toEqual([]);
    }
  });
});
