import type { APIRequestContext, Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { databaseFile } from '../server/store/sqlite/open';
import { expect, test } from './fixtures';

/**
 * What the insights specs need beside the page: the e2e server's own SQLite file, opened
 * read-only, and the numbers each chart should show, counted from it with SQL written here
 * from the documented rules (behaviour.md; the doc comments of src/features/insights/aggregate)
 * rather than with the app's aggregation code, so a wrong rule in the app cannot agree with
 * itself. Plus readers for what the page shows: stat cards, chart tables, the device's store.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const numberFormat = new Intl.NumberFormat('en');
const percentFormat = new Intl.NumberFormat('en', { style: 'percent' });
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** "1,204": numbers as the dashboard writes them. */
export const formatNumber = (value: number): string => numberFormat.format(value);

// ---------------------------------------------------------------------------------------------
// The site's clock

/**
 * The site's UTC offset in minutes, from the REST index the app signs in with. The demo's is
 * UTC; a named zone with daylight saving is not supported by these expectations.
 */
export async function siteOffsetMinutes(request: APIRequestContext): Promise<number> {
  const response = await request.get('/wp-json/');
  expect(response.status()).toBe(200);
  const index = (await response.json()) as { gmt_offset: number; timezone_string: string };
  const zone = index.timezone_string.trim();
  if (zone !== '' && zone !== 'UTC') {
    throw new Error(`The insights specs expect a fixed-offset site clock, not ${zone}`);
  }
  return Math.round(index.gmt_offset * 60);
}

/** The site's wall clock (read as UTC) at `instant`, down to the hour: the pages' "now". */
function siteHour(offsetMinutes: number, instant = new Date()): Date {
  const wallClock = instant.getTime() + offsetMinutes * 60_000;
  return new Date(wallClock - (wallClock % HOUR_MS));
}

/** A wall-clock Date as the database writes it: "2026-11-24 14:00:00". */
function sqlTime(wallClock: Date): string {
  return wallClock.toISOString().slice(0, 19).replace('T', ' ');
}

/** A database timestamp as a wall-clock Date; null when empty. */
function wallClockOf(text: string | null): Date | null {
  return text ? new Date(`${text.replace(' ', 'T')}Z`) : null;
}

/** The Monday midnights of the last `weeks` weeks up to the current one, and the next Monday. */
function weekEdges(now: Date, weeks: number): Date[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const nextMonday = monday + WEEK_MS;
  return Array.from({ length: weeks + 1 }, (_, index) => {
    return new Date(nextMonday - (weeks - index) * WEEK_MS);
  });
}

/** "16 Nov", and "23 Nov (so far)" for the current week. */
function weekLabel(monday: Date, current: boolean): string {
  const label = `${monday.getUTCDate()} ${MONTHS[monday.getUTCMonth()]}`;
  return current ? `${label} (so far)` : label;
}

/** Whole days from `earlier` to `later`, rounded down, never negative. */
function wholeDays(earlier: Date, later: Date): number {
  return Math.max(0, Math.floor((later.getTime() - earlier.getTime()) / DAY_MS));
}

// ---------------------------------------------------------------------------------------------
// The database

/** A read-only connection to the e2e server's database. */
export type DemoDatabase = Database.Database;

/** The e2e server's database (DATA_DIR, see playwright.config.ts), read-only. */
export function openDemoDatabase(): DemoDatabase {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) {
    throw new Error('E2E_DATA_DIR is not set: run the tests with `npx playwright test`.');
  }
  const db = new Database(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Changes whenever another connection commits (SQLite's `PRAGMA data_version`). */
function dataVersion(db: DemoDatabase): number {
  return Number(db.pragma('data_version', { simple: true }));
}

/** What the page showed, what the database says it should have, and the hour both used. */
export interface StillReading<Shown, Expected> {
  shown: Shown;
  expected: Expected;
  now: Date;
}

/**
 * Reads a page and the database's answer for the same moment. Other specs write posts while
 * these run (feed-live.spec.ts), and the pages floor "now" to the hour: a reading during
 * which another connection committed, or the hour turned, is thrown away and `load` is asked
 * again (with the attempt's number, so it can start from nothing). The database state the
 * expectation is computed from is then exactly the one the page read.
 */
export async function readWhileDatabaseIsStill<Shown, Expected>({
  offsetMinutes,
  load,
  expected,
  attempts = 4,
}: {
  offsetMinutes: number;
  load: (attempt: number) => Promise<Shown>;
  expected: (db: DemoDatabase, now: Date) => Expected;
  attempts?: number;
}): Promise<StillReading<Shown, Expected>> {
  const db = openDemoDatabase();
  try {
    const reasons: string[] = [];
    for (let attempt = 0; attempt < attempts; attempt++) {
      const version = dataVersion(db);
      const now = siteHour(offsetMinutes);
      const shown = await load(attempt);
      const wanted = expected(db, now);
      const still = dataVersion(db) === version;
      const sameHour = siteHour(offsetMinutes).getTime() === now.getTime();
      if (still && sameHour) return { shown, expected: wanted, now };
      const reason = still ? 'the hour turned' : 'another spec wrote to the database';
      reasons.push(reason);
      test.info().annotations.push({ type: 'insights re-read', description: reason });
    }
    throw new Error(`The page could not be read while the data held still: ${reasons.join('; ')}`);
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// What the page shows

/** A chart's data table as shown: caption, column headers, and each row's header and numbers. */
export interface TableText {
  caption: string;
  headers: string[];
  rows: RowText[];
}

/** One body row of a chart's data table. */
export interface RowText {
  label: string;
  /** The row header's link, as written in the page (`/feed?space=general`). */
  href: string | null;
  /** Every number cell, the Total column included. */
  cells: number[];
}

/**
 * How long to wait for the overview's "Posts per week, by space" chart — and so for the
 * overview's every panel — instead of expect's 7 s, which is meant for one reaction of the
 * page. That chart is drawn only after three walks run one after the other (OverviewRoute.tsx:
 * the cards' counts, then the month's posts, then the weekly counts): about seven dependent
 * rounds of requests, each walk first looked for on the device, and the page's main thread
 * drawing the month's charts between them. Alone on a quiet machine it comes in about 2.4 s;
 * beside a second worker's browser on a quiet 2-core machine it took more than 7 s; on a
 * machine ten times oversubscribed, 20 s. Each of the three walks gets one reaction's 7 s.
 */
export const WALKED_CHART_TIMEOUT_MS = 3 * 7_000;

/** The card of a chart, by its title (a region named by its heading). */
export function chartPanel(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/**
 * A chart panel's button by what it does and the chart's title: "Show table: Roles". The
 * title is visually hidden text, which Chromium's accessible name joins with a space.
 */
export function panelButtonName(action: string, title: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(action)} ?: ${escape(title)}$`);
}

/** The button that swaps a chart panel between its chart and its table. */
export function tableToggle(panel: Locator): Locator {
  return panel.getByRole('button', { name: /^Show (table|chart) ?:/ });
}

/** Shows a panel's data table (if the chart is shown) and reads it. */
export async function readChartTable(panel: Locator): Promise<TableText> {
  const toggle = tableToggle(panel);
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const table = panel.getByRole('table');
  await expect(table).toBeVisible();
  return readTable(table);
}

/** Reads a data table: its caption, header row, and body rows (numbers parsed). */
export function readTable(table: Locator): Promise<TableText> {
  return table.evaluate((element) => {
    const text = (node: Element | null | undefined) =>
      (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const tableElement = element as HTMLTableElement;
    return {
      caption: text(tableElement.caption),
      headers: Array.from(tableElement.querySelectorAll('thead th'), text),
      rows: Array.from(tableElement.querySelectorAll('tbody tr'), (row) => ({
        label: text(row.querySelector('th')),
        href: row.querySelector('th a')?.getAttribute('href') ?? null,
        cells: Array.from(row.querySelectorAll('td'), (cell) =>
          Number(text(cell).replaceAll(',', '')),
        ),
      })),
    };
  });
}

/** A table's text cells as shown, row by row (for tables that are not charts' tables). */
export function readTableCells(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    Array.from(element.querySelectorAll('tbody tr'), (row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) =>
        (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    ),
  );
}

/** One of the stat cards (they say whether they are still counting with `aria-busy`). */
export function statCard(page: Page, label: string): Locator {
  return page.locator('[aria-busy]').filter({ has: page.getByText(label, { exact: true }) });
}

/** A stat card's lines as read on screen, once it has its number. */
export async function readStatCard(card: Locator): Promise<string[]> {
  await expect(card).toHaveAttribute('aria-busy', 'false');
  return linesOf(card);
}

/** An element's rendered text, line by line, without blank lines. */
export async function linesOf(element: Locator): Promise<string[]> {
  const text = await element.innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Moves the focus with Tab until `target` has it; fails after `maxPresses`. */
export async function tabTo(page: Page, target: Locator, maxPresses = 120): Promise<void> {
  for (let press = 0; press <= maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target} in ${maxPresses} presses`);
}

/** The text of whatever has the focus (a button's text includes its screen-reader part). */
export function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const name = focused?.getAttribute('aria-label') ?? focused?.textContent ?? '';
    return name.replace(/\s+/g, ' ').trim();
  });
}

// ---------------------------------------------------------------------------------------------
// The insights kept on the device

const INSIGHTS_DATABASE = 'community-desk-insights';

/** One walk the app kept in IndexedDB: its query hash, whose it is, and whether it is whole. */
export interface KeptWalk {
  key: string;
  /** The user of the scope (`[site, user]`). */
  user: string;
  site: string;
  complete: boolean;
}

/** The walks kept on this device (none when the app has not made its database). */
export function keptWalks(page: Page): Promise<KeptWalk[]> {
  return page.evaluate(async (name) => {
    // Opened without a version; should it not exist, the upgrade is aborted, so that this
    // read never creates an empty database the app would then not set up.
    const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onupgradeneeded = () => {
        request.transaction?.abort();
        resolve(null);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    if (db === null) return [];
    try {
      if (!db.objectStoreNames.contains('meta') || !db.objectStoreNames.contains('data')) return [];
      // All three asked at once, in one transaction: it commits when none is pending.
      const tx = db.transaction(['meta', 'data'], 'readonly');
      const answer = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
        });
      const [metas, keys, records] = await Promise.all([
        answer(
          tx.objectStore('meta').getAll() as IDBRequest<Array<{ key: string; scope: string }>>,
        ),
        answer(tx.objectStore('data').getAllKeys()),
        answer(
          tx.objectStore('data').getAll() as IDBRequest<Array<{ data: { complete?: boolean } }>>,
        ),
      ]);
      const complete = new Map(keys.map((key, index) => [String(key), records[index]]));
      return metas.map((meta) => {
        const [site, user] = JSON.parse(meta.scope) as [string, string];
        return {
          key: meta.key,
          site,
          user,
          complete: complete.get(meta.key)?.data.complete === true,
        };
      });
    } finally {
      db.close();
    }
  }, INSIGHTS_DATABASE);
}

