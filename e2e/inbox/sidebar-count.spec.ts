import { seriousViolations } from '../support/accessibility';
import { expect, signIn, test } from '../support/fixtures';
import { inboxLink, inboxLinkName, inboxSection, waitingOnAdmin } from '../support/inbox';
import { formatNumber } from '../support/page-readers';

/**
 * One count of everything waiting on the admin, beside the sidebar's Inbox on every page, the
 * same as the inbox's own total; an account with nothing to answer is shown none and never
 * asks about members. Read only: the shared demo server.
 */
test.describe('the inbox’s count', () => {
  test('is the same on the overview, the feed, a space and the inbox', async ({
    adminPage: page,
    adminApi,
  }) => {
    const waiting = await waitingOnAdmin(adminApi);
    expect(waiting.requests, 'the demo has join requests waiting').toBeGreaterThan(1);
    expect(waiting.posts, 'the demo has posts in review').toBeGreaterThan(0);
    expect(waiting.profiles, 'the demo has profiles waiting for approval').toBeGreaterThan(0);
    const name = inboxLinkName(waiting.total);

    await page.goto('/');
    await expect(inboxLink(page)).toHaveAccessibleName(name);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Feed' })
      .click();
    await expect(page).toHaveURL(/\/feed/);
    await expect(inboxLink(page)).toHaveAccessibleName(name);
    await page.goto('/spaces/design-club/members');
    await expect(inboxLink(page)).toHaveAccessibleName(name);

    await inboxLink(page).click();
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
    await expect(
      page.getByText(`${formatNumber(waiting.total)} waiting on you, oldest first.`),
    ).toBeVisible();
    await expect(inboxSection(page, 'Join requests').getByRole('heading')).toHaveText(
      `Join requests${formatNumber(waiting.requests)} requests waiting`,
    );
    await expect(inboxSection(page, 'Posts in review').getByRole('heading')).toHaveText(
      `Posts in review${formatNumber(waiting.posts)} ${waiting.posts === 1 ? 'post' : 'posts'} waiting`,
    );
    await expect(inboxSection(page, 'Profiles to approve').getByRole('heading')).toHaveText(
      `Profiles to approve${formatNumber(waiting.profiles)} ${waiting.profiles === 1 ? 'profile' : 'profiles'} waiting`,
    );
    // A cold start on the feed knows it too.
    await page.goto('/feed');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(inboxLink(page)).toHaveAccessibleName(name);
  });

  test('lists the oldest requests first, each with how long it has waited', async ({
    adminPage: page,
  }) => {
    await page.goto('/inbox');
    const requests = page.getByRole('list', { name: 'Join requests' });
    await expect(requests.getByRole('listitem').first()).toBeVisible();
    const waited = await requests
      .getByRole('listitem')
      .getByText(/^Waiting /)
      .allTextContents();
    expect(waited.length).toBeGreaterThan(1);
    const toHours = (text: string) => {
      const [, amount, unit] = /^Waiting (\d+) (\w+?)s?$/.exec(text) ?? [];
      const hours = { minute: 1 / 60, hour: 1, day: 24, week: 168, month: 720, year: 8760 };
      return Number(amount) * (hours[unit as keyof typeof hours] ?? 0);
    };
    const ages = waited.map(toHours);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
  });

  test('is reached from the command palette', async ({ adminPage: page }) => {
    await page.goto('/feed');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect(palette).toBeVisible();
    const field = palette.getByRole('combobox', { name: /Go to a page/ });
    await expect(field).toBeFocused();
    await page.keyboard.type('inbox');
    await expect(palette.getByRole('option', { name: /^Inbox/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  });

  test('has no axe violations in light and dark', async ({ adminPage: page }) => {
    await page.goto('/inbox');
    await expect(page.getByRole('list', { name: 'Join requests' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Profiles to approve' })).toBeVisible();
    await page.getByRole('list', { name: 'Join requests' }).getByRole('checkbox').first().check();
    for (const theme of ['Light', 'Dark']) {
      const button = page.getByRole('button', { name: theme, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(await seriousViolations(page, 'main', `Inbox, ${theme}:`)).toEqual([]);
    }
  });

  test('shows a member account no count, and asks the site nothing about members', async ({
    page,
    credentials,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/members')) asked.push(request.url());
    });
    await signIn(page, credentials.member, { from: '/feed' });
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(inboxLink(page)).toHaveAccessibleName('Inbox');
    await page.goto('/inbox');
    await expect(page.getByText('Nothing is waiting on you.')).toBeVisible();
    await expect(inboxSection(page, 'Join requests')).toContainText('Nothing waiting');
    await expect(inboxSection(page, 'Posts in review')).toHaveCount(0);
    await expect(inboxSection(page, 'Profiles to approve')).toHaveCount(0);
    await expect(inboxLink(page)).toHaveAccessibleName('Inbox');
    expect(asked).toEqual([]);
  });
});
