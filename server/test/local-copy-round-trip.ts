import type { Database } from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '../demo/demo';
import { exportDemoToWordPress } from '../demo/wordpress/export-to-wordpress';
import { createTestDatabase, createWordPressDumpDatabase, type TestDatabase } from './mariadb';
import { SITE_URL_TOKEN } from '../store/site-url';
import { LOCAL_COPY_COPIERS } from '../store/local-copy/copiers';
import { createOriginTables } from '../store/local-copy/copy-origins';
import { keepLocalCopy, type LocalCopyKeeper } from '../store/local-copy/local-copy-keeper';
import { closeDatabase, openDatabase } from '../store/sqlite/open';
import { openPooledStore } from '../store/sqlite/pooled-store';
import type { Store } from '../store/store';
import type { StoreContext } from '../store/wordpress/context';
import { parseDatabaseUrl } from '../store/wordpress/database-url';
import { createSqlPool } from '../store/wordpress/sql-pool';
import { wordPressTables } from '../store/wordpress/tables';
import { createTtlCaches } from '../store/wordpress/ttl-cache';
import type { CopiedRows, CopyJob } from '../store/local-copy/copy-job';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import { createWordPressStore } from '../store/wordpress/wordpress-store';
import { loadWithUpkeepSetAside } from '../store/local-copy/upkeep-set-aside';

/** A row as a test compares it, column by column. */
export type Row = Record<string, unknown>;

/** Every row `sql` reads. */
export const allRows = (db: Database, sql: string): Row[] => db.prepare<[], Row>(sql).all();

/** How many rows `table` holds. */
export const rowCount = (db: Database, table: string): number =>
  db.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get() ?? 0;

/** The site URL the demo is exported under (it replaces the `{{site_url}}` token). */
export const COPY_TEST_SITE = 'http://127.0.0.1:9911';

/** JSON data as it comes back from PHP: an empty map is an empty PHP array, i.e. `[]`. */
export function asPhpKeepsIt(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asPhpKeepsIt);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value);
  if (entries.length === 0) return [];
  return Object.fromEntries(entries.map(([key, entry]) => [key, asPhpKeepsIt(entry)]));
}