/** A page of the site's origin without the app, answered by the test itself. */
const BLANK_PAGE = '/insights-e2e-blank';

/**
 * Opens `path` with nothing kept on the device: the app is left for a blank page of the same
 * origin (so no walk of the page before can write again; the server's own static files are
 * sandboxed, without storage), the app's IndexedDB is deleted there, and `path` is loaded
 * anew, signed in still (the session is the tab's).
 */
export async function openWithoutKeptInsights(page: Page, path: string): Promise<void> {
  const blank = (url: URL) => url.pathname === BLANK_PAGE;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Blank</title>' }),
  );
  try {
    await page.goto(BLANK_PAGE);
    await page.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error ?? new Error('IndexedDB was not deleted'));
        }),
      INSIGHTS_DATABASE,
    );
  } finally {
    await page.unroute(blank);
  }
  await page.goto(path);
}

// ---------------------------------------------------------------------------------------------
// The overview, from the database

/**
 * The posts the admin's feed lists (behaviour.md, "Feeds"): only posts whose author's profile
 * is active; published ones, plus those in review for an administrator (who moderates every
 * space); every space's.
 */
const ADMIN_FEED = `p.status IN ('published', 'pending')
  AND EXISTS (SELECT 1 FROM fcom_xprofile x WHERE x.user_id = p.user_id AND x.status = 'active')`;

