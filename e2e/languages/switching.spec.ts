import { seriousViolations } from '../support/accessibility';
import { catalogOf } from '../support/catalog';
import { expect, test } from '../support/fixtures';

/**
 * The dashboard in the reader's language (docs/decisions/040-translations-with-lingui.md): the
 * browser's by default, chosen on the login screen or in the top bar, remembered on the
 * device; Arabic right to left.
 */
test('shows the login screen in the browser’s language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei Community Desk anmelden');
  await expect(page.getByLabel('Website-Adresse')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await context.close();
});

test('switches to Arabic, right to left, remembers it, and signs in in it', async ({
  page,
  credentials,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Community Desk');
  // Typed first: a language chosen afterwards keeps it.
  await page.getByLabel('Username').fill(credentials.admin.username);
  await page.getByLabel('Language').selectOption('ar');

  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'تسجيل الدخول إلى Community Desk',
  );
  await expect(page.getByLabel('اسم المستخدم')).toHaveValue(credentials.admin.username);
  // The form runs from the right edge: the label starts at the field's right.
  const field = await page.getByLabel('اسم المستخدم').boundingBox();
  const label = await page.getByText('اسم المستخدم', { exact: true }).boundingBox();
  expect(Math.abs(field!.x + field!.width - (label!.x + label!.width))).toBeLessThan(2);
  for (const theme of ['Light', 'Dark'] as const) {
    await page.getByRole('button', { name: catalogOf('ar')(theme), exact: true }).click();
    await expect(html).toHaveClass(theme === 'Dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Colours ease into the theme: axe must read them once they have.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await seriousViolations(page, 'body', `${theme} login (ar)`)).toEqual([]);
  }

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('اسم المستخدم').fill(credentials.admin.username);
  await page.getByLabel('كلمة مرور التطبيق').fill('aaaa bbbb cccc dddd eeee ffff');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('اسم المستخدم أو كلمة مرور التطبيق غير صحيحة.')).toBeVisible();

  await page.getByLabel('كلمة مرور التطبيق').fill(credentials.admin.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  const signOut = page.getByRole('button', { name: 'تسجيل الخروج' });
  await expect(signOut).toBeVisible();

  // The top bar's switcher (the phone menu, closed, has one too).
  await page.getByLabel('اللغة').filter({ visible: true }).selectOption('de');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei Community Desk anmelden');
});
