import type { Database } from 'better-sqlite3';
import { initialSchema } from './001-initial';
import { refoldAsUnicode520 } from './002-refold-as-unicode-520';
import { memberDirectoryIndexes } from './003-member-directory';
import { profilesAndTopics } from './004-profiles-and-topics';
import { newestFirstIndexes } from './005-newest-first-indexes';
import { spaceSlugNocase } from './006-space-slug-nocase';
import { insightsIndexes } from './007-insights-indexes';

/** A schema change: statements, or a step that needs JavaScript (a data migration). */
export interface Migration {
  version: number;
  name: string;
  sql?: string;
  run?: (db: Database) => void;
}

/** Every schema change, in order. A new one gets the next version; old ones never change. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'initial', sql: initialSchema },
  { version: 2, name: 'refold-as-unicode-520', run: refoldAsUnicode520 },
  { version: 3, name: 'member-directory', sql: memberDirectoryIndexes },
  { version: 4, name: 'profiles-and-topics', sql: profilesAndTopics },
  { version: 5, name: 'newest-first-indexes', sql: newestFirstIndexes },
  { version: 6, name: 'space-slug-nocase', sql: spaceSlugNocase },
  { version: 7, name: 'insights-indexes', sql: insightsIndexes },
];

export const LATEST_SCHEMA_VERSION = migrations[migrations.length - 1]?.version ?? 0;

const MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS cd_schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

/**
 * Thrown for a database written by a newer version of this server: we never touch it. What to
 * do about it is start-up's to say (startup-errors.ts).
 */
export class SchemaTooNewError extends Error {
  constructor(
    readonly file: string,
    readonly found: number,
    readonly supported: number,
  ) {
    super(
      `The database ${file} has schema version ${found}, but this server only knows versions ` +
        `up to ${supported}: it was written by a newer Community Desk. The file was left untouched.`,
    );
    this.name = 'SchemaTooNewError';
  }
}

/** Thrown for an SQLite file that holds tables but was never a Community Desk database. */
export class ForeignDatabaseError extends Error {
  constructor(readonly file: string) {
    super(
      `${file} is an SQLite database, but not one of Community Desk (no schema version). ` +
        `The file was left untouched.`,
    );
    this.name = 'ForeignDatabaseError';
  }
}

export function readSchemaVersion(db: Database): number {
  return Number(db.pragma('user_version', { simple: true }));
}

/**
 * The database's schema version, after making sure this server may touch it: throws
 * SchemaTooNewError or ForeignDatabaseError otherwise. Only reads.
 */
export function checkSchemaVersion(db: Database): number {
  const found = readSchemaVersion(db);
  if (found > LATEST_SCHEMA_VERSION) {
    throw new SchemaTooNewError(db.name, found, LATEST_SCHEMA_VERSION);
  }
  if (found === 0) {
    const tables = db
      .prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'")
      .get() as { n: number };
    if (tables.n > 0) throw new ForeignDatabaseError(db.name);
  }
  return found;
}

/**
 * Brings the database up to LATEST_SCHEMA_VERSION, one transaction per migration (the
 * version in `PRAGMA user_version` and the row in cd_schema_migrations move together).
 */
export function migrate(db: Database, now: () => Date = () => new Date()): void {
  const found = checkSchemaVersion(db);
  for (const migration of migrations) {
    if (migration.version <= found) continue;
    db.transaction(() => {
      db.exec(MIGRATIONS_TABLE);
      if (migration.sql) db.exec(migration.sql);
      migration.run?.(db);
      db.prepare(
        'INSERT INTO cd_schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
      ).run(migration.version, migration.name, now().toISOString());
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
