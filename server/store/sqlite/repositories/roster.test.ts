import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrations';
import { seedDemo } from '../../../demo/demo';
import { createProfileRepository } from './profiles';
import { createRosterQueries } from './roster';
import { type SortColumn, type SortDirection } from '../../../../contract';
import { TEST_SEED_ANCHOR } from '../../../test/seed-anchor';

/**
 * Member searches take one of two paths: rare terms of 3+ characters through the profile
 * trigram index, everything else by testing each membership. Both must give the same pages.
 */
let db: Database.Database;
beforeAll(() => {
  db = new Database(':memory:');
  migrate(db);
  seedDemo(db, { users: 400, posts: 60, anchor: TEST_SEED_ANCHOR });
});
afterAll(() => db.close());

const indexes = {
  created_at: 'fcom_space_user_members_joined',
  display_name: 'fcom_space_user_members_name',
  last_activity: 'fcom_space_user_members_activity',
  search: 'fcom_space_user_members_search',
};

describe('member search paths', () => {
  const filter = "status = 'active' AND profile_status = 'active'";
  const terms = [
    'jose',
    'garcia',
    'bergstrom',
    'mart',
    'son',
    'ليلى',
    '<img',
    'zzzz',
    'a"b',
    'an',
    'e',
  ];
  for (const term of terms) {
    it(`"${term}": the trigram index and the scan agree`, () => {
      const profiles = createProfileRepository(db);
      const viaIndex = createRosterQueries(db, filter, indexes, (t) =>
        profiles.userIdsMatching(t, 1_000_000),
      );
      const viaScan = createRosterQueries(db, filter, indexes, () => null);
      for (const sort of ['created_at', 'display_name', 'last_activity'] as SortColumn[]) {
        for (const direction of ['ASC', 'DESC'] as SortDirection[]) {
          for (const offset of [0, 10]) {
            const query = { spaceId: 1, search: term, sort, direction, limit: 10, offset };
            const a = viaIndex(query);
            const b = viaScan(query);
            expect(a.total).toBe(b.total);
            expect(a.rows.map((row) => row.id)).toEqual(b.rows.map((row) => row.id));
          }
        }
      }
    });
  }

  it('gives up on the index for terms that are too short or too common', () => {
    const profiles = createProfileRepository(db);
    expect(profiles.userIdsMatching('an')).toBeNull();
    expect(profiles.userIdsMatching('jose')).not.toBeNull();
    expect(profiles.userIdsMatching('jose', 0)).toBeNull();
  });
});

describe('member totals', () => {
  it('are counted again once a membership leaves, and not before', () => {
    const filter = "status = 'active' AND profile_status = 'active'";
    const page = createRosterQueries(db, filter, indexes, () => null);
    const query = {
      spaceId: 1,
      search: null,
      sort: 'created_at' as SortColumn,
      direction: 'DESC' as SortDirection,
      limit: 10,
      offset: 0,
    };
    const before = page(query);
    const counted = db.prepare(
      "SELECT count(*) AS n FROM fcom_space_user WHERE space_id = 1 AND status = 'active' AND profile_status = 'active'",
    );
    expect(before.total).toBe((counted.get() as { n: number }).n);
    const leaving = before.rows[0]!;
    db.prepare('DELETE FROM fcom_space_user WHERE id = ?').run(leaving.id);
    const after = page(query);
    expect(after.total).toBe(before.total - 1);
    expect(after.rows.map((row) => row.id)).not.toContain(leaving.id);
    const searched = page({ ...query, search: 'an' });
    expect(page({ ...query, search: 'an' }).total).toBe(searched.total);
  });
});
