import { expect, signIn, test } from '../support/fixtures';
import { apiCourses, apiStudents, dataTable, rowNames, shownName } from '../support/tables';
import { readCsv } from '../support/csv';
import { seriousViolations } from '../support/accessibility';

/** The students specs read the reference server through `adminApi` rather than the seed. */
async function firstCourseWithStudents(adminApi: Parameters<typeof apiCourses>[0]) {
  const courses = await apiCourses(adminApi);
  const course = [...courses].sort((a, b) => b.students_count - a.students_count)[0];
  expect(course?.students_count).toBeGreaterThan(0);
  return course!;
}

test.describe('course students', () => {
  test('picks a course, searches and sorts its students as the server does', async ({
    adminPage: page,
    adminApi,
  }) => {
    const course = await firstCourseWithStudents(adminApi);
    await page.getByRole('link', { name: 'Course students' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await page.getByRole('link', { name: course.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}/students$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);

    // Newest enrollment first by default (behaviour.md, "Course students").
    const byEnrollment = await apiStudents(adminApi, course.id, { per_page: 20 });
    await expect(rowNames(page)).toHaveText(byEnrollment.students.data.map(shownName));
    await expect(dataTable(page).getByRole('columnheader', { name: /Enrolled/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const search = byEnrollment.students.data[0]!.username.slice(0, 3);
    const searched = await apiStudents(adminApi, course.id, { search, per_page: 20 });
    await page.getByRole('searchbox', { name: 'Search students' }).fill(search);
    await expect(page).toHaveURL(new RegExp(`search=${search}`));
    await expect(rowNames(page)).toHaveText(searched.students.data.map(shownName));
    await page.getByRole('searchbox', { name: 'Search students' }).press('Escape');
    await expect(page).not.toHaveURL(/search=/);

    const header = dataTable(page).getByRole('columnheader', { name: /Student/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await apiStudents(adminApi, course.id, {
      sort_by: 'display_name',
      sort_dir: 'ASC',
      per_page: 20,
    });
    await expect(rowNames(page)).toHaveText(ascending.students.data.map(shownName));
    await header.getByRole('button').click();
    await expect(page).toHaveURL(/sort_by=display_name&sort_dir=DESC/);
    const descending = await apiStudents(adminApi, course.id, {
      sort_by: 'display_name',
      sort_dir: 'DESC',
      per_page: 20,
    });
    await expect(rowNames(page)).toHaveText(descending.students.data.map(shownName));
  });

  test('pages with last_page and exports every student', async ({ adminPage: page, adminApi }) => {
    const course = await firstCourseWithStudents(adminApi);
    const all = await apiStudents(adminApi, course.id, { per_page: 10 });
    await page.goto(`/courses/${course.id}/students?per_page=10`);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText(`Page 1 of ${all.students.last_page}`);
    await expect(dataTable(page).locator('tbody tr')).toHaveCount(Math.min(10, all.students.total));
    if (all.students.last_page > 1) {
      await pagination.getByRole('button', { name: 'Last page' }).click();
      await expect(page).toHaveURL(new RegExp(`page=${all.students.last_page}`));
      await expect(rowNames(page)).toHaveCount(
        all.students.total - (all.students.last_page - 1) * 10,
      );
    }

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const { records } = await readCsv(await downloading);
    expect(records[0]).toEqual([
      'Student',
      'Username',
      'Profile',
      'Progress',
      'Enrolled',
      'Last activity',
      'Points',
    ]);
    expect(records).toHaveLength(all.students.total + 1);
  });

  test('says a course does not exist, without asking the site for a non-numeric id', async ({
    adminPage: page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/admin/courses/abc')) asked.push(request.url());
    });
    await page.goto('/courses/abc/students');
    await expect(page.getByRole('heading', { name: 'No such course on this site' })).toBeVisible();
    expect(asked).toEqual([]);

    await page.goto('/courses/999999/students');
    await expect(page.getByRole('heading', { name: 'No such course on this site' })).toBeVisible();
  });

  test('tells a member account it may not list students', async ({
    page,
    credentials,
    adminApi,
  }) => {
    const course = await firstCourseWithStudents(adminApi);
    await signIn(page, credentials.member, { from: `/courses/${course.id}/students` });
    await expect(
      page.getByRole('heading', { name: 'This account cannot see course students' }),
    ).toBeVisible();
    await expect(page.getByText(/Only site administrators and course managers/)).toBeVisible();
  });

  test('has no serious or critical axe violations, in light and dark', async ({
    adminPage: page,
    adminApi,
  }) => {
    // Six full-page scans: give them the time a loaded machine needs.
    test.slow();
    const course = await firstCourseWithStudents(adminApi);
    await page.goto(`/courses/${course.id}/students`);
    await expect(rowNames(page).first()).toBeVisible();
    for (const theme of ['Light', 'Dark']) {
      await page.getByRole('button', { name: theme, exact: true }).click();
      for (const path of [`/courses/${course.id}/students`, '/courses']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousViolations(page, 'main', `${theme} ${path}`)).toEqual([]);
      }
    }
  });
});
