import type { Database } from 'better-sqlite3';
import { dropUpkeep, rebuildFullText, restoreUpkeep } from '../store/sqlite/deferred-upkeep';
import { TOPIC_SPACES_FROM_POSTS } from '../store/sqlite/migrations/004-profiles-and-topics';

/**
 * Loading 200k posts row by row into tables with a dozen indexes, counter triggers and
 * full-text triggers costs a B-tree update per index, a post rewrite per like and a trigram
 * pass per row. So the seed sets that upkeep aside, loads, then derives everything once:
 * counters with one grouped UPDATE each, the topics' spaces with one grouped INSERT, the
 * full-text indexes with FTS5's 'rebuild', the secondary indexes with one sort each; and puts
 * the triggers back. UNIQUE indexes stay (they
 * are constraints). Every derived value still comes from SQL, never from the generator.
 */
export function loadWithDeferredUpkeep(
  db: Database,
  load: () => void,
  onUpkeep?: () => void,
): void {
  const restore = dropUpkeep(db);
  load();
  onUpkeep?.();
  countAfterBulkLoad(db);
  // What the fcom_term_feed trigger would have linked, row by row.
  db.exec(TOPIC_SPACES_FROM_POSTS);
  rebuildFullText(db);
  restoreUpkeep(db, restore);
}

/**
 * The values the counter triggers maintain, from the rows themselves. Each child table is
 * grouped once (no per-post lookups); counters start at 0, as in a freshly loaded table.
 */
function countAfterBulkLoad(db: Database): void {
  db.exec(`
    UPDATE fcom_posts SET comments_count = c.n, updated_at = max(fcom_posts.updated_at, c.latest)
      FROM (SELECT post_id, count(*) AS n, max(created_at) AS latest FROM fcom_post_comments
             WHERE status = 'published' GROUP BY post_id) AS c
     WHERE c.post_id = fcom_posts.id;
    UPDATE fcom_posts SET reactions_count = r.n
      FROM (SELECT object_id, count(*) AS n FROM fcom_post_reactions
             WHERE object_type = 'feed' AND type = 'like' GROUP BY object_id) AS r
     WHERE r.object_id = fcom_posts.id;
    UPDATE fcom_post_comments SET reactions_count = r.n
      FROM (SELECT object_id, count(*) AS n FROM fcom_post_reactions
             WHERE object_type = 'comment' AND type = 'like' GROUP BY object_id) AS r
     WHERE r.object_id = fcom_post_comments.id;
  `);
}
