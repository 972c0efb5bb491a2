import type { Database } from 'better-sqlite3';

/**
 * Loading many rows into tables with a dozen indexes, counter triggers and full-text triggers
 * costs a B-tree update per index, a row rewrite per counter and a trigram pass per row. A
 * bulk load (the demo's seed, demo/bulk-load.ts; a local copy, local-copy/upkeep-set-aside.ts)
 * sets that upkeep aside: drops the triggers and the secondary indexes (UNIQUE ones stay: they
 * are constraints), loads, rebuilds the full-text indexes once and puts the rest back.
 */

/** Drops every trigger and non-UNIQUE index; returns the statements that recreate them. */
export function dropUpkeep(db: Database): string[] {
  const deferred = db
    .prepare<[], { type: 'index' | 'trigger'; name: string; sql: string }>(
      `SELECT type, name, sql FROM sqlite_master
        WHERE sql IS NOT NULL
          AND (type = 'trigger' OR (type = 'index' AND sql NOT LIKE 'CREATE UNIQUE%'))`,
    )
    .all();
  for (const { type, name } of deferred) {
    db.exec(`DROP ${type.toUpperCase()} "${name.replace(/"/g, '""')}"`);
  }
  return deferred.map(({ sql }) => sql);
}

/** Rebuilds the three full-text indexes from their tables (FTS5's 'rebuild'). */
export function rebuildFullText(db: Database): void {
  db.exec(`INSERT INTO fcom_xprofile_fts(fcom_xprofile_fts) VALUES ('rebuild');
           INSERT INTO fcom_posts_fts(fcom_posts_fts) VALUES ('rebuild');
           INSERT INTO fcom_post_comments_fts(fcom_post_comments_fts) VALUES ('rebuild');`);
}

/** Puts back what `dropUpkeep` dropped. */
export function restoreUpkeep(db: Database, statements: readonly string[]): void {
  for (const sql of statements) db.exec(sql);
}
