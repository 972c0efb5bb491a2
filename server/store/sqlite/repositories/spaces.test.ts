import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../demo/demo';
import { TEST_SEED_ANCHOR } from '../../../test/seed-anchor';
import { migrate } from '../migrations';
import { createSpaceRepository } from './spaces';

let db: Database.Database;
beforeAll(() => {
  db = new Database(':memory:');
  migrate(db);
  seedDemo(db, { users: 200, posts: 20, anchor: TEST_SEED_ANCHOR });
});
afterAll(() => db.close());

describe('member counts', () => {
  it('are counted again once a member leaves', () => {
    const spaces = createSpaceRepository(db);
    const before = spaces.memberCounts([1, 2]);
    const counted = db.prepare('SELECT count(*) AS n FROM fcom_space_user WHERE space_id = ?');
    expect(before.get(1)).toBe((counted.get(1) as { n: number }).n);
    db.prepare(
      'DELETE FROM fcom_space_user WHERE id = (SELECT max(id) FROM fcom_space_user WHERE space_id = 1)',
    ).run();
    const after = spaces.memberCounts([1, 2]);
    expect(after.get(1)).toBe(before.get(1)! - 1);
    expect(after.get(2)).toBe(before.get(2));
  });
});
