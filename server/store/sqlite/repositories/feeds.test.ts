import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrations';
import { seedDemo } from '../../../demo/demo';
import { trigramPhrase } from '../full-text';
import { createFeedRepository } from './feeds';
import type { FeedPageQuery } from '../../rows';
import { feedPageQuery } from '../../../test/feed-page-query';
import { TEST_SEED_ANCHOR } from '../../../test/seed-anchor';

/**
 * Search takes one of two paths: rare terms are looked up in the trigram index, common ones
 * are tested post by post along the order's index. Both must give the same pages.
 */
let db: Database.Database;
beforeAll(() => {
  db = new Database(':memory:');
  migrate(db);
  seedDemo(db, { users: 100, posts: 400, anchor: TEST_SEED_ANCHOR });
});
afterAll(() => db.close());

const query = (term: string, inContent: boolean, inComments: boolean, offset = 0): FeedPageQuery =>
  feedPageQuery({ search: { term, inContent, inComments }, limit: 25, offset });

describe('search paths', () => {
  const terms = [
    'xss',
    'deploy',
    'the',
    'slides',
    'nice try',
    'ça marche'.normalize('NFKD').replace(/\p{M}/gu, ''),
    'zzzz',
    '"quoted"',
  ];
  for (const term of terms) {
    for (const [inContent, inComments] of [
      [true, false],
      [false, true],
      [true, true],
    ] as const) {
      it(`"${term}" (content ${inContent}, comments ${inComments}): full-text and scan agree`, () => {
        const viaIndex = createFeedRepository(db, 1_000_000);
        const viaScan = createFeedRepository(db, 0);
        for (const offset of [0, 25]) {
          expect(viaIndex.pageIds(query(term, inContent, inComments, offset))).toEqual(
            viaScan.pageIds(query(term, inContent, inComments, offset)),
          );
        }
      });
    }
  }

  it('quotes FTS5 phrases so operators are plain text', () => {
    expect(trigramPhrase('a" OR "b')).toBe('"a"" OR ""b"');
    expect(trigramPhrase('ab')).toBeNull();
    expect(() =>
      createFeedRepository(db, 1_000_000).pageIds(query('a" OR NEAR(b', true, true)),
    ).not.toThrow();
  });
});
