import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../migrations';
import { seedDemo } from '../../../demo/demo';
import { readFeedItemRows, type FeedRowSource } from '../../feed-item-rows';
import { createRepositories, type Repositories } from '.';
import { feedPageQuery } from '../../../test/feed-page-query';
import { TEST_SEED_ANCHOR } from '../../../test/seed-anchor';

/**
 * A feed page is read whole in one call of a read worker, which can only send back a value,
 * never a promise; the WordPress store reads the same rows one query at a time. The one
 * composition (feed-item-rows.ts) must give both the same rows.
 */
let db: Database.Database;
let repositories: Repositories;
beforeAll(() => {
  db = new Database(':memory:');
  migrate(db);
  seedDemo(db, { users: 100, posts: 400, anchor: TEST_SEED_ANCHOR });
  repositories = createRepositories(db);
});
afterAll(() => db.close());

const ADMIN_ID = 1;

/** Each part as a function of its own (so a spy on it stays in this test), and answering later. */
function sources() {
  const now: FeedRowSource = {
    feeds: { ...repositories.feeds },
    details: { ...repositories.feedDetails },
    profiles: { ...repositories.profiles },
  };
  const later = (part: object) =>
    Object.fromEntries(
      Object.entries(part).map(([name, read]) => [
        name,
        (...args: unknown[]) => Promise.resolve((read as (...a: unknown[]) => unknown)(...args)),
      ]),
    );
  return {
    now,
    later: {
      feeds: later(now.feeds),
      details: later(now.details),
      profiles: later(now.profiles),
    } as unknown as FeedRowSource,
  };
}

describe('a feed page read whole', () => {
  it('answers at once from reads that answer at once, and the same later from promises', async () => {
    const ids = repositories.feeds.pageIds(feedPageQuery({ limit: 40 }));
    const { now, later } = sources();
    const atOnce = readFeedItemRows(now, ids, ADMIN_ID);
    expect(atOnce).not.toBeInstanceOf(Promise);
    expect(await readFeedItemRows(later, ids, ADMIN_ID)).toStrictEqual(atOnce);

    const rows = repositories.feedItems.page(feedPageQuery({ limit: 40 }), ADMIN_ID);
    expect(rows).toStrictEqual(atOnce);
    expect(rows?.posts.map((post) => post.id)).toEqual(ids);
    // Something of every kind, so that the comparison means something.
    expect(rows?.comments.size).toBeGreaterThan(0);
    expect(rows?.likes.size).toBeGreaterThan(0);
    expect(rows?.ownPostReactions.size).toBeGreaterThan(0);
    expect(rows?.voteCounts.size).toBeGreaterThan(0);
    const people = new Set([
      ...(rows?.posts ?? []).map((post) => post.user_id),
      ...[...(rows?.comments.values() ?? [])].flat().map((comment) => comment.user_id),
      ...[...(rows?.likes.values() ?? [])].flat().map((like) => like.user_id),
    ]);
    expect(new Set(rows?.profiles.keys())).toEqual(people);
  });

  it('reads no reactions or votes for a visitor, and nothing more for an empty page', () => {
    const { now } = sources();
    const ownReactions = vi.spyOn(now.details, 'ownReactions');
    const ownVotes = vi.spyOn(now.details, 'ownVotes');
    const ids = repositories.feeds.pageIds(feedPageQuery({ limit: 40 }));
    const rows = readFeedItemRows(now, ids, null);
    expect(rows).not.toBeInstanceOf(Promise);
    expect(ownReactions).not.toHaveBeenCalled();
    expect(ownVotes).not.toHaveBeenCalled();

    const postsByIds = vi.spyOn(now.feeds, 'postsByIds');
    expect(readFeedItemRows(now, [], ADMIN_ID)).toBeNull();
    expect(readFeedItemRows(now, [999_999], ADMIN_ID)).toBeNull();
    expect(postsByIds).toHaveBeenCalledTimes(1);
  });
});
