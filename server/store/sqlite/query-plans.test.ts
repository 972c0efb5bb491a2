import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrations';
import { createRepositories } from './repositories';
import type { FeedOrder } from '../../../contract';
import type { DirectoryPageQuery, FeedPageQuery } from '../rows';
import { seedDemo } from '../../demo/demo';
import { feedPageQuery, PUBLISHED_AND_PENDING } from '../../test/feed-page-query';
import { TEST_SEED_ANCHOR } from '../../test/seed-anchor';

/**
 * EXPLAIN QUERY PLAN for the documented queries, over a mid-sized demo (so the planner's
 * statistics look like a real site's): no full table scans, and no sorting of whole tables
 * where an index gives the order.
 */
let db: Database.Database;
let statements: { sql: string; params: unknown[] }[] = [];

beforeAll(() => {
  db = new Database(':memory:');
  migrate(db);
  // At a fixed anchor: the planner's statistics (ANALYZE, after the seed) come from its rows.
  seedDemo(db, { users: 1500, posts: 4000, anchor: TEST_SEED_ANCHOR });
  // Record the SQL and parameters of the statements the repositories run.
  const prepare = db.prepare.bind(db);
  (db as unknown as { prepare: (sql: string) => unknown }).prepare = (sql: string) => {
    const statement = prepare(sql);
    return new Proxy(statement, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key) as unknown;
        if (key !== 'all' && key !== 'get') {
          if (typeof value !== 'function') return value;
          // `pluck()`, `raw()`… return the statement itself: keep recording its runs.
          return (...args: unknown[]) => {
            const result = (value as (...args: unknown[]) => unknown).apply(target, args);
            return result === target ? receiver : result;
          };
        }
        return (...params: unknown[]) => {
          if (!sql.startsWith('EXPLAIN')) statements.push({ sql, params });
          return (value as (...args: unknown[]) => unknown).apply(target, params);
        };
      },
    });
  };
});
afterAll(() => db.close());

