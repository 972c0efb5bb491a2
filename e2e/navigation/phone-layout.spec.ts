import { expect, test } from '../support/fixtures';
import { expectFitsThePhone } from '../support/overflow';
import { chartPanel } from '../support/page-readers';
import { apiCourses, dataTable, rowNames } from '../support/tables';

/**
 * Every page of the dashboard at a phone's size (390×844): nothing may be wider than the
 * screen (support/overflow.ts says what that means).
 */
test.use({ viewport: { width: 390, height: 844 } });

test.describe('at a phone’s size', () => {
  test('every page fits the screen, and so does the member panel', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.slow();
    const [course] = await apiCourses(adminApi);
    expect(course, 'the demo has a course').toBeDefined();
    const heading = page.getByRole('heading', { level: 1 });

    await page.goto('/');
    await expect(heading).toHaveText('Overview');
    const weekly = chartPanel(page, 'Posts per week, by space');
    await expect(weekly).toBeVisible();
    await expect(weekly.getByRole('button', { name: /^Download CSV/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pending join requests' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expectFitsThePhone(page, 'overview');
    // The chart card's own buttons must be reachable: inside the screen.
    await weekly.getByRole('button', { name: /^Show table/ }).click();
    await expect(weekly.getByRole('table')).toBeVisible();
    await expectFitsThePhone(page, 'overview, weekly posts as a table');

    await page.goto('/spaces');
    await expect(
      page
        .getByRole('region', { name: /All spaces/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expectFitsThePhone(page, 'spaces');

    await page.goto('/spaces/general/members');
    await expect(rowNames(page).first()).toBeVisible();
    await expectFitsThePhone(page, 'space members');
    await rowNames(page).first().click();
    const panel = page.getByRole('dialog');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Latest posts' })).toBeVisible();
    await expectFitsThePhone(page, 'member panel');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.goto('/spaces/general/insights');
    await expect(chartPanel(page, 'Members joined per week')).toBeVisible();
    await expectFitsThePhone(page, 'space insights');

    await page.goto('/courses');
    await expect(page.getByRole('link', { name: course!.title }).first()).toBeVisible();
    await expectFitsThePhone(page, 'courses');

    await page.goto(`/courses/${course!.id}/students`);
    await expect(rowNames(page).first()).toBeVisible();
    await expect(dataTable(page)).toBeVisible();
    await expectFitsThePhone(page, 'course students');

    await page.goto(`/courses/${course!.id}/insights`);
    await expect(heading).toContainText(course!.title);
    await expect(page.getByRole('region', { name: 'Students at risk' })).toBeVisible();
    await expectFitsThePhone(page, 'course insights');

    await page.goto('/feed');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectFitsThePhone(page, 'feed');

    // The phone menu, open.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectFitsThePhone(page, 'menu');
  });
});