interface WindowPost {
  id: number;
  title: string;
  message_rendered: string;
  user_id: number;
  comments_count: number;
  reactions_count: number;
  created_at: string;
  space_id: number | null;
  space_title: string | null;
  space_slug: string | null;
  author_name: string;
  author_username: string;
}

/** The admin's posts created at or after `since`. */
function postsSince(db: DemoDatabase, since: Date): WindowPost[] {
  return db
    .prepare<[string], WindowPost>(
      `SELECT p.id, p.title, p.message_rendered, p.user_id, p.comments_count, p.reactions_count,
              p.created_at, p.space_id, s.title AS space_title, s.slug AS space_slug,
              x.display_name AS author_name, x.username AS author_username
         FROM fcom_posts p
         LEFT JOIN fcom_spaces s ON s.id = p.space_id
         JOIN fcom_xprofile x ON x.user_id = p.user_id
        WHERE ${ADMIN_FEED} AND p.created_at >= ?`,
    )
    .all(sqlTime(since));
}

/** How many of the admin's posts (of one space, by slug) were created at or after `since`. */
function countSince(db: DemoDatabase, since: Date, spaceSlug: string | null = null): number {
  const row = db
    .prepare<[string, string | null, string | null], { n: number }>(
      `SELECT count(*) AS n FROM fcom_posts p
        WHERE ${ADMIN_FEED} AND p.created_at >= ?
          AND (? IS NULL OR p.space_id = (SELECT id FROM fcom_spaces WHERE slug = ?))`,
    )
    .get(sqlTime(since), spaceSlug, spaceSlug);
  return row?.n ?? 0;
}

