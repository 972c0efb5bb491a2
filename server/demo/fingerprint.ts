import type { Database } from 'better-sqlite3';
import { createHash } from 'node:crypto';

/**
 * A hash of every row a seed wrote: equal for byte-identical data, different as soon as one
 * value differs. Left out: the application passwords (random by design), the migrations'
 * bookkeeping, SQLite's own tables and the full-text indexes (derived from the rows).
 */
export function demoFingerprint(db: Database): string {
  const tables = db
    .prepare<[], { name: string }>(
      `SELECT name FROM sqlite_master
        WHERE type = 'table' AND name NOT LIKE '%fts%' AND name NOT LIKE 'sqlite_%'
          AND name NOT IN ('wp_application_passwords', 'cd_schema_migrations')
        ORDER BY name`,
    )
    .all();
  const hash = createHash('sha256');
  for (const { name } of tables) {
    hash.update(name);
    for (const row of db
      .prepare(`SELECT * FROM "${name.replace(/"/g, '""')}" ORDER BY 1, 2`)
      .iterate())
      hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}
