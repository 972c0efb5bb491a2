import AxeBuilder from '@axe-core/playwright';
import { expect, signIn, test } from '../support/fixtures';

test.describe('signing in', () => {
  test('prefills the demo site, signs in and shows who is signed in', async ({
    page,
    credentials,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Site address')).toHaveValue(baseURL!);
    await expect(page.getByText(`Sign in as ${credentials.admin.username}`)).toBeVisible();

    await page.getByLabel('Username').fill(credentials.admin.username);
    await page.getByLabel('Application password').fill(credentials.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // A sign-in lands on the overview.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByLabel('Signed-in user')).toContainText('Site Admin');
    // The password never travels in a URL.
    expect(page.url()).not.toContain(credentials.admin.password.replace(/ /g, ''));
  });

  test('explains a wrong password and keeps what was typed', async ({ page, credentials }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(credentials.admin.username);
    await page.getByLabel('Application password').fill('aaaa bbbb cccc dddd eeee ffff');
    await page.getByRole('button', { name: 'Sign in' }).click();

    const password = page.getByLabel('Application password');
    await expect(page.getByText('Wrong username or application password.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expect(password).toHaveValue('aaaa bbbb cccc dddd eeee ffff');
    await expect(page.getByLabel('Username')).toHaveValue(credentials.admin.username);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('explains an unreachable address', async ({ page, credentials }) => {
    await page.goto('/login');
    await page.getByLabel('Site address').fill('http://127.0.0.1:9');
    await page.getByLabel('Username').fill(credentials.admin.username);
    await page.getByLabel('Application password').fill(credentials.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/Cannot reach http:\/\/127\.0\.0\.1:9/)).toBeVisible();
    await expect(page.getByLabel('Site address')).toBeFocused();
  });

  test('refuses plain http to a remote host next to the address, keeps the form, sends nothing', async ({
    page,
    credentials,
  }) => {
    await page.goto('/login');
    const site = page.getByLabel('Site address');
    await site.fill('http://community.example.com');
    await page.getByLabel('Username').fill(credentials.admin.username);
    await page.getByLabel('Application password').fill(credentials.admin.password);
    // From here on, nothing may go to the site or any REST API: no probe, no password.
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const toApi = url.pathname.includes('/wp-json') || url.searchParams.has('rest_route');
      if (url.hostname === 'community.example.com' || toApi) apiRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(site).toHaveAttribute('aria-invalid', 'true');
    await expect(site).toHaveAccessibleDescription(
      /Plain http:\/\/ is only for a site on this computer or a local test domain: WordPress refuses application passwords without HTTPS.*Use https:\/\/community\.example\.com instead\./,
    );
    await expect(site).toBeFocused();
    await expect(site).toHaveValue('http://community.example.com');
    await expect(page.getByLabel('Username')).toHaveValue(credentials.admin.username);
    await expect(page.getByLabel('Application password')).toHaveValue(credentials.admin.password);
    await expect(page).toHaveURL(/\/login$/);
    expect(apiRequests).toEqual([]);

    await site.fill('https://community.example.com');
    await expect(site).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('signs in with the keyboard alone', async ({ page, credentials }) => {
    await page.goto('/login');
    await page.getByLabel('Site address').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.keyboard.type(credentials.admin.username);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Application password')).toBeFocused();
    await page.keyboard.type(credentials.admin.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('warns when the account is neither administrator nor moderator', async ({
    page,
    credentials,
  }) => {
    await signIn(page, credentials.member);
    await expect(
      page.getByText(/is neither an administrator nor a community moderator/),
    ).toBeVisible();
  });
});

test.describe('staying signed in', () => {
  test('"Remember me" keeps the session across a reload and a new tab', async ({
    page,
    context,
    credentials,
  }) => {
    await signIn(page, credentials.admin, { remember: true });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/feed');
    await expect(other.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('without "Remember me" a new tab starts signed out', async ({
    page,
    context,
    credentials,
  }) => {
    await signIn(page, credentials.admin, { remember: false });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

    const other = await context.newPage();
    await other.goto('/feed');
    await expect(other.getByRole('heading', { name: 'Sign in to Community Desk' })).toBeVisible();
  });

  test('signing out forgets the credentials', async ({ page, credentials }) => {
    await signIn(page, credentials.admin, { remember: true });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await expect(page.getByLabel('Application password')).toHaveValue('');

    const stored = await page.evaluate(() => [
      localStorage.getItem('community-desk.session'),
      sessionStorage.getItem('community-desk.session'),
    ]);
    expect(stored).toEqual([null, null]);
    await page.goto('/feed');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a 401 mid-session returns to the login screen, then to the same page and filters', async ({
    page,
    credentials,
  }) => {
    await signIn(page, credentials.admin);
    const target = '/courses?from=e2e';
    await page.goto(target);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

    // The site revokes the application password: every API call now answers 401. Away from
    // the app first: a request the old page made meanwhile would end the session before the
    // load this test is about (and a reload does not say why a session ended).
    await page.goto('about:blank');
    await page.route('**/wp-json/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'incorrect_password',
          message: 'The provided password is an invalid application password.',
          data: { status: 401 },
        }),
      }),
    );
    await page.goto('/feed?order_by_type=oldest');
    await expect(page.getByText('Your session has ended')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByLabel('Username')).toHaveValue(credentials.admin.username);

    await page.unroute('**/wp-json/**');
    await page.getByLabel('Application password').fill(credentials.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/feed\?order_by_type=oldest$/);
  });
});

test.describe('accessibility', () => {
  test('the login screen has no serious or critical axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Site address')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('the signed-in shell has no serious or critical axe violations, in light and dark', async ({
    adminPage,
  }) => {
    for (const theme of ['Light', 'Dark']) {
      await adminPage.getByRole('button', { name: theme, exact: true }).click();
      const results = await new AxeBuilder({ page: adminPage })
        .include('header')
        .include('aside')
        .analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(serious.map((violation) => `${theme} ${violation.id}: ${violation.help}`)).toEqual([]);
    }
  });

  test('on a phone the sidebar becomes a menu', async ({ adminPage }) => {
    await adminPage.setViewportSize({ width: 390, height: 800 });
    await expect(adminPage.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await adminPage.getByRole('button', { name: 'Open menu' }).click();
    const menu = adminPage.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Course students' })).toBeVisible();
    await menu.getByRole('link', { name: 'Course students' }).click();
    await expect(adminPage).toHaveURL(/\/courses$/);
    await expect(menu).toBeHidden();
  });
});
