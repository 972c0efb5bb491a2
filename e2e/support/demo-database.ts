import Database from 'better-sqlite3';
import { databaseFile } from '../../server/store/sqlite/open';
import { test } from './fixtures';
import { siteHour } from './site-clock';

/**
 * The e2e server's own SQLite file, opened read-only: what the insights specs count their
 * expectations from, read while no other spec writes to it.
 */

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
 * these run (feed/live.spec.ts), and the pages floor "now" to the hour: a reading during
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
