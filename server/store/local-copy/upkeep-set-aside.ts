import type { Database } from 'better-sqlite3';

/**
 * Writes a whole copy into a fresh database of our schema at bulk speed (as demo/bulk-load.ts
 * does for the seed): the secondary indexes and the triggers are dropped, the rows written,
 * the full-text indexes rebuilt once, and the indexes and triggers put back. Unlike the seed,
 * nothing is derived from the rows afterwards: the copy keeps the site's own counters
 * (`comments_count`, `reactions_count`: the plugin answers with its stored values) and the
 * topics' spaces the site set (fcom_meta), which the triggers would recompute.
 *
 * While the rows go in, foreign keys and CHECK constraints are off: the copy holds what the
 * site holds (a post whose author was deleted, a role our demo never uses), and the stores'
 * rules decide what an answer shows, exactly as they do over the site's own tables.
 */
export async function loadWithUpkeepSetAside(
  db: Database,
  load: () => Promise<void>,
): Promise<void> {
  const setAside = db
    .prepare<[], { type: 'index' | 'trigger'; name: string; sql: string }>(
      `SELECT type, name, sql FROM sqlite_master
        WHERE sql IS NOT NULL
          AND (type = 'trigger' OR (type = 'index' AND sql NOT LIKE 'CREATE UNIQUE%'))`,
    )
    .all();
  db.pragma('foreign_keys = OFF');
  db.pragma('ignore_check_constraints = ON');
  for (const { type, name } of setAside) {
    db.exec(`DROP ${type.toUpperCase()} "${name.replace(/"/g, '""')}"`);
  }
  try {
    await load();
    db.exec(`INSERT INTO fcom_xprofile_fts(fcom_xprofile_fts) VALUES ('rebuild');
             INSERT INTO fcom_posts_fts(fcom_posts_fts) VALUES ('rebuild');
             INSERT INTO fcom_post_comments_fts(fcom_post_comments_fts) VALUES ('rebuild');`);
  } finally {
    for (const { sql } of setAside) db.exec(sql);
    db.pragma('ignore_check_constraints = OFF');
    db.pragma('foreign_keys = ON');
  }
}
