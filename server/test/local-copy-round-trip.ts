import type { Database } from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemo } from '../demo/demo';
import { exportDemoToWordPress } from '../demo/wordpress/export-to-wordpress';
import { createTestDatabase, type TestDatabase } from './mariadb';
import { SITE_URL_TOKEN } from '../store/site-url';
import { closeDatabase, openDatabase } from '../store/sqlite/open';
import { parseDatabaseUrl } from '../store/wordpress/database-url';
import { createSqlPool } from '../store/wordpress/sql-pool';
import { wordPressTables } from '../store/wordpress/tables';
import type { CopyJob } from '../store/local-copy/copy-job';
import { loadWithUpkeepSetAside } from '../store/local-copy/upkeep-set-aside';

/** The site URL the demo is exported under (it replaces the `{{site_url}}` token). */
export const COPY_TEST_SITE = 'http://127.0.0.1:9911';

/**
 * For the copiers' tests: the default demo seeded in SQLite (`original`), exported to a fresh
 * MariaDB database in WordPress's shape, and an empty database of our schema (`copy`) to copy
 * it back into. A copier is right when the copy holds the original's rows (with the site URL
 * where the original has its token: `siteText`).
 */
export interface CopyRoundTrip {
  original: Database;
  copy: Database;
  job: CopyJob;
  /** The original's stored text as the site holds it: the token replaced by COPY_TEST_SITE. */
  siteText(text: string): string;
  siteText(text: string | null): string | null;
  /** Runs `load` with the copy's indexes and triggers set aside (upkeep-set-aside.ts). */
  load(load: (job: CopyJob) => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
}

export async function openCopyRoundTrip(label: string): Promise<CopyRoundTrip> {
  const originalDir = mkdtempSync(path.join(tmpdir(), 'community-desk-copy-original-'));
  const copyDir = mkdtempSync(path.join(tmpdir(), 'community-desk-copy-target-'));
  const original = openDatabase(originalDir);
  const { credentials } = seedDemo(original);
  const site: TestDatabase = await createTestDatabase(label);
  await exportDemoToWordPress(original, site.url, {
    siteUrl: `${COPY_TEST_SITE}/`,
    credentials,
    log: () => {},
  });
  const sql = createSqlPool(parseDatabaseUrl(site.readOnlyUrl), {
    budgetMs: 30_000,
    flavour: 'mariadb',
  });
  const copy = openDatabase(copyDir);
  const job: CopyJob = {
    source: { sql, tables: wordPressTables('wp_'), warn: (line) => console.warn(line) },
    target: copy,
  };
  function siteText(text: string): string;
  function siteText(text: string | null): string | null;
  function siteText(text: string | null): string | null {
    return text === null ? null : text.split(SITE_URL_TOKEN).join(COPY_TEST_SITE);
  }
  return {
    original,
    copy,
    job,
    siteText,
    load: (load) => loadWithUpkeepSetAside(copy, async () => void (await load(job))),
    async close() {
      closeDatabase(original);
      closeDatabase(copy);
      await sql.close();
      await site.drop();
      rmSync(originalDir, { recursive: true, force: true });
      rmSync(copyDir, { recursive: true, force: true });
    },
  };
}