/** A site in MariaDB, read-only as the server reads it, and an empty database of our schema. */
interface CopyTarget {
  copy: Database;
  job: CopyJob;
  /**
   * Where a WordPress store over the same site warns: where the copiers do, unless the test
   * reads the copiers' warnings (a dump), which the store's would then mix with.
   */
  siteWarn: (line: string) => void;
  /** Runs `load` with the copy's indexes and triggers set aside (upkeep-set-aside.ts). */
  load(load: (job: CopyJob) => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
}

function openCopyTarget(
  site: TestDatabase,
  warn: (line: string) => void,
  siteWarn: (line: string) => void = warn,
): CopyTarget {
  const sql = createSqlPool(parseDatabaseUrl(site.readOnlyUrl), {
    budgetMs: 30_000,
    flavour: 'mariadb',
  });
  const copyDir = mkdtempSync(path.join(tmpdir(), 'community-desk-copy-target-'));
  const copy = openDatabase(copyDir);
  // As buildLocalCopy makes a copy: with the tables that record the origin of keyless rows.
  createOriginTables(copy);
  const job: CopyJob = {
    source: { sql, tables: wordPressTables('wp_'), warn, caches: createTtlCaches() },
    target: copy,
  };
  return {
    copy,
    job,
    siteWarn,
    load: (load) => loadWithUpkeepSetAside(copy, async () => void (await load(job))),
    async close() {
      closeDatabase(copy);
      await sql.close();
      await site.drop();
      rmSync(copyDir, { recursive: true, force: true });
    },
  };
}

/**
 * For the copiers' tests: the default demo seeded in SQLite (`original`), exported to a fresh
 * MariaDB database in WordPress's shape, and an empty database of our schema (`copy`) to copy
 * it back into. A copier is right when the copy holds the original's rows (with the site URL
 * where the original has its token: `siteText`).
 */
export interface CopyRoundTrip extends CopyTarget {
  original: Database;
  /** The original's stored text as the site holds it: the token replaced by COPY_TEST_SITE. */
  siteText(text: string): string;
  siteText(text: string | null): string | null;
}

export async function openCopyRoundTrip(label: string): Promise<CopyRoundTrip> {
  const originalDir = mkdtempSync(path.join(tmpdir(), 'community-desk-copy-original-'));
  const original = openDatabase(originalDir);
  const { credentials } = seedDemo(original);
  const site = await createTestDatabase(label);
  await exportDemoToWordPress(original, site.url, {
    siteUrl: `${COPY_TEST_SITE}/`,
    credentials,
    log: () => {},
  });
  const target = openCopyTarget(site, (line) => console.warn(line));
  function siteText(text: string): string;
  function siteText(text: string | null): string | null;
  function siteText(text: string | null): string | null {
    return text === null ? null : text.split(SITE_URL_TOKEN).join(COPY_TEST_SITE);
  }
  return {
    ...target,
    original,
    siteText,
    async close() {
      closeDatabase(original);
      await target.close();
      rmSync(originalDir, { recursive: true, force: true });
    },
  };
}

/**
 * For the copiers' tests with data the demo never has: the real plugin's database
 * (test/fixtures/wordpress/) with rows `addRows` writes straight into it (an all-privileges
 * connection), an empty copy, and every warning the copiers gave.
 */
export interface DumpCopy extends CopyTarget {
  warnings: string[];
}

export async function openDumpCopy(
  label: string,
  addRows: (admin: mysql.Connection) => Promise<void>,
): Promise<DumpCopy> {
  const site = await createWordPressDumpDatabase(label);
  try {
    const admin = await mysql.createConnection(site.url);
    try {
      await addRows(admin);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await site.drop();
    throw error;
  }
  const warnings: string[] = [];
  return {
    ...openCopyTarget(
      site,
      (line) => warnings.push(line),
      () => {},
    ),
    warnings,
  };
}

/** What a copier test reads once its copiers ran. */
export interface CopiedTarget<T extends CopyTarget> {
  target: T;
  /** What the copier under test said it wrote to each table. */
  copied: CopiedRows;
  /** The WordPress store over the site. */
  site: Store;
  /** The SQLite store over the copy. */
  local: Store;
}

/**
 * The setup every copier test shares, for the describe block (or file) it is called in: opens
 * the target before the tests, runs `copy` into it as a local copy is built (its upkeep set
 * aside), hands `ready` what the tests read, and closes it all after them.
 */
export function copyBeforeAll<T extends CopyTarget>(
  open: () => Promise<T>,
  copy: (job: CopyJob) => Promise<CopiedRows | void>,
  ready: (copied: CopiedTarget<T>) => void,
  timeoutMs?: number,
): void {
  let target: T | undefined;
  beforeAll(async () => {
    target = await open();
    let copied: CopiedRows = {};
    await target.load(async (job) => {
      copied = (await copy(job)) ?? {};
    });
    ready({
      target,
      copied,
      site: createWordPressStore({ ...target.job.source, warn: target.siteWarn }),
      local: createSqliteStore(target.copy),
    });
  }, timeoutMs);
  afterAll(async () => {
    await target?.close();
  });
}

/**
 * A site's WordPress store served through a local copy (docs/decisions/024), once the first
 * copy is ready; an Error naming why when it could not be built. `close` ends the copy only
 * (the live store and its database are the caller's).
 */
export async function serveThroughLocalCopy(
  live: Store,
  context: StoreContext,
  follow: { followMs?: number; chunksPerPoll?: number } = {},
): Promise<{ store: Store; keeper: LocalCopyKeeper; lines: string[]; close(): Promise<void> }> {
  const copyDir = mkdtempSync(path.join(tmpdir(), 'community-desk-test-copy-'));
  const lines: string[] = [];
  const keeper = keepLocalCopy({
    live,
    source: context,
    dataDir: copyDir,
    copiers: LOCAL_COPY_COPIERS,
    openCopyStore: (file) => openPooledStore(file),
    // Polled often, so the suites through a copy also check that following a site that does
    // not change leaves every answer as it was.
    followMs: follow.followMs ?? 500,
    chunksPerPoll: follow.chunksPerPoll,
    rebuildMs: null,
    log: (line) => lines.push(line),
  });
  const close = async () => {
    await keeper.close();
    rmSync(copyDir, { recursive: true, force: true });
  };
  await keeper.firstBuild;
  if (keeper.current() === null) {
    await close();
    throw new Error(`The local copy was not built: ${lines.join(' ')}`);
  }
  return { store: keeper.store, keeper, lines, close };
}