/** "+47% vs previous 7 days" and "Up 47% from 17 in the previous 7 days". */
function changeLines(current: number, previous: number, period: string): string[] {
  if (current === previous) {
    return [`No change vs ${period}`, `No change from ${formatNumber(previous)} in the ${period}`];
  }
  const up = current > previous;
  const word = up ? 'Up' : 'Down';
  if (previous === 0) return [`${word} from 0 vs ${period}`, `${word} from 0 in the ${period}`];
  const ratio = Math.abs(current - previous) / previous;
  const share =
    ratio < 0.01
      ? new Intl.NumberFormat('en', { style: 'percent', maximumSignificantDigits: 1 }).format(ratio)
      : percentFormat.format(ratio);
  return [
    `${up ? '+' : '\u2212'}${share} vs ${period}`,
    `${word} ${share} from ${formatNumber(previous)} in the ${period}`,
  ];
}

/** A space with join requests waiting, as the pending card lists it. */
export interface WaitingSpace {
  title: string;
  slug: string;
  count: number;
}

/** The overview's cards, each as the lines it should read. */
export interface OverviewCards {
  spaces: string[];
  courses: string[];
  posts7: string[];
  posts30: string[];
  comments: string[];
  reactions: string[];
  pending: string[];
}

/** Spaces with pending memberships (any profile: `pending_count`), most first, then by title. */
export function waitingSpaces(db: DemoDatabase): WaitingSpace[] {
  return db
    .prepare<[], WaitingSpace>(
      `SELECT s.title, s.slug, count(*) AS count
         FROM fcom_space_user su JOIN fcom_spaces s ON s.id = su.space_id
        WHERE s.type = 'community' AND su.status = 'pending'
        GROUP BY s.id ORDER BY count DESC, s.title, s.id`,
    )
    .all();
}

/**
 * The overview's cards for the admin at `now`: spaces (every community space: an
 * administrator sees secret ones too), courses, posts of the last 7 and 30 days (rolling
 * 24-hour days, the start inside) against the span before, comments and reactions on the
 * posts of the last 30 days (and 7), and the join requests waiting.
 */
export function expectedOverviewCards(db: DemoDatabase, now: Date): OverviewCards {
  const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n ?? 0;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [since7, since14, since30, since60] = [7, 14, 30, 60].map((days) =>
    countSince(db, ago(days)),
  ) as [number, number, number, number];
  const month = postsSince(db, ago(30));
  const week = month.filter((post) => wallClockOf(post.created_at)! >= ago(7));
  const sum = (posts: WindowPost[], key: 'comments_count' | 'reactions_count') =>
    posts.reduce((total, post) => total + Math.max(0, post[key]), 0);
  const engagement = (label: string, key: 'comments_count' | 'reactions_count') => [
    label,
    formatNumber(sum(month, key)),
    `On posts of the last 30 days; ${formatNumber(sum(week, key))} on those of the last 7`,
  ];
  const waiting = waitingSpaces(db);
  const pendingTotal = waiting.reduce((total, space) => total + space.count, 0);
  return {
    spaces: [
      'Spaces',
      formatNumber(count("SELECT count(*) AS n FROM fcom_spaces WHERE type = 'community'")),
      'Spaces you can see',
    ],
    courses: [
      'Courses',
      formatNumber(count("SELECT count(*) AS n FROM fcom_spaces WHERE type = 'course'")),
      'Courses on the site',
    ],
    posts7: [
      'Posts, last 7 days',
      formatNumber(since7),
      ...changeLines(since7, since14 - since7, 'previous 7 days'),
    ],
    posts30: [
      'Posts, last 30 days',
      formatNumber(since30),
      ...changeLines(since30, since60 - since30, 'previous 30 days'),
    ],
    comments: engagement('Comments, last 30 days', 'comments_count'),
    reactions: engagement('Reactions, last 30 days', 'reactions_count'),
    pending: [
      'Pending join requests',
      formatNumber(pendingTotal),
      ...(waiting.length === 0
        ? ['No space is waiting on you.']
        : waiting.flatMap((space) => [space.title, formatNumber(space.count)])),
    ],
  };
}

