import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION, migrate } from './index';
import { seedDemo } from '../../../demo/demo';

const NEW_INDEXES = ['fcom_post_comments_author_latest', 'fcom_xprofile_mention'];

const opened: Database.Database[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** A seeded demo taken back to schema version 4, as a database from before this change. */
function versionFourDemo(): Database.Database {
  const db = new Database(':memory:');
  opened.push(db);
  migrate(db);
  seedDemo(db, { users: 80, posts: 120 });
  for (const name of NEW_INDEXES) db.exec(`DROP INDEX ${name}`);
  // Schema 4's index of a member's comments, which schema 5 replaces.
  db.exec(
    'CREATE INDEX fcom_post_comments_author ON fcom_post_comments(user_id, status, type, post_id)',
  );
  db.prepare('DELETE FROM cd_schema_migrations WHERE version >= 5').run();
  db.pragma('user_version = 4');
  return db;
}

const count = (db: Database.Database, sql: string) =>
  db.prepare<[], number>(sql).pluck().get() ?? Number.NaN;

describe('migration 5: newest-first indexes', () => {
  it('adds both indexes to a version-4 database, drops the one they replace, and records the step', () => {
    const db = versionFourDemo();
    migrate(db);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION);
    expect(count(db, 'SELECT count(*) FROM cd_schema_migrations WHERE version = 5')).toBe(1);
    const names = db
      .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'index'")
      .pluck()
      .all();
    expect(names).toEqual(expect.arrayContaining(NEW_INDEXES));
    expect(names).not.toContain('fcom_post_comments_author');
  });

  it('holds every row its queries read: published comments, active profiles', () => {
    const db = versionFourDemo();
    db.exec(`
      UPDATE fcom_post_comments SET status = 'pending' WHERE id % 5 = 0;
      UPDATE fcom_post_comments SET type = 'note' WHERE id % 7 = 0;
      UPDATE fcom_xprofile SET status = 'blocked' WHERE id % 6 = 0;
    `);
    migrate(db);
    const published = "status = 'published' AND type = 'comment'";
    expect(
      count(
        db,
        `SELECT count(*) FROM fcom_post_comments INDEXED BY fcom_post_comments_author_latest
          WHERE ${published}`,
      ),
    ).toBe(count(db, `SELECT count(*) FROM fcom_post_comments NOT INDEXED WHERE ${published}`));
    expect(
      count(
        db,
        "SELECT count(*) FROM fcom_xprofile INDEXED BY fcom_xprofile_mention WHERE status = 'active'",
      ),
    ).toBe(count(db, "SELECT count(*) FROM fcom_xprofile NOT INDEXED WHERE status = 'active'"));
  });
});