/** The plan of the last page query (the one with ORDER BY … LIMIT) run since the last call. */
function planOfLast(): string[] {
  const page = statements.filter((statement) => /ORDER BY[\s\S]*LIMIT/.test(statement.sql)).at(-1);
  statements = [];
  if (!page) throw new Error('No page query ran');
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${page.sql}`).all(...page.params) as {
    detail: string;
  }[];
  return rows.map((row) => row.detail);
}

const fullScan = (plan: string[]) =>
  plan.filter((step) => /^SCAN (p|fcom_posts|su|fcom_space_user|fcom_xprofile)$/.test(step));

const feedQuery = (overrides: Partial<FeedPageQuery>): FeedPageQuery =>
  feedPageQuery({ statuses: PUBLISHED_AND_PENDING, limit: 10, ...overrides });

describe('feed pages', () => {
  const orders: FeedOrder[] = [
    'latest',
    'oldest',
    'new_activity',
    'popular',
    'likes',
    'alphabetical',
    'unanswered',
  ];
  for (const order of orders) {
    for (const spaceId of [null, 1]) {
      it(`${order}${spaceId ? ' in a space' : ''}: walks an index in order`, () => {
        createRepositories(db).feeds.pageIds(
          feedQuery({
            order,
            spaceId,
            readableSpaceIds: spaceId ? null : [1, 2, 4],
            excludeSticky: spaceId !== null,
          }),
        );
        const plan = planOfLast();
        expect(fullScan(plan)).toEqual([]);
        expect(plan.join('\n')).toMatch(
          /USING (COVERING )?INDEX (fcom_posts_|sqlite_autoindex_fcom_posts)/,
        );
        // `oldest` breaks created_at ties by id DESC: a sort of the few equal dates only
        // ("USE TEMP B-TREE FOR LAST TERM OF ORDER BY"), never of the whole feed.
        expect(plan.filter((step) => step === 'USE TEMP B-TREE FOR ORDER BY')).toEqual([]);
      });
    }
  }

  it('topic, author and search filters use indexes', () => {
    const feeds = createRepositories(db).feeds;
    feeds.pageIds(feedQuery({ topicId: 1 }));
    const topicPlan = planOfLast();
    expect(topicPlan.join('\n')).toContain('fcom_term_feed');
    expect(fullScan(topicPlan)).toEqual([]);
    feeds.pageIds(feedQuery({ userId: 5 }));
    expect(planOfLast().join('\n')).toContain('fcom_posts_author');
    feeds.pageIds(
      feedQuery({ search: { term: 'security test', inContent: true, inComments: false } }),
    );
    expect(planOfLast().join('\n')).toContain('INTEGER PRIMARY KEY');
  });
});

describe('member and student pages', () => {
  for (const sort of ['created_at', 'display_name', 'last_activity'] as const) {
    for (const direction of ['ASC', 'DESC'] as const) {
      it(`members by ${sort} ${direction}: one index range, no sort`, () => {
        const repositories = createRepositories(db);
        repositories.members.page('active', {
          spaceId: 1,
          search: null,
          sort,
          direction,
          limit: 15,
          offset: 30,
        });
        const plan = planOfLast();
        expect(fullScan(plan)).toEqual([]);
        expect(plan.join('\n')).not.toContain('TEMP B-TREE');
        repositories.students.page({
          spaceId: 6,
          search: null,
          sort,
          direction,
          limit: 15,
          offset: 0,
        });
        expect(planOfLast().join('\n')).not.toContain('TEMP B-TREE');
      });
    }
  }

  const searchPage = (search: string) =>
    createRepositories(db).members.page('active', {
      spaceId: 1,
      search,
      sort: 'display_name',
      direction: 'ASC',
      limit: 15,
      offset: 0,
    });

  it('a search that matches few members reads only the covering search index', () => {
    const { total } = searchPage('zo');
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(150);
    expect(planOfLast().join('\n')).toContain('COVERING INDEX fcom_space_user_members_search');
  });

  it('a search that matches many members walks the sort order and stops at the page', () => {
    const { total, rows } = searchPage('an');
    expect(total).toBeGreaterThan(150);
    expect(rows).toHaveLength(15);
    const plan = planOfLast().join('\n');
    expect(plan).toContain('fcom_space_user_members_name');
    expect(plan).not.toContain('TEMP B-TREE');
  });
});

describe('the member directory', () => {
  const directoryPage = (overrides: Partial<DirectoryPageQuery>) =>
    createRepositories(db).directory.page({
      status: 'active',
      search: null,
      sort: 'last_activity',
      direction: 'DESC',
      limit: 15,
      offset: 30,
      ...overrides,
    });

  for (const sort of ['created_at', 'display_name', 'last_activity'] as const) {
    for (const direction of ['ASC', 'DESC'] as const) {
      it(`profiles by ${sort} ${direction}: one index range, no sort`, () => {
        directoryPage({ sort, direction });
        const plan = planOfLast();
        expect(fullScan(plan)).toEqual([]);
        expect(plan.join('\n')).toContain('INDEX fcom_xprofile_directory_');
        expect(plan.join('\n')).not.toContain('TEMP B-TREE');
      });
    }
  }

  it('a search that matches few profiles reads only the covering search index', () => {
    const { total } = directoryPage({ search: 'zo', offset: 0 });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(150);
    expect(planOfLast().join('\n')).toContain('COVERING INDEX fcom_xprofile_directory_search');
  });

  it('a search that matches many profiles walks the sort order and stops at the page', () => {
    const { total, rows } = directoryPage({ search: 'an', sort: 'display_name', offset: 0 });
    expect(total).toBeGreaterThan(150);
    expect(rows).toHaveLength(15);
    const plan = planOfLast().join('\n');
    expect(plan).toContain('fcom_xprofile_directory_name');
    expect(plan).not.toContain('TEMP B-TREE');
  });

  it('a mention walks profiles in table order, or looks up the trigram index’s candidates', () => {
    const directory = createRepositories(db).directory;
    expect(directory.mention({ term: 'an', excludeUserId: 1, spaceId: 1, limit: 10 })).toHaveLength(
      10,
    );
    // A common term: the active profiles' small index in id order, stopping at the tenth match.
    const walk = planOfLast();
    expect(walk[0]).toBe('SCAN p USING COVERING INDEX fcom_xprofile_mention');
    expect(walk.join('\n')).not.toContain('TEMP B-TREE');
    expect(walk.join('\n')).toContain(
      'SEARCH su EXISTS USING COVERING INDEX sqlite_autoindex_fcom_space_user_1 (space_id=? AND user_id=?)',
    );
    expect(
      directory.mention({ term: 'bergstr', excludeUserId: 1, spaceId: null, limit: 10 }).length,
    ).toBeGreaterThan(0);
    const candidates = planOfLast().join('\n');
    expect(candidates).toMatch(
      /SEARCH p USING INDEX sqlite_autoindex_fcom_xprofile_1 \(user_id=\?\)/,
    );
  });
});

describe('a member’s profile pages', () => {
  /** The plan of the last statement run whose SQL matches `pattern`. */
  function planMatching(pattern: RegExp): string {
    const statement = statements.filter(({ sql }) => pattern.test(sql)).at(-1);
    statements = [];
    if (!statement) throw new Error(`No statement matching ${pattern}`);
    const rows = db.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...statement.params) as {
      detail: string;
    }[];
    return rows.map((row) => row.detail).join('\n');
  }

  it('finds a profile by username in any case from the NOCASE index', () => {
    expect(createRepositories(db).profiles.byUsername('ADMIN')?.user_id).toBe(1);
    const plan = planMatching(/COLLATE NOCASE/);
    expect(plan).toContain('USING INDEX fcom_xprofile_username_nocase (username=?)');
    expect(plan).not.toContain('TEMP B-TREE');
  });

  it('pages a member’s comments from two covering indexes, reading rows only for the page', () => {
    const comments = createRepositories(db).comments;
    const { userId } = db
      .prepare(
        'SELECT user_id AS userId FROM fcom_post_comments GROUP BY user_id ORDER BY count(*) DESC LIMIT 1',
      )
      .get() as { userId: number };
    for (const visibleTo of [null, { viewerId: 2, readableSpaceIds: [1, 2, 3, 4, 5] }]) {
      const { rows, total } = comments.byAuthor({ userId, visibleTo, limit: 15, offset: 15 });
      expect(total).toBeGreaterThan(30);
      expect(rows).toHaveLength(15);
      // The member's comments in id order: the page is the range's next entries, no sort.
      const plan = planMatching(/ORDER BY c\.id DESC/);
      expect(plan).toContain(
        'SEARCH c USING COVERING INDEX fcom_post_comments_author_latest (user_id=?)',
      );
      expect(plan).not.toContain('TEMP B-TREE');
      if (visibleTo) {
        expect(plan).toMatch(
          /SEARCH p (EXISTS )?USING COVERING INDEX fcom_posts_access \(id=\? AND type=\? AND status=\?\)/,
        );
      }
    }
  });

  it('lists a member’s spaces from their memberships, and counts members on an index', () => {
    const spaces = createRepositories(db).spaces;
    expect(spaces.joinedCommunities(2, false).length).toBeGreaterThan(0);
    // The few community spaces in title order, then the one membership of each.
    const joined = planMatching(/member_role/);
    expect(joined).toContain('SEARCH s USING INDEX fcom_spaces_type (type=?)');
    expect(joined).toContain(
      'SEARCH su USING INDEX sqlite_autoindex_fcom_space_user_1 (space_id=? AND user_id=?)',
    );
    expect(joined).not.toContain('TEMP B-TREE');
    expect(spaces.memberCounts([1, 2]).get(1)).toBeGreaterThan(0);
    expect(planMatching(/json_each/)).toMatch(
      /SEARCH fcom_space_user USING COVERING INDEX \S+ \(space_id=\?\)/,
    );
  });
});

describe('a space by slug', () => {
  it('finds a community space in any case, accents folded, from the NOCASE index', () => {
    const spaces = createRepositories(db).spaces;
    statements = [];
    expect(spaces.communityBySlug('GÉNÉRAL')?.slug).toBe('general');
    const plan = planOfLast();
    expect(plan.join('\n')).toContain('USING INDEX fcom_spaces_slug_nocase (slug=?)');
    expect(fullScan(plan)).toEqual([]);
    expect(plan.join('\n')).not.toMatch(/^SCAN fcom_spaces$/m);
  });
});
