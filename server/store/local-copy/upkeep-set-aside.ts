import type { Database } from 'better-sqlite3';
import { dropUpkeep, rebuildFullText, restoreUpkeep } from '../sqlite/deferred-upkeep';

/**
 * Writes a whole copy into a fresh database of our schema at bulk speed, with the upkeep set
 * aside as the seed does (sqlite/deferred-upkeep.ts): triggers and secondary indexes dropped,
 * the rows written, the full-text indexes rebuilt once, everything put back. Unlike the seed,
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
  db.pragma('foreign_keys = OFF');
  db.pragma('ignore_check_constraints = ON');
  const restore = dropUpkeep(db);
  try {
    await load();
    rebuildFullText(db);
  } finally {
    restoreUpkeep(db, restore);
    db.pragma('ignore_check_constraints = OFF');
    db.pragma('foreign_keys = ON');
  }
}

/**
 * The triggers of our schema that derive a row's values from other rows: the counters
 * (`comments_count`, `reactions_count`) and the topics' spaces taken from their posts. A copy
 * holds the site's own values for these, and following the site copies them again whenever
 * they change there (follow-site.ts); these triggers would count twice. The full-text and
 * profile-copy triggers stay: they follow our own rows.
 */
export const DERIVING_TRIGGERS = [
  'fcom_post_comments_count_insert',
  'fcom_post_comments_count_delete',
  'fcom_post_comments_count_status',
  'fcom_post_reactions_count_insert',
  'fcom_post_reactions_count_delete',
  'fcom_term_feed_space',
] as const;

/** Drops DERIVING_TRIGGERS from a finished copy. */
export function dropDerivingTriggers(db: Database): void {
  for (const name of DERIVING_TRIGGERS) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
}
