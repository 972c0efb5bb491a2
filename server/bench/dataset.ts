import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LATEST_SCHEMA_VERSION, migrate, readSchemaVersion } from '../store/sqlite/migrations';
import { closeDatabase, databaseFile, openDatabase } from '../store/sqlite/open';
import { createUserRepository } from '../store/sqlite/repositories/users';
import {
  issueDemoCredentials,
  readCredentialsFile,
  writeCredentialsFile,
  type DemoCredentials,
} from '../demo/credentials';
import { GENERATOR_VERSION, seedDemo, type SeedSummary } from '../demo/demo';

export const BENCH_SIZE = { users: 20_000, posts: 200_000 } as const;
export const BENCH_DATA_DIR = path.resolve('.bench', 'server-data');

/** Every table, index and trigger definition: an index changed during development shows. */
function schemaFingerprint(db: SqliteDatabase): string {
  const rows = db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .all();
  return JSON.stringify(rows);
}

function currentSchemaFingerprint(): string {
  const db = new Database(':memory:');
  try {
    migrate(db);
    return schemaFingerprint(db);
  } finally {
    db.close();
  }
}

/** Whether the cached database has this schema, this generator and this size. */
function isReusable(dataDir: string): boolean {
  if (!existsSync(databaseFile(dataDir))) return false;
  try {
    const db = openDatabase(dataDir);
    try {
      const seed = createUserRepository(db).option('community_desk_seed');
      const summary = seed ? (JSON.parse(seed) as Partial<SeedSummary>) : {};
      return (
        readSchemaVersion(db) === LATEST_SCHEMA_VERSION &&
        schemaFingerprint(db) === currentSchemaFingerprint() &&
        summary.generator === GENERATOR_VERSION &&
        summary.users === BENCH_SIZE.users &&
        summary.posts === BENCH_SIZE.posts
      );
    } finally {
      closeDatabase(db);
    }
  } catch {
    return false;
  }
}

/** Seeds 20k members and 200k posts once into .bench/server-data; later runs reuse them. */
export function ensureBenchData(dataDir = BENCH_DATA_DIR): DemoCredentials {
  if (!isReusable(dataDir)) {
    rmSync(dataDir, { recursive: true, force: true });
    console.info(
      `Seeding ${BENCH_SIZE.users} users and ${BENCH_SIZE.posts} posts into ${dataDir} (once)…`,
    );
    const started = performance.now();
    const db = openDatabase(dataDir);
    try {
      const { credentials } = seedDemo(db, BENCH_SIZE);
      writeCredentialsFile(dataDir, credentials);
    } finally {
      closeDatabase(db);
    }
    console.info(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)}s.`);
  }
  const existing = readCredentialsFile(dataDir);
  if (existing) return existing;
  const db = openDatabase(dataDir);
  try {
    const credentials = issueDemoCredentials(db);
    writeCredentialsFile(dataDir, credentials);
    return credentials;
  } finally {
    closeDatabase(db);
  }
}
