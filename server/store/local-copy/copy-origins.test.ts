import type { Database } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { freshDatabaseEachTest } from '../../test/fresh-database';
import { createOriginTables, forgetOrigins, originWriter, SURVEY_VOTES } from './copy-origins';

let db: Database;
freshDatabaseEachTest('origins', (opened) => {
  db = opened;
  // As in a copy: the rows hold what the site holds (no posts or users needed here).
  db.pragma('foreign_keys = OFF');
  createOriginTables(db);
});

const votes = () =>
  db
    .prepare(
      'SELECT post_id, user_id, option_slug, created_at FROM fcom_survey_votes ORDER BY 1, 2, 3',
    )
    .all();

describe('rows without the site id, written with their origin', () => {
  it('keeps a vote the site holds twice once, and says the second was not taken', () => {
    const write = originWriter(db, SURVEY_VOTES);
    expect(write({ sourceId: 10, values: [1, 7, 'opt_1', '2026-01-01'] })).toBe(true);
    expect(write({ sourceId: 11, values: [1, 7, 'opt_1', '2026-01-02'] })).toBe(false);
    expect(write({ sourceId: 12, values: [1, 8, 'opt_2', '2026-01-03'] })).toBe(true);
    expect(votes()).toEqual([
      { post_id: 1, user_id: 7, option_slug: 'opt_1', created_at: '2026-01-01' },
      { post_id: 1, user_id: 8, option_slug: 'opt_2', created_at: '2026-01-03' },
    ]);
  });

  it('forgets exactly the rows a range of the site made, keeping a duplicate held elsewhere', () => {
    const write = originWriter(db, SURVEY_VOTES);
    write({ sourceId: 10, values: [1, 7, 'opt_1', '2026-01-01'] });
    write({ sourceId: 20, values: [1, 7, 'opt_1', '2026-01-02'] });
    write({ sourceId: 12, values: [1, 8, 'opt_2', '2026-01-03'] });
    write({ sourceId: 30, values: [2, 8, 'opt_1', '2026-01-04'] });
    forgetOrigins(db, SURVEY_VOTES, { from: 10, to: 19 });
    // Row 20 still holds user 7's vote: it stays, as the site's row 20 says.
    expect(votes()).toEqual([
      { post_id: 1, user_id: 7, option_slug: 'opt_1', created_at: '2026-01-02' },
      { post_id: 2, user_id: 8, option_slug: 'opt_1', created_at: '2026-01-04' },
    ]);
    forgetOrigins(db, SURVEY_VOTES, { ids: [20, 30] });
    expect(votes()).toEqual([]);
  });
});
