import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  LATEST_SCHEMA_VERSION,
  migrate,
  readSchemaVersion,
} from '../../server/store/sqlite/migrations';
import { closeDatabase, databaseFile, openDatabase } from '../../server/store/sqlite/open';
import { createUserRepository } from '../../server/store/sqlite/repositories/users';
import { seedAnchorFromEnv } from '../../server/config';
import {
  issueDemoCredentials,
  readCredentialsFile,
  writeCredentialsFile,
  type DemoCredentials,
} from '../../server/demo/credentials';
import { GENERATOR_VERSION, seedDemo, type SeedSummary } from '../../server/demo/demo';
import { demoFingerprint } from '../../server/demo/fingerprint';
import { DAY } from '../../server/demo/timestamps';
import { peakMemoryMb, progressBar } from '../../server/demo/progress-bar';

export interface BenchSize {
  readonly users: number;
  readonly posts: number;
}

export const BENCH_SIZE: BenchSize = { users: 20_000, posts: 200_000 };
/**
 * The benchmark community is three years old, so a 30-day window holds a realistic share of
 * its 200k posts (a few thousand, growing), with the demo's growth and weekly rhythm.
 */
export const BENCH_SPAN_DAYS = 3 * 365;
/**
 * Reused while its data ends at most this long ago (unless SEED_ANCHOR pins the anchor):
 * "the last 7 days" of an older copy would be empty.
 */
export const BENCH_MAX_AGE_DAYS = 7;
export const BENCH_DATA_DIR = path.resolve('.bench', 'server-data');

/**
 * The sizes the server benches run at (`--tier`): the benchmark community, and ten times it
 * (200k members, 2M posts, ~4.5M comments, ~10M reactions; about 9 GB of SQLite and half an
 * hour to seed on 2 cores), each seeded once into a directory of its own.
 */
export const BENCH_TIERS = {
  '200k': { size: BENCH_SIZE, dataDir: BENCH_DATA_DIR },
  '2m': {
    size: { users: 200_000, posts: 2_000_000 },
    dataDir: path.resolve('.bench', 'server-data-2m'),
  },
} as const satisfies Record<string, { size: BenchSize; dataDir: string }>;

export type BenchTier = keyof typeof BENCH_TIERS;

export function isBenchTier(value: string): value is BenchTier {
  return value in BENCH_TIERS;
}
/**
 * The same 20k members and 200k posts over eight months instead of three years (the demo's own
 * span, near enough): the last 30 days then hold ~38k posts, the busy month that decision 038
 * weighs a plain site's read against. The span is the only knob: the activity curve, the
 * rhythms and the sizes are the benchmark's own.
 */
export const BENCH_BUSY_SPAN_DAYS = 240;
export const BENCH_BUSY_DATA_DIR = path.resolve('.bench', 'server-data-busy-month');

/** Where the bench database keeps the fingerprint of the generator that seeded it. */
const GENERATOR_OPTION = 'community_desk_bench_generator';
/** The small demo whose rows stand for the generator's output (same span as the bench's). */
const SAMPLE = {
  seed: 1,
  users: 60,
  posts: 80,
  spanDays: BENCH_SPAN_DAYS,
  anchor: new Date('2026-01-05T12:00:00Z'),
} as const;

/** Every table, index and trigger definition: an index changed during development shows. */
function schemaFingerprint(db: SqliteDatabase): string {
  const rows = db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .all();
  return JSON.stringify(rows);
}

function withMemoryDatabase<T>(use: (db: SqliteDatabase) => T): T {
  const db = new Database(':memory:');
  try {
    migrate(db);
    return use(db);
  } finally {
    db.close();
  }
}

function currentSchemaFingerprint(): string {
  return withMemoryDatabase(schemaFingerprint);
}

/**
 * What the generator writes for a small sample: any change to its output (not only one that
 * remembered to bump GENERATOR_VERSION) changes this, so the cached bench data is rebuilt.
 */
export function generatorFingerprint(): string {
  return withMemoryDatabase((db) => {
    seedDemo(db, SAMPLE);
    return demoFingerprint(db);
  });
}

/** The anchor SEED_ANCHOR pins, if any. */
function pinnedAnchor(): Date | undefined {
  return seedAnchorFromEnv(process.env);
}

/**
 * Whether the cached database has this schema, this generator, this size and span, and a
 * recent enough anchor (or the one SEED_ANCHOR pins).
 */
function isReusable(
  dataDir: string,
  generator: string,
  now: Date,
  spanDays: number,
  size: BenchSize,
): boolean {
  if (!existsSync(databaseFile(dataDir))) return false;
  try {
    const db = openDatabase(dataDir);
    try {
      const options = createUserRepository(db);
      const seed = options.option('community_desk_seed');
      const summary = seed ? (JSON.parse(seed) as Partial<SeedSummary>) : {};
      const anchor = Date.parse(summary.anchor ?? '');
      const pinned = pinnedAnchor();
      const anchorFits =
        pinned === undefined
          ? now.getTime() - anchor <= BENCH_MAX_AGE_DAYS * DAY
          : summary.anchor === pinned.toISOString();
      return (
        readSchemaVersion(db) === LATEST_SCHEMA_VERSION &&
        schemaFingerprint(db) === currentSchemaFingerprint() &&
        summary.generator === GENERATOR_VERSION &&
        options.option(GENERATOR_OPTION) === generator &&
        summary.users === size.users &&
        summary.posts === size.posts &&
        summary.spanDays === spanDays &&
        anchorFits
      );
    } finally {
      closeDatabase(db);
    }
  } catch {
    return false;
  }
}

/**
 * Seeds 20k members and 200k posts over three years (or `spanDays`) once into
 * .bench/server-data; later runs reuse them while the schema, the generator, the sizes and the
 * span match and the anchor is recent.
 */
export function ensureBenchData(
  dataDir = BENCH_DATA_DIR,
  now = new Date(),
  spanDays = BENCH_SPAN_DAYS,
  size: BenchSize = BENCH_SIZE,
): DemoCredentials {
  const generator = generatorFingerprint();
  if (!isReusable(dataDir, generator, now, spanDays, size)) {
    rmSync(dataDir, { recursive: true, force: true });
    console.info(
      `Seeding ${size.users} users and ${size.posts} posts over ${spanDays} days into ${dataDir} (once)…`,
    );
    const started = performance.now();
    const db = openDatabase(dataDir);
    try {
      const { credentials } = seedDemo(db, {
        ...size,
        spanDays,
        anchor: pinnedAnchor(),
        onProgress: progressBar('posts'),
        onUpkeep: () => console.info('Counting, indexing and building the full-text search…'),
      });
      db.prepare('INSERT OR REPLACE INTO wp_options (option_name, option_value) VALUES (?, ?)').run(
        GENERATOR_OPTION,
        generator,
      );
      writeCredentialsFile(dataDir, credentials);
    } finally {
      closeDatabase(db);
    }
    console.info(
      `Seeded in ${((performance.now() - started) / 1000).toFixed(1)}s, in at most ${peakMemoryMb()} MB of memory.`,
    );
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