interface Ranked {
  key: string;
  label: string;
  href: string;
  count: number;
}

/** Counts posts under a subject, most first, ties by name then key; the first `limit`. */
function rank(
  posts: readonly WindowPost[],
  subjectOf: (post: WindowPost) => Omit<Ranked, 'count'> | null,
  limit: number,
): Ranked[] {
  const counted = new Map<string, Ranked>();
  for (const post of posts) {
    const subject = subjectOf(post);
    if (!subject) continue;
    const seen = counted.get(subject.key);
    if (seen) seen.count += 1;
    else counted.set(subject.key, { ...subject, count: 1 });
  }
  return [...counted.values()]
    .sort(
      (a, b) =>
        b.count - a.count ||
        byName.compare(a.label, b.label) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    )
    .slice(0, limit);
}

const RANKED_ROWS = 5;

function spaceLabel(post: WindowPost): string {
  return post.space_title?.trim() || post.space_slug || `Space ${post.space_id}`;
}

/** "Most active spaces, last 30 days": the admin's posts of the rolling 30 days, by space. */
export function expectedMostActiveSpaces(db: DemoDatabase, now: Date): TableText {
  const month = postsSince(db, new Date(now.getTime() - 30 * DAY_MS));
  const ranked = rank(
    month,
    (post) =>
      post.space_id === null
        ? null
        : {
            key: String(post.space_id),
            label: spaceLabel(post),
            href: `/feed?space=${encodeURIComponent(post.space_slug ?? '')}`,
          },
    RANKED_ROWS,
  );
  return {
    caption: 'Most active spaces',
    headers: ['Space', 'Posts'],
    rows: ranked.map(({ label, href, count }) => ({ label, href, cells: [count] })),
  };
}

/** "Most active authors, last 30 days": the same posts by author (display name, else login). */
export function expectedMostActiveAuthors(db: DemoDatabase, now: Date): TableText {
  const month = postsSince(db, new Date(now.getTime() - 30 * DAY_MS));
  const ranked = rank(
    month,
    (post) => ({
      key: String(post.user_id),
      label: post.author_name.trim() || post.author_username || `User ${post.user_id}`,
      href: `/feed?user_id=${post.user_id}`,
    }),
    RANKED_ROWS,
  );
  return {
    caption: 'Most active authors',
    headers: ['Author', 'Posts'],
    rows: ranked.map(({ label, href, count }) => ({ label, href, cells: [count] })),
  };
}

/** A top post's row, and for an untitled post the text its label previews. */
export interface TopPostRow extends RowText {
  id: number;
  /** The post's text, for an untitled post (its label is the first words of it). */
  previewOf: string | null;
}

/** The text of a post body, tags dropped and whitespace collapsed (for untitled posts). */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|div|h\d|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#039;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "Posts with the most comments and reactions, last 30 days": the posts of the window with
 * any, by comments plus reactions, ties to more comments, then to the newer post.
 */
export function expectedTopPosts(db: DemoDatabase, now: Date): TopPostRow[] {
  const month = postsSince(db, new Date(now.getTime() - 30 * DAY_MS));
  return month
    .filter((post) => post.comments_count + post.reactions_count > 0)
    .sort(
      (a, b) =>
        b.comments_count + b.reactions_count - (a.comments_count + a.reactions_count) ||
        b.comments_count - a.comments_count ||
        b.id - a.id,
    )
    .slice(0, RANKED_ROWS)
    .map((post) => {
      const query = new URLSearchParams();
      if (post.space_slug) query.set('space', post.space_slug);
      query.set('user_id', String(post.user_id));
      return {
        id: post.id,
        label: post.title.trim(),
        previewOf: post.title.trim() === '' ? plainText(post.message_rendered) : null,
        href: `/feed?${query}`,
        cells: [
          post.comments_count,
          post.reactions_count,
          post.comments_count + post.reactions_count,
        ],
      };
    });
}

/**
 * Checks the shown top-posts table against the expected rows: an untitled post's label must
 * be the start of its text (cut with an ellipsis when long); every other cell exactly.
 */
export function expectTopPosts(shown: TableText, expected: readonly TopPostRow[]): void {
  expect(shown.caption).toBe('Top posts by engagement');
  expect(shown.headers).toEqual(['Post', 'Comments', 'Reactions', 'Total']);
  const rows = shown.rows.map((row, index) => {
    const wanted = expected[index];
    if (!wanted?.previewOf) return row;
    const preview = row.label.replace(/…$/, '');
    expect(preview.length, `the preview of post ${wanted.id}`).toBeGreaterThan(0);
    expect(wanted.previewOf.startsWith(preview), `"${preview}" starts post ${wanted.id}`).toBe(
      true,
    );
    return { ...row, label: '' };
  });
  expect(rows).toEqual(expected.map(({ label, href, cells }) => ({ label, href, cells })));
}

