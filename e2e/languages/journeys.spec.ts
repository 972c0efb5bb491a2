import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { catalogOf, type Translate } from '../support/catalog';
import { apiAllPosts } from '../support/feed';
import { expect, test as shared } from '../support/fixtures';
import { isolated } from '../support/member-writes';
import { test as own } from '../support/own-server';
import { expectFitsThePhone } from '../support/overflow';
import { apiMembers, apiSpaces, shownName } from '../support/tables';
import { LANGUAGE_KEY } from '../support/unmarked-text';

/**
 * The admin's main journeys in Arabic (right to left) and in German (longer words, its own
 * plurals), as a person reads them: every label looked up in the language's catalog
 * (support/catalog.ts), so a page left in English fails. On each page: axe finds no serious
 * issue in light and dark, nothing is wider than a phone's screen, and a screenshot of each
 * theme is attached to the report.
 */
const LANGUAGES = [
  { locale: 'ar', browser: 'ar', dir: 'rtl' },
  { locale: 'de', browser: 'de-DE', dir: 'ltr' },
] as const;

/** Axe in both themes, a screenshot of each, and the page at a phone's width. */
async function checkPlace(page: Page, tr: Translate, testInfo: TestInfo, place: string) {
  for (const theme of ['Light', 'Dark'] as const) {
    await page.getByRole('button', { name: tr(theme), exact: true }).click();
    await expect(page.locator('html')).toHaveClass(
      theme === 'Dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    // Colours ease into the theme: axe and the screenshot read them once they have.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await seriousViolations(page, 'body', `${place} (${theme})`)).toEqual([]);
    await testInfo.attach(`${place}, ${theme.toLowerCase()}`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
  }
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsThePhone(page, `${place} at 390 px`);
  await page.setViewportSize(size);
}

for (const { locale, browser, dir } of LANGUAGES) {
  const tr = catalogOf(locale);

  shared.describe(`in ${locale}`, () => {
    shared.use({ locale: browser });

    shared(
      'signs in, reads the overview, filters a space’s members, and opens a post’s comments and reactions',
      async ({ page, credentials, adminApi }, testInfo) => {
        shared.setTimeout(240_000);
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await page.getByLabel(tr('Username')).fill(credentials.admin.username);
        await page.getByLabel(tr('Application password')).fill(credentials.admin.password);
        await page.getByRole('button', { name: tr('Sign in') }).click();

        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(tr('Overview'));
        await expect(page.getByRole('navigation', { name: tr('Main') })).toBeVisible();
        await checkPlace(page, tr, testInfo, 'overview');

        // A space's members, filtered to its pending requests.
        const pending = await apiMembers(adminApi, 'design-club', { status: 'pending' });
        await page.goto('/spaces/design-club/members');
        const filter = page.getByRole('group', { name: tr('Membership status') });
        await filter.getByRole('button', { name: new RegExp(tr('Pending requests')) }).click();
        await expect(page).toHaveURL(/status=pending/);
        await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(
          Math.min(pending.members.total, pending.members.per_page),
        );
        await expect(page.getByRole('searchbox', { name: tr('Search members') })).toBeVisible();
        await checkPlace(page, tr, testInfo, 'space members, pending');

        // A post of the feed with its comments and who reacted.
        const posts = await apiAllPosts(adminApi, { space: 'general' });
        const post = posts.find(
          (candidate) => candidate.comments_count > 2 && candidate.reactions_count > 3,
        )!;
        expect(post, 'the demo has a post with comments and reactions').toBeDefined();
        await page.goto(`/feed?space=general&search=${encodeURIComponent(post.title)}`);
        // Found by its id: the feed's own name is in the language too.
        const article = page.locator(`article[data-post-id="${post.id}"]`);
        const comments = article.getByRole('button', {
          name: tr('{commentsCount, plural, one {# comment} other {# comments}}', {
            commentsCount: post.comments_count,
          }),
        });
        await comments.click();
        await expect(comments).toHaveAttribute('aria-expanded', 'true');
        await expect(article.getByRole('list', { name: tr('Comments') })).toBeVisible();
        await article
          .getByRole('button', {
            name: tr('{reactionsCount, plural, one {# reaction} other {# reactions}}', {
              reactionsCount: post.reactions_count,
            }),
          })
          .click();
        // The first name that reacted, isolated in a sentence of the language.
        const first = post.reactions[0]!.xprofile!.display_name;
        await expect(article.locator('bdi', { hasText: first }).first()).toBeVisible();
        await checkPlace(page, tr, testInfo, 'feed, comments and reactions');
      },
    );
  });

  own.describe(`in ${locale}, acting`, () => {
    own(
      'approves a join request from the inbox',
      async ({ ownAdminPage: page, ownAdminApi: api }, testInfo) => {
        own.setTimeout(180_000);
        await page.evaluate((chosen) => localStorage.setItem(chosen.key, chosen.locale), {
          key: LANGUAGE_KEY,
          locale,
        });
        const title = (await apiSpaces(api)).find((space) => space.slug === 'design-club')!.title;
        const [request] = (
          await apiMembers(api, 'design-club', {
            status: 'pending',
            sort_by: 'created_at',
            sort_dir: 'ASC',
            per_page: 100,
          })
        ).members.data.filter((member) => member.xprofile !== null);
        const name = shownName(request!.xprofile);
        await page.goto('/inbox');
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const requests = page.getByRole('list', { name: tr('Join requests') });
        const about = { person: isolated(name), space: isolated(title) };
        await checkPlace(page, tr, testInfo, 'inbox');
        await requests
          .getByRole('button', { name: tr('Approve {person} in {space}', about) })
          .click();
        await expect(page.getByRole('status').filter({ hasText: name }).first()).toBeVisible();
        await expect(page.getByRole('button', { name: tr('Undo') })).toBeVisible();
        await expect
          .poll(async () =>
            (
              await apiMembers(api, 'design-club', { status: 'pending', per_page: 100 })
            ).members.data.map((member) => member.user_id),
          )
          .not.toContain(request!.user_id);
      },
    );
  });
}
