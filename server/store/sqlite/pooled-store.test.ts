import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareData } from '../../demo/prepare';
import { ADMIN_LOGIN, COURSE_IDS, SPACE_IDS } from '../../demo/demo-facts';
import type { FeedItemRows, RosterPageQuery } from '../rows';
import type { Store } from '../store';
import { closeDatabase } from './open';
import { openPooledStore, type PooledStore } from './pooled-store';
import { createSqliteStore, DEMO_USERNAME_OPTION } from './sqlite-store';
import { feedPageQuery } from '../../test/feed-page-query';

/**
 * The pooled store answers exactly what the in-process store answers: same repositories,
 * same folding, and every result survives the structured clone between threads (Maps of
 * arrays, Maps of Sets, Maps of Maps, nulls, rows).
 */
let dataDir: string;
let db: ReturnType<typeof prepareData>['db'];
let inProcess: Store;
let pooled: PooledStore;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-pool-'));
  ({ db } = prepareData(dataDir));
  inProcess = createSqliteStore(db);
  pooled = await openPooledStore(db.name, { workers: { cheap: 1, heavy: 1 } });
});
afterAll(async () => {
  await pooled.close();
  closeDatabase(db);
  rmSync(dataDir, { recursive: true, force: true });
});

const roster = (overrides: Partial<RosterPageQuery>): RosterPageQuery => ({
  spaceId: SPACE_IDS.general,
  search: null,
  sort: 'created_at',
  direction: 'ASC',
  limit: 15,
  offset: 0,
  ...overrides,
});

/** Every Store method, with arguments that find something (and a few that find nothing). */
async function sample(store: Store) {
  const admin = await store.users.findByLoginOrEmail(ADMIN_LOGIN);
  const adminId = admin?.account.id ?? 0;
  const page = await store.feeds.pageItems(feedPageQuery({}), adminId);
  const ids = page?.posts.map((post) => post.id) ?? [];
  const idsOf = (rows: FeedItemRows | null) => rows?.posts.map((post) => post.id) ?? [];
  const students = await store.students.page(roster({ spaceId: COURSE_IDS.figma }));
  const posts = await store.feeds.postsByIds(ids);
  return {
    options: await Promise.all(
      ['blogname', DEMO_USERNAME_OPTION, 'no_such_option'].map((name) => store.site.option(name)),
    ),
    admin,
    byEmail: admin ? await store.users.findByLoginOrEmail(admin.account.email) : null,
    nobody: await store.users.findByLoginOrEmail('nobody@example.com'),
    byId: await store.users.findById(adminId),
    missingUser: await store.users.findById(999_999),
    hashes: await store.users.passwordHashes(adminId),
    communities: await store.spaces.communities(),
    general: await store.spaces.communityBySlug('general'),
    noSpace: await store.spaces.communityBySlug('no-such-space'),
    course: await store.spaces.courseById(COURSE_IDS.figma),
    memberships: await store.spaces.membershipsOf(adminId),
    courses: await store.spaces.coursePage(null, 10, 0),
    coursesSearched: await store.spaces.coursePage('FIGMA', 10, 0),
    courseCounts: await store.spaces.courseCounts(Object.values(COURSE_IDS)),
    members: await store.members.page('active', roster({ sort: 'display_name' })),
    // Folded as the site's collation compares (fold.ts): JOSÉ finds José.
    membersSearched: await store.members.page('active', roster({ search: 'JOSÉ' })),
    pending: await store.members.page('pending', roster({ spaceId: SPACE_IDS.designClub })),
    pendingCount: await store.members.pendingCount(SPACE_IDS.designClub),
    privacySettings: await store.site.communityOption('privacy_settings'),
    directory: await store.directory.page({
      status: 'active',
      search: null,
      sort: 'display_name',
      direction: 'ASC',
      limit: 15,
      offset: 15,
    }),
    directorySearched: await store.directory.page({
      status: 'active',
      search: 'JOSÉ',
      sort: 'last_activity',
      direction: 'DESC',
      limit: 15,
      offset: 0,
    }),
    mentions: await store.directory.mention({
      term: 'ÉM',
      excludeUserId: adminId,
      spaceId: SPACE_IDS.designClub,
      limit: 10,
    }),
    students,
    progress: await store.students.progress(
      COURSE_IDS.figma,
      students.rows.map((row) => row.user_id),
    ),
    page,
    // A hundred posts hold surveys: their votes and the admin's own.
    longPage: await store.feeds.pageItems(feedPageQuery({ limit: 100 }), adminId),
    visitorsPage: await store.feedDetails.itemRows(ids, null),
    alphabetical: idsOf(
      await store.feeds.pageItems(feedPageQuery({ order: 'alphabetical', offset: 40 }), null),
    ),
    searched: idsOf(
      await store.feeds.pageItems(
        feedPageQuery({ search: { term: 'ÇA MARCHE', inContent: true, inComments: true } }),
        null,
      ),
    ),
    posts,
    sticky: await store.feeds.stickyPostId(SPACE_IDS.general),
    topic: await store.feeds.topicIdBySlug('questions'),
    // Iterables that cannot cross to a worker as they are: a Set and a Map's keys.
    profilesOfSet: await store.profiles.byUserIds(new Set([adminId, 2, 3, 2])),
    profilesOfKeys: await store.profiles.byUserIds(
      new Map(posts.map((post) => [post.user_id, post])).keys(),
    ),
    displayName: await store.profiles.displayName(adminId),
    // Usernames compare in any case, as the site's collation does.
    byUsername: await store.profiles.byUsername(ADMIN_LOGIN.toUpperCase()),
    noUsername: await store.profiles.byUsername('no-such-member'),
    joined: await store.spaces.joinedCommunities(adminId, true),
    joinedWithoutSecret: await store.spaces.joinedCommunities(adminId, false),
    memberCounts: await store.spaces.memberCounts(Object.values(SPACE_IDS)),
    menu: await store.spaces.menu(),
    topics: await store.topics.all(),
    ownComments: await store.comments.byAuthor({
      userId: adminId,
      visibleTo: null,
      limit: 5,
      offset: 5,
    }),
    visibleComments: await store.comments.byAuthor({
      userId: adminId,
      visibleTo: { viewerId: 2, readableSpaceIds: [SPACE_IDS.general, SPACE_IDS.announcements] },
      limit: 5,
      offset: 0,
    }),
  };
}

