import type { Database } from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { closeDatabase, openDatabase } from '../store/sqlite/open';

/**
 * An empty database of our schema, in a temporary directory, for each test of the file (or
 * describe block) it is called in: handed to `ready` before the test, closed and removed after.
 */
export function freshDatabaseEachTest(label: string, ready: (db: Database) => void): void {
  let dir: string | undefined;
  let db: Database | undefined;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), `community-desk-${label}-`));
    db = openDatabase(dir);
    ready(db);
  });
  afterEach(() => {
    if (db) closeDatabase(db);
    if (dir) rmSync(dir, { recursive: true, force: true });
    db = undefined;
    dir = undefined;
  });
}
