import { describe, expect, it } from 'vitest';
import type { Database } from 'better-sqlite3';
import { freshDatabaseEachTest } from '../../test/fresh-database';
import { loadWithUpkeepSetAside } from './upkeep-set-aside';

let db: Database;
freshDatabaseEachTest('upkeep', (opened) => (db = opened));

const schemaObjects = () =>
  db
    .prepare<[], { type: string; name: string }>(
      "SELECT type, name FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY type, name",
    )
    .all();

function insertPost(id: number, comments: number, text: string): void {
  db.prepare(
    `INSERT INTO fcom_posts (id, user_id, slug, message, message_rendered, comments_count,
                             created_at, updated_at, author_status, search_text)
     VALUES (?, 7, ?, ?, ?, ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00', 'active', ?)`,
  ).run(id, `post-${id}`, text, text, comments, text);
}

describe('loadWithUpkeepSetAside', () => {
  it('keeps the stored counters, writes rows the constraints would refuse, and puts every index and trigger back', async () => {
    const before = schemaObjects();
    await loadWithUpkeepSetAside(db, async () => {
      // No such user (a deleted author) and a status our demo never writes.
      insertPost(1, 5, 'a post about deploying');
      db.prepare(
        `INSERT INTO fcom_post_comments (id, user_id, post_id, message, message_rendered, status,
                                         created_at, updated_at, search_text)
         VALUES (1, 7, 1, 'hi', 'hi', 'spam', '2026-01-02 00:00:00', '2026-01-02 00:00:00', 'hi')`,
      ).run();
      await Promise.resolve();
    });
    expect(schemaObjects()).toEqual(before);
    const post = db
      .prepare<[], { comments_count: number; updated_at: string }>(
        'SELECT comments_count, updated_at FROM fcom_posts WHERE id = 1',
      )
      .get();
    // The site's counter, not a recount (one comment, and not a published one).
    expect(post).toEqual({ comments_count: 5, updated_at: '2026-01-01 00:00:00' });
    const found = db
      .prepare<[string], { rowid: number }>(
        'SELECT rowid FROM fcom_posts_fts WHERE fcom_posts_fts MATCH ?',
      )
      .all('"deploy"');
    expect(found).toEqual([{ rowid: 1 }]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('enforces CHECK constraints again afterwards', async () => {
    await loadWithUpkeepSetAside(db, () => Promise.resolve());
    expect(() =>
      db
        .prepare(
          `INSERT INTO fcom_post_comments (id, user_id, post_id, message, message_rendered, status,
                                           created_at, updated_at, search_text)
           VALUES (2, 7, 1, 'x', 'x', 'spam', '2026-01-02', '2026-01-02', 'x')`,
        )
        .run(),
    ).toThrow(/CHECK/);
  });
});