describe('the pooled store', () => {
  it('answers every Store method exactly as the in-process store does', async () => {
    const expected = await sample(inProcess);
    // The sample finds something for each kind of result, so the comparison means something.
    expect(expected.admin).not.toBeNull();
    expect(expected.membersSearched.rows.length).toBeGreaterThan(0);
    expect(expected.directorySearched.rows.length).toBeGreaterThan(0);
    expect(expected.mentions.length).toBeGreaterThan(0);
    expect(expected.searched.length).toBeGreaterThan(0);
    expect(expected.longPage?.voteCounts.size).toBeGreaterThan(0);
    expect(expected.longPage?.ownVotes.size).toBeGreaterThan(0);
    expect(expected.page?.comments.size).toBeGreaterThan(0);
    expect(expected.page?.ownPostReactions.size).toBeGreaterThan(0);
    expect(expected.profilesOfKeys.size).toBeGreaterThan(0);
    expect(await sample(pooled)).toStrictEqual(expected);
  });

  it('answers concurrent calls each with its own result', async () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const names = await Promise.all(ids.map((id) => pooled.profiles.displayName(id)));
    expect(names).toStrictEqual(
      await Promise.all(ids.map((id) => inProcess.profiles.displayName(id))),
    );
  });

  it('sees what the server writes after the workers started (WAL readers)', async () => {
    db.prepare(
      "UPDATE wp_options SET option_value = 'Renamed' WHERE option_name = 'blogname'",
    ).run();
    expect(await pooled.site.option('blogname')).toBe('Renamed');
  });

  it('passes a repository error back as a rejection, and keeps working', async () => {
    await expect(
      pooled.pool.call({ repository: 'users', method: 'no_such_method', args: [] }, 'cheap'),
    ).rejects.toThrow('No repository method users.no_such_method');
    expect(await pooled.spaces.communityBySlug('general')).not.toBeNull();
  });
});
