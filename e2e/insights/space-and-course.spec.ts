import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { answerAsPlainSite } from '../support/plain-site';
import {
  chartPanel,
  formatNumber,
  linesOf,
  readChartTable,
  readStatCard,
  readTableCells,
  statCard,
} from '../support/page-readers';
import {
  demoCourses,
  openDemoDatabase,
  readWhileDatabaseIsStill,
  spaceTitle,
} from '../support/demo-database';
import { expectedCourseInsights } from '../support/expected-course-insights';
import { expectedSpaceActivity, expectedSpaceInsights } from '../support/expected-space-insights';
import { openWithoutKeptInsights } from '../support/kept-insights';
import { siteOffsetMinutes } from '../support/site-clock';
import { rowNames } from '../support/tables';

/**
 * A space's and a course's Insights view, beside its list: every chart's table against the
 * e2e server's database (support/expected-space-insights.ts, expected-course-insights.ts), the
 * tabs between the two views, and a student at risk as a way into the students list.
 */

/** Moves between a place's views with its tabs, checking which one is current. */
async function openView(page: Page, tabs: string, view: string, path: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: tabs });
  await nav.getByRole('link', { name: view, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(nav.getByRole('link', { name: view, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

/** The provenance line under a panel's title. */
function provenanceOf(page: Page, title: string) {
  return chartPanel(page, title).getByText(/^From /);
}

test.describe('insights of a space and a course', () => {
  for (const source of ['counted by our server', 'read from a plain site'] as const) {
    test(`a space’s insights, ${source}, say what the database says, one tab away from its members`, async ({
      page,
      credentials,
      request,
    }) => {
      test.slow();
      const counted = source === 'counted by our server';
      if (!counted) await answerAsPlainSite(page);
      await signIn(page, credentials.admin);
      const slug = 'design-club';
      const db = openDemoDatabase();
      const title = spaceTitle(db, slug);
      db.close();
      const offsetMinutes = await siteOffsetMinutes(request);
      const { shown, expected } = await readWhileDatabaseIsStill({
        offsetMinutes,
        load: async (attempt) => {
          if (attempt === 0) {
            await page.goto(`/spaces/${slug}/members`);
            await openView(page, 'Space views', 'Insights', `/spaces/${slug}/insights`);
          } else {
            await openWithoutKeptInsights(page, `/spaces/${slug}/insights`);
          }
          await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
          // The note under the chart goes when the table takes its place: read it first.
          const notes = await linesOf(chartPanel(page, 'Members joined per week'));
          return {
            notes,
            joined: await readChartTable(chartPanel(page, 'Members joined per week')),
            lastActive: await readChartTable(chartPanel(page, 'Last active')),
            roles: await readChartTable(chartPanel(page, 'Roles')),
            pending: await readChartTable(chartPanel(page, 'Pending requests by age')),
            membersSource: await provenanceOf(page, 'Roles').innerText(),
            requestsSource: await provenanceOf(page, 'Pending requests by age').innerText(),
            activity: counted
              ? await readChartTable(chartPanel(page, 'Posts and comments per week'))
              : null,
          };
        },
        expected: (database, now) => ({
          ...expectedSpaceInsights(database, slug, now),
          activity: counted ? expectedSpaceActivity(database, slug, now) : null,
        }),
      });
      expect(expected.requests, `${slug} has join requests`).toBeGreaterThan(0);
      expect(shown.joined.rows).toHaveLength(26);
      expect(shown.joined).toEqual(expected.joined);
      expect(shown.lastActive).toEqual(expected.lastActive);
      expect(shown.roles).toEqual(expected.roles);
      expect(shown.pending).toEqual(expected.pending);
      expect(shown.activity).toEqual(expected.activity);
      const from = counted ? "From the server's counts of all" : 'From all';
      expect(shown.membersSource).toMatch(
        new RegExp(`^${from} ${formatNumber(expected.members)} members, `),
      );
      expect(shown.requestsSource).toMatch(
        new RegExp(`^${from} ${formatNumber(expected.requests)} join requests, `),
      );
      // Its posts and comments per week come with our server's counts only.
      await expect(page.getByRole('region', { name: 'Posts and comments per week' })).toHaveCount(
        counted ? 1 : 0,
      );
      if (expected.joinedEarlier > 0) {
        const first = expected.joined.rows[0]!.label;
        expect(shown.notes).toContain(
          `And ${formatNumber(expected.joinedEarlier)} ${expected.joinedEarlier === 1 ? 'member' : 'members'} joined before ${first}.`,
        );
      }

      await openView(page, 'Space views', 'Members', `/spaces/${slug}/members`);
      await expect(rowNames(page).first()).toBeVisible();
      await openView(page, 'Space views', 'Insights', `/spaces/${slug}/insights`);
      await expect(chartPanel(page, 'Roles')).toBeVisible();
    });
  }

  for (const source of ['counted by our server', 'read from a plain site'] as const) {
    test(`each course’s insights, ${source}, say what the database says, and a student at risk opens the students list on them`, async ({
      page,
      credentials,
      request,
    }) => {
      test.slow();
      const counted = source === 'counted by our server';
      if (!counted) await answerAsPlainSite(page);
      const asked: URL[] = [];
      page.on('request', (sent) => asked.push(new URL(sent.url())));
      await signIn(page, credentials.admin);
      const db = openDemoDatabase();
      const courses = demoCourses(db);
      db.close();
      expect(courses.length, 'the demo has courses').toBeGreaterThan(0);
      const offsetMinutes = await siteOffsetMinutes(request);
      let followed = false;

      for (const course of courses) {
        const insights = `/courses/${course.id}/insights`;
        const { shown, expected } = await readWhileDatabaseIsStill({
          offsetMinutes,
          load: async (attempt) => {
            if (attempt === 0) {
              await page.goto(`/courses/${course.id}/students`);
              await openView(page, 'Course views', 'Insights', insights);
            } else {
              await openWithoutKeptInsights(page, insights);
            }
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
            const atRisk = page.getByRole('table', { name: 'Students at risk' });
            const noneAtRisk = page.getByText('No student of this course is at risk.');
            await expect(atRisk.or(noneAtRisk)).toBeVisible();
            const enrollmentNotes = await linesOf(chartPanel(page, 'Enrollments per week'));
            return {
              enrollmentNotes,
              students: await readStatCard(statCard(page, 'Students')),
              completed: await readStatCard(statCard(page, 'Completed the course')),
              atRiskCount: await readStatCard(statCard(page, 'Students at risk')),
              progress: await readChartTable(chartPanel(page, 'Progress')),
              enrollments: await readChartTable(chartPanel(page, 'Enrollments per week')),
              atRisk: (await atRisk.count()) > 0 ? await readTableCells(atRisk) : [],
              atRiskLinks: await page
                .getByRole('region', { name: 'Students at risk' })
                .getByRole('link')
                .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
            };
          },
          expected: (database, now) => expectedCourseInsights(database, course.id, now),
        });

        const all = `all ${formatNumber(expected.students)} ${expected.students === 1 ? 'student' : 'students'}, `;
        const from = counted
          ? `From the server's counts${expected.students === 0 ? ', ' : ` of ${all}`}`
          : expected.students === 0
            ? 'From no students, '
            : `From ${all}`;
        expect(shown.students.slice(0, 2)).toEqual(['Students', formatNumber(expected.students)]);
        expect(shown.students[2]).toMatch(new RegExp(`^${from}`));
        expect(shown.completed).toEqual([
          'Completed the course',
          formatNumber(expected.completed),
          expected.completionHint,
        ]);
        expect(shown.atRiskCount.slice(0, 2)).toEqual([
          'Students at risk',
          formatNumber(expected.atRisk.length),
        ]);
        expect(shown.progress).toEqual(expected.progress);
        expect(shown.enrollments.rows).toHaveLength(26);
        expect(shown.enrollments).toEqual(expected.enrollments);
        if (expected.enrolledEarlier > 0) {
          const first = expected.enrollments.rows[0]!.label;
          expect(shown.enrollmentNotes).toContain(
            `And ${formatNumber(expected.enrolledEarlier)} ${expected.enrolledEarlier === 1 ? 'student' : 'students'} enrolled before ${first}.`,
          );
        }
        expect(shown.atRisk).toEqual(expected.atRisk.map((row) => row.cells));
        expect(shown.atRiskLinks).toEqual(expected.atRisk.map((row) => row.href));

        await openView(page, 'Course views', 'Students', `/courses/${course.id}/students`);
        await openView(page, 'Course views', 'Insights', insights);

        const student = expected.atRisk[0];
        if (followed || !student) continue;
        followed = true;
        // The first body row (row 0 is the header row).
        const link = page
          .getByRole('table', { name: 'Students at risk' })
          .getByRole('row')
          .nth(1)
          .getByRole('link');
        await expect(link).toHaveText(student.cells[0]!);
        await link.click();
        await expect(page).toHaveURL(
          (url) =>
            url.pathname === `/courses/${course.id}/students` &&
            url.searchParams.get('search') === student.username,
        );
        await expect(page.getByRole('searchbox', { name: 'Search students' })).toHaveValue(
          student.username,
        );
        await expect(rowNames(page)).toContainText([student.name.trim() || 'Unnamed member']);
      }
      expect(followed, 'a demo course has a student at risk').toBe(true);
      // Our server counts each course in one request: the page reads no students for it
      // (the walk reads pages of 100, oldest first; the students table its own pages).
      const countedAsks = asked.filter((url) =>
        url.pathname.includes('/community-desk/v1/insights/courses/'),
      );
      const walkPages = asked.filter(
        (url) =>
          /\/admin\/courses\/\d+\/students$/.test(url.pathname) &&
          url.searchParams.get('per_page') === '100',
      );
      if (counted) {
        expect(countedAsks.length).toBeGreaterThanOrEqual(courses.length);
        expect(walkPages).toEqual([]);
      } else {
        expect(countedAsks).toEqual([]);
        expect(walkPages.length).toBeGreaterThanOrEqual(courses.length);
      }
    });
  }
});
