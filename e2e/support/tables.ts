import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What the reference server says about members and students, fetched as the admin, so the
 * table specs compare the UI with the server instead of hard-coding the seed.
 */
export interface ApiProfile {
  user_id: number;
  display_name: string;
  username: string;
  total_points: number;
  permalink: string;
}

export interface ApiPage<T> {
  data: T[];
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}

export interface ApiMember {
  id: number;
  user_id: number;
  status: string;
  role: string;
  xprofile: ApiProfile | null;
}

export type ApiStudent = ApiProfile & { progress?: number };

type Params = Record<string, string | number>;

async function getJson<T>(api: APIRequestContext, route: string, params: Params): Promise<T> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await api.get(`/wp-json/fluent-community/v2/${route}?${query}`);
  expect(response.status(), `${route}?${query}`).toBe(200);
  return (await response.json()) as T;
}

export function apiMembers(api: APIRequestContext, slug: string, params: Params = {}) {
  return getJson<{ members: ApiPage<ApiMember>; pending_count: number }>(
    api,
    `spaces/${slug}/members`,
    params,
  );
}

export function apiStudents(api: APIRequestContext, courseId: number, params: Params = {}) {
  return getJson<{ students: ApiPage<ApiStudent> }>(
    api,
    `admin/courses/${courseId}/students`,
    params,
  );
}

export async function apiSpaces(api: APIRequestContext) {
  const body = await getJson<{ spaces: Array<{ slug: string; title: string }> }>(api, 'spaces', {});
  return body.spaces;
}

export async function apiCourses(api: APIRequestContext) {
  const body = await getJson<{
    courses: ApiPage<{ id: number; title: string; slug: string; students_count: number }>;
  }>(api, 'admin/courses', { per_page: 100 });
  return body.courses.data;
}

/** The name the table shows for a profile (the name button of the row). */
export function shownName(profile: { display_name: string } | null): string {
  return profile?.display_name.trim() || 'Unnamed member';
}

/** The data table of the page (the one with a caption). */
export function dataTable(page: Page): Locator {
  return page.getByRole('table');
}

/** The name buttons of the body rows, in order. */
export function rowNames(page: Page): Locator {
  return dataTable(page).locator('tbody tr').locator('button[data-row-open]');
}

/** The column headers of the table, as shown (a column of checkboxes has no words). */
export async function headerLabels(page: Page): Promise<string[]> {
  const labels = await dataTable(page).locator('thead th').allInnerTexts();
  return labels
    .map((label) => label.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter((label) => label !== '');
}
