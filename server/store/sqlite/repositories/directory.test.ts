import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrations';
import { seedDemo } from '../../../demo/demo';
import { createDirectoryRepository } from './directory';
import { createProfileRepository } from './profiles';
import type { MentionQuery } from '../../rows';
import { TEST_SEED_ANCHOR } from '../../../test/seed-anchor';

/**
 * Mentions take one of two paths: a rare term of 3+ characters looks up the trigram index's
 * candidates, any other walks the active profiles in id order (schema 5's mention index).
 * Both must suggest what the profiles table says: active profiles other than the caller whose
 * folded name or login holds the term, members of the space when one is named, lowest id
 * first, at most `limit`.
 */
let db: Database.Database;

beforeAll(() => {
  db = new Database(':memory:');
  migrate(db);
  seedDemo(db, { users: 300, posts: 20, anchor: TEST_SEED_ANCHOR });
  // Inactive profiles the walk must skip: some blocked, some pending.
  db.exec(`
    UPDATE fcom_xprofile SET status = 'blocked' WHERE id % 9 = 4;
    UPDATE fcom_xprofile SET status = 'pending' WHERE id % 11 = 6;
  `);
});
afterAll(() => db.close());

interface Profile {
  id: number;
  user_id: number;
  status: string;
  search_fold: string;
}

/** The mention's user ids, from a scan of the profiles and the memberships. */
function expectedMention({ term, excludeUserId, spaceId, limit }: MentionQuery): number[] {
  const members = new Set(
    db
      .prepare<[number | null], number>('SELECT user_id FROM fcom_space_user WHERE space_id = ?')
      .pluck()
      .all(spaceId),
  );
  return db
    .prepare<[], Profile>('SELECT id, user_id, status, search_fold FROM fcom_xprofile')
    .all()
    .filter(
      (profile) =>
        profile.status === 'active' &&
        profile.user_id !== excludeUserId &&
        profile.search_fold.includes(term) &&
        (spaceId === null || members.has(profile.user_id)),
    )
    .sort((a, b) => a.id - b.id)
    .slice(0, limit)
    .map((profile) => profile.user_id);
}

/** The start of the last active profile's folded name: a term few profiles hold. */
function rareTerm(): string {
  return (
    db
      .prepare<[], string>(
        "SELECT substr(search_fold, 1, 5) FROM fcom_xprofile WHERE status = 'active' ORDER BY id DESC",
      )
      .pluck()
      .get() ?? ''
  );
}

/** Two letters that no folded name or login holds. */
function absentPair(): string {
  const folds = db.prepare<[], string>('SELECT search_fold FROM fcom_xprofile').pluck().all();
  for (const first of 'zqxjvw') {
    for (const second of 'zqxjvw') {
      const pair = first + second;
      if (!folds.some((fold) => fold.includes(pair))) return pair;
    }
  }
  throw new Error('Every pair of rare letters is taken');
}

describe('mentions', () => {
  /** Each term with the path it takes. */
  const terms = () => ({
    common: 'an',
    single: 'e',
    absent: absentPair(),
    blank: '',
    rare: rareTerm(),
    unknown: 'zzzz',
  });

  it('has terms with many, some and no matches, and inactive profiles that would match', () => {
    const { common, absent, rare } = terms();
    const everyone = { excludeUserId: 0, spaceId: null, limit: 1_000 };
    expect(expectedMention({ ...everyone, term: common }).length).toBeGreaterThan(50);
    expect(expectedMention({ ...everyone, term: absent })).toEqual([]);
    expect(expectedMention({ ...everyone, term: rare }).length).toBeGreaterThan(0);
    // The short terms walk the profiles; the rare one is looked up in the trigram index.
    const profiles = createProfileRepository(db);
    expect(profiles.userIdsMatching(common)).toBeNull();
    expect(profiles.userIdsMatching(absent)).toBeNull();
    expect(profiles.userIdsMatching(rare)).not.toBeNull();
    const inactiveMatches = db
      .prepare<[string], number>(
        "SELECT count(*) FROM fcom_xprofile WHERE status <> 'active' AND instr(search_fold, ?) > 0",
      )
      .pluck()
      .get(common);
    expect(inactiveMatches).toBeGreaterThan(0);
  });

  it('suggests what the tables say on either path, in any space, for anyone, at any limit', () => {
    const directory = createDirectoryRepository(db, createProfileRepository(db));
    const someone = db
      .prepare<[], number>(
        "SELECT user_id FROM fcom_xprofile WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET 3",
      )
      .pluck()
      .get();
    for (const term of Object.values(terms())) {
      for (const spaceId of [null, 1, 3, 5]) {
        for (const excludeUserId of [1, someone ?? 0]) {
          for (const limit of [1, 10, 500]) {
            const query = { term, excludeUserId, spaceId, limit };
            expect(directory.mention(query).map((profile) => profile.user_id)).toEqual(
              expectedMention(query),
            );
          }
        }
      }
    }
  });

  it('answers a mention asked again after a change as the tables now say, on either path', () => {
    const profiles = createProfileRepository(db);
    const directory = createDirectoryRepository(db, profiles);
    const absent = absentPair();
    const rare = `${absent}kel`;
    const query = { excludeUserId: 0, spaceId: null, limit: 10 };
    expect(directory.mention({ ...query, term: absent })).toEqual([]);
    expect(profiles.userIdsMatching(rare)).toEqual([]);
    const someone = db
      .prepare<[], { id: number; user_id: number }>(
        "SELECT id, user_id FROM fcom_xprofile WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET 7",
      )
      .get()!;
    db.prepare("UPDATE fcom_xprofile SET search_fold = search_fold || ' ' || ? WHERE id = ?").run(
      rare,
      someone.id,
    );
    try {
      // Asked again, as its author types on: the kept answers are not used after the write.
      expect(
        directory.mention({ ...query, term: absent }).map((profile) => profile.user_id),
      ).toEqual([someone.user_id]);
      expect(profiles.userIdsMatching(rare)).toEqual([someone.user_id]);
      expect(directory.mention({ ...query, term: rare }).map((profile) => profile.user_id)).toEqual(
        [someone.user_id],
      );
    } finally {
      db.prepare(
        'UPDATE fcom_xprofile SET search_fold = replace(search_fold, ?, ?) WHERE id = ?',
      ).run(` ${rare}`, '', someone.id);
    }
  });
});