/** The spaces the stacked chart names: the 5 with most posts in the last 30 days, by title. */
function topSpaces(db: DemoDatabase, now: Date): Array<{ slug: string; title: string }> {
  const month = postsSince(db, new Date(now.getTime() - 30 * DAY_MS));
  return rank(
    month,
    (post) =>
      post.space_slug
        ? { key: post.space_slug, label: post.space_title?.trim() || post.space_slug, href: '' }
        : null,
    RANKED_ROWS,
  ).map(({ key, label }) => ({ slug: key, title: label }));
}

/**
 * "Posts per week, by space": 12 Monday-to-Monday weeks, the last the current one so far;
 * one column per top space, then "Other spaces" (the rest of the feed), then the Total.
 */
export function expectedPostsPerWeek(db: DemoDatabase, now: Date): TableText {
  const edges = weekEdges(now, 12);
  const spaces = topSpaces(db, now);
  const perWeek = (slug: string | null) => {
    const counts = edges.map((edge) => countSince(db, edge, slug));
    return counts.slice(0, -1).map((count, index) => Math.max(0, count - counts[index + 1]!));
  };
  const totals = perWeek(null);
  const series = spaces.map((space) => perWeek(space.slug));
  const stacked = spaces.length > 0;
  return {
    caption: 'Posts per week, by space',
    headers: [
      'Week',
      ...spaces.map((space) => space.title),
      stacked ? 'Other spaces' : 'All spaces',
      ...(stacked ? ['Total'] : []),
    ],
    rows: totals.map((total, week) => {
      const top = series.map((counts) => counts[week]!);
      const other = Math.max(0, total - top.reduce((sum, count) => sum + count, 0));
      const values = [...top, other];
      return {
        label: weekLabel(edges[week]!, week === totals.length - 1),
        href: null,
        cells: stacked ? [...values, values.reduce((sum, value) => sum + value, 0)] : values,
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// A space's members, from the database

interface MembershipRow {
  role: string;
  created_at: string;
  last_activity: string | null;
}

/**
 * The memberships the space's lists hold (behaviour.md, "Space members"): the members list
 * is active memberships of active profiles, oldest join first (ties by id); the requests list
 * pending memberships of active profiles.
 */
export function spaceMemberships(
  db: DemoDatabase,
  slug: string,
  status: 'active' | 'pending',
): MembershipRow[] {
  return db
    .prepare<[string, string], MembershipRow>(
      `SELECT su.role, su.created_at, x.last_activity
         FROM fcom_space_user su
         JOIN fcom_spaces s ON s.id = su.space_id
         JOIN fcom_xprofile x ON x.user_id = su.user_id
        WHERE s.slug = ? AND su.status = ? AND x.status = 'active'
        ORDER BY su.created_at, su.id`,
    )
    .all(slug, status);
}

/** Every pending membership of the space, whatever the profile (its `pending_count`). */
export function pendingCount(db: DemoDatabase, slug: string): number {
  return (
    db
      .prepare<[string], { n: number }>(
        `SELECT count(*) AS n FROM fcom_space_user su JOIN fcom_spaces s ON s.id = su.space_id
          WHERE s.slug = ? AND su.status = 'pending'`,
      )
      .get(slug)?.n ?? 0
  );
}

/** A per-week chart of dates over `weeks` weeks, and how many came before its first week. */
function perWeekTable(
  dates: readonly string[],
  now: Date,
  weeks: number,
  heading: { caption: string; series: string },
): { table: TableText; earlier: number } {
  const edges = weekEdges(now, weeks);
  const counts = Array.from({ length: weeks }, () => 0);
  let earlier = 0;
  for (const text of dates) {
    const date = wallClockOf(text)!;
    if (date < edges[0]!) earlier += 1;
    else if (date < edges[weeks]!)
      counts[Math.floor((date.getTime() - edges[0]!.getTime()) / WEEK_MS)]! += 1;
  }
  return {
    table: {
      caption: heading.caption,
      headers: ['Week', heading.series],
      rows: counts.map((count, week) => ({
        label: weekLabel(edges[week]!, week === weeks - 1),
        href: null,
        cells: [count],
      })),
    },
    earlier,
  };
}

/** A one-column table of buckets, in the order given. */
function bucketTable(
  caption: string,
  headers: [string, string],
  buckets: ReadonlyArray<readonly [string, number]>,
): TableText {
  return {
    caption,
    headers,
    rows: buckets.map(([label, count]) => ({ label, href: null, cells: [count] })),
  };
}

const ROLE_NAMES: Record<string, string> = {
  admin: 'Admin',
  moderator: 'Moderator',
  member: 'Member',
  student: 'Student',
};

/** What a space's insights should show: members, requests, and the four tables. */
export interface SpaceInsights {
  members: number;
  requests: number;
  joined: TableText;
  joinedEarlier: number;
  lastActive: TableText;
  roles: TableText;
  pending: TableText;
}

/** Members by role, most first, ties by name. */
export function rolesTable(members: readonly MembershipRow[]): TableText {
  const counts = new Map<string, number>();
  for (const { role } of members) counts.set(role, (counts.get(role) ?? 0) + 1);
  const rows = [...counts]
    .map(([role, count]) => [ROLE_NAMES[role] ?? role, count] as const)
    .sort((a, b) => b[1] - a[1] || byName.compare(a[0], b[0]));
  return bucketTable('Members by role', ['Role', 'Members'], rows);
}

/**
 * A space's insights at `now`: joins per week over 26 weeks; last activity since the site's
 * midnight ("Today"), then within 7, 30 and 90 rolling days (start inside), older, never;
 * roles; requests by age from under a day to 90 days and more (only walked when the space has
 * pending memberships at all).
 */
export function expectedSpaceInsights(db: DemoDatabase, slug: string, now: Date): SpaceInsights {
  const members = spaceMemberships(db, slug, 'active');
  const requests = pendingCount(db, slug) > 0 ? spaceMemberships(db, slug, 'pending') : [];
  const joined = perWeekTable(
    members.map((member) => member.created_at),
    now,
    26,
    { caption: 'Members joined per week', series: 'Members joined' },
  );
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const ago = (days: number) => now.getTime() - days * DAY_MS;
  const recency = new Map<string, number>(
    ['Today', 'Within 7 days', 'Within 30 days', 'Within 90 days', 'Longer ago', 'Never'].map(
      (label) => [label, 0],
    ),
  );
  for (const member of members) {
    const time = wallClockOf(member.last_activity)?.getTime() ?? null;
    const bucket =
      time === null
        ? 'Never'
        : time >= midnight
          ? 'Today'
          : time >= ago(7)
            ? 'Within 7 days'
            : time >= ago(30)
              ? 'Within 30 days'
              : time >= ago(90)
                ? 'Within 90 days'
                : 'Longer ago';
    recency.set(bucket, recency.get(bucket)! + 1);
  }
  const ages = new Map<string, number>(
    ['Under a day', '1–7 days', '1–4 weeks', '1–3 months', 'Older'].map((label) => [label, 0]),
  );
  for (const request of requests) {
    const days = (now.getTime() - wallClockOf(request.created_at)!.getTime()) / DAY_MS;
    const bucket =
      days >= 90
        ? 'Older'
        : days >= 28
          ? '1–3 months'
          : days >= 7
            ? '1–4 weeks'
            : days >= 1
              ? '1–7 days'
              : 'Under a day';
    ages.set(bucket, ages.get(bucket)! + 1);
  }
  return {
    members: members.length,
    requests: requests.length,
    joined: joined.table,
    joinedEarlier: joined.earlier,
    lastActive: bucketTable('Members by last activity', ['Last active', 'Members'], [...recency]),
    roles: rolesTable(members),
    pending: bucketTable('Pending requests by age', ['Waiting', 'Requests'], [...ages]),
  };
}

// ---------------------------------------------------------------------------------------------
// A course's students, from the database

interface StudentRow {
  user_id: number;
  username: string;
  display_name: string;
  last_activity: string | null;
  enrolled_at: string;
  done: number;
}

/** What a course's insights should show. */
export interface CourseInsights {
  students: number;
  completed: number;
  /** "27% of 30 students completed", or the line for a course nobody has progress in. */
  completionHint: string;
  progress: TableText;
  enrollments: TableText;
  enrolledEarlier: number;
  /** The at-risk table's rows: name, progress, enrolled, last active; and the name's link. */
  atRisk: Array<{ cells: string[]; href: string; username: string; name: string }>;
}

/**
 * A course's insights at `now` (behaviour.md, "Course students": every membership with role
 * student, any profile; progress = completed published lessons of the published lessons,
 * rounded): progress buckets (0, 1–24, 25–49, 50–74, 75–99, 100), completion, enrollments
 * per week over 26 weeks, and the students at risk: enrolled more than 14 whole days ago,
 * under 50%, inactive more than 14 whole days or never active; never active first, then the
 * longest inactive, the lowest progress, by name.
 */
export function expectedCourseInsights(
  db: DemoDatabase,
  courseId: number,
  now: Date,
): CourseInsights {
  const lessons =
    db
      .prepare<[number], { n: number }>(
        "SELECT count(*) AS n FROM fcom_course_lessons WHERE course_id = ? AND status = 'published'",
      )
      .get(courseId)?.n ?? 0;
  const students = db
    .prepare<[number, number], StudentRow>(
      `SELECT su.user_id, x.username, x.display_name, x.last_activity, su.created_at AS enrolled_at,
              (SELECT count(*) FROM fcom_lesson_completions lc
                 JOIN fcom_course_lessons l ON l.id = lc.lesson_id AND l.status = 'published'
                WHERE lc.course_id = ? AND lc.user_id = su.user_id) AS done
         FROM fcom_space_user su JOIN fcom_xprofile x ON x.user_id = su.user_id
        WHERE su.space_id = ? AND su.role = 'student'`,
    )
    .all(courseId, courseId);
  const progressOf = (student: StudentRow) =>
    lessons === 0 ? 0 : Math.round((student.done * 100) / lessons);

  const buckets: Array<[string, number]> = [
    ['Not started', 0],
    ['1–24%', 0],
    ['25–49%', 0],
    ['50–74%', 0],
    ['75–99%', 0],
    ['Completed', 0],
  ];
  for (const student of students) {
    const percent = progressOf(student);
    const index =
      percent >= 100
        ? 5
        : percent >= 75
          ? 4
          : percent >= 50
            ? 3
            : percent >= 25
              ? 2
              : percent >= 1
                ? 1
                : 0;
    buckets[index]![1] += 1;
  }
  const completed = students.filter((student) => progressOf(student) >= 100).length;
  const enrollments = perWeekTable(
    students.map((student) => student.enrolled_at),
    now,
    26,
    { caption: 'Enrollments per week', series: 'Students enrolled' },
  );

  const atRisk = students
    .map((student) => {
      const progress = progressOf(student);
      const enrolledDays = wholeDays(wallClockOf(student.enrolled_at)!, now);
      const lastActive = wallClockOf(student.last_activity);
      const inactiveDays = lastActive === null ? null : wholeDays(lastActive, now);
      return { student, progress, enrolledDays, inactiveDays };
    })
    .filter(
      ({ progress, enrolledDays, inactiveDays }) =>
        progress < 50 && enrolledDays > 14 && (inactiveDays === null || inactiveDays > 14),
    )
    .sort(
      (a, b) =>
        (a.inactiveDays === null ? -1 : 0) - (b.inactiveDays === null ? -1 : 0) ||
        (b.inactiveDays ?? 0) - (a.inactiveDays ?? 0) ||
        a.progress - b.progress ||
        byName.compare(a.student.display_name, b.student.display_name) ||
        a.student.user_id - b.student.user_id,
    );

  const rated = students.length;
  return {
    students: students.length,
    completed,
    completionHint:
      rated === 0
        ? 'No student has progress yet'
        : `${new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 }).format(
            completed / rated,
          )} of ${formatNumber(rated)} ${rated === 1 ? 'student' : 'students'} completed`,
    progress: bucketTable('Course progress', ['Progress', 'Students'], buckets),
    enrollments: enrollments.table,
    enrolledEarlier: enrollments.earlier,
    atRisk: atRisk.map(({ student, progress, enrolledDays, inactiveDays }) => ({
      cells: [
        student.display_name || student.username,
        `${progress}%`,
        `${enrolledDays} days ago`,
        inactiveDays === null ? 'Never' : `${inactiveDays} days ago`,
      ],
      href: `/courses/${courseId}/students?search=${encodeURIComponent(student.username)}`,
      username: student.username,
      name: student.display_name,
    })),
  };
}

/** The demo's courses, in the site's order (serial, then id). */
export function demoCourses(db: DemoDatabase): Array<{ id: number; title: string }> {
  return db
    .prepare<[], { id: number; title: string }>(
      "SELECT id, title FROM fcom_spaces WHERE type = 'course' ORDER BY serial, id",
    )
    .all();
}

/** A community space's title, by slug. */
export function spaceTitle(db: DemoDatabase, slug: string): string {
  const row = db
    .prepare<[string], { title: string }>('SELECT title FROM fcom_spaces WHERE slug = ?')
    .get(slug);
  if (!row) throw new Error(`No space ${slug} in the demo`);
  return row.title;
}
