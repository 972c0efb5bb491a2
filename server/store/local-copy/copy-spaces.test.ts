import { describe, expect, it } from 'vitest';
import type { RosterPageQuery } from '../rows';
import type { Store } from '../store';
import { COURSE_PLACEHOLDER_COVER, withSettingDefaults } from '../wordpress/space-defaults';
import type { CopiedRows, CopyJob } from './copy-job';
import { copyPeople } from './copy-people';
import { copySpaces } from './copy-spaces';
import {
  allRows,
  asPhpKeepsIt,
  copyBeforeAll,
  openCopyRoundTrip,
  openDumpCopy,
  rowCount,
  type Row,
  type CopyRoundTrip,
} from '../../test/local-copy-round-trip';

type Db = CopyRoundTrip['copy'];

/** A stored JSON map after PHP and back, the map itself (even empty) still a map. */
function mapAfterPhp(json: string): Record<string, unknown> {
  return { ...(asPhpKeepsIt(JSON.parse(json)) as object) };
}

const rosterQuery = (spaceId: number, extra: Partial<RosterPageQuery> = {}): RosterPageQuery => ({
  spaceId,
  search: null,
  sort: 'created_at',
  direction: 'DESC',
  limit: 20,
  offset: 0,
  ...extra,
});

/**
 * A space's timestamps where the site has NULL: the WordPress store passes the NULL on, our
 * NOT NULL columns hold '' (the one difference the copy cannot avoid for these rows).
 */
function withNullTimesAsEmpty<T extends { created_at: string | null; updated_at: string | null }>(
  row: T,
): T {
  return { ...row, created_at: row.created_at ?? '', updated_at: row.updated_at ?? '' };
}

const maybe = <T, U>(value: T | null, map: (value: T) => U): U | null =>
  value === null ? null : map(value);

/** The Store answers that read only the tables copySpaces and copyPeople write. */
async function expectSameSpaceAnswers(site: Store, local: Store, db: Db): Promise<void> {
  const spaces = allRows(db, 'SELECT id, type, slug FROM fcom_spaces ORDER BY id');
  const ids = spaces.map((row) => Number(row.id));
  expect(await local.spaces.communities()).toEqual(
    (await site.spaces.communities()).map(withNullTimesAsEmpty),
  );
  for (const space of spaces) {
    const id = Number(space.id);
    expect(await local.spaces.courseById(id)).toEqual(
      maybe(await site.spaces.courseById(id), withNullTimesAsEmpty),
    );
    expect(await local.spaces.communityBySlug(String(space.slug))).toEqual(
      maybe(await site.spaces.communityBySlug(String(space.slug)), withNullTimesAsEmpty),
    );
    for (const list of ['active', 'pending'] as const) {
      expect(await local.members.page(list, rosterQuery(id))).toEqual(
        await site.members.page(list, rosterQuery(id)),
      );
    }
    expect(await local.members.page('active', rosterQuery(id, { search: 'a' }))).toEqual(
      await site.members.page('active', rosterQuery(id, { search: 'a' })),
    );
    expect(await local.members.pendingCount(id)).toBe(await site.members.pendingCount(id));
    const students = await site.students.page(rosterQuery(id, { limit: 100 }));
    expect(await local.students.page(rosterQuery(id, { limit: 100 }))).toEqual(students);
    const studentIds = students.rows.map((row) => row.member_user_id);
    expect(await local.students.progress(id, studentIds)).toEqual(
      await site.students.progress(id, studentIds),
    );
  }
  expect(await local.spaces.coursePage(null, 10, 0)).toEqual(
    await site.spaces.coursePage(null, 10, 0),
  );
  expect(await local.spaces.courseCounts(ids)).toEqual(await site.spaces.courseCounts(ids));
  // The WordPress store counts only memberships whose WordPress user exists; the SQLite store
  // every membership (its foreign key would have removed the others): the copy keeps them,
  // as pendingCount, rosters and student counts still read them on the site.
  const withoutAccount = new Map(
    allRows(
      db,
      `SELECT space_id, count(*) AS n FROM fcom_space_user
        WHERE user_id NOT IN (SELECT ID FROM wp_users) GROUP BY space_id`,
    ).map((row) => [Number(row.space_id), Number(row.n)]),
  );
  const siteCounts = await site.spaces.memberCounts(ids);
  expect(await local.spaces.memberCounts(ids)).toEqual(
    new Map([...siteCounts].map(([id, n]) => [id, n + (withoutAccount.get(id) ?? 0)])),
  );
  const users = allRows(db, 'SELECT DISTINCT user_id FROM fcom_space_user ORDER BY user_id');
  for (const { user_id } of users.slice(0, 40)) {
    const id = Number(user_id);
    const byKey = (a: { spaceId: number }, b: { spaceId: number }) => a.spaceId - b.spaceId;
    expect((await local.spaces.membershipsOf(id)).sort(byKey)).toEqual(
      (await site.spaces.membershipsOf(id)).sort(byKey),
    );
  }
}

/**
 * Where one stored column cannot serve both of the WordPress store's readings: spaces.ts
 * reads `menu()` and `joinedCommunities()` as stored, the lists with the plugin's defaults
 * and a course's placeholder cover. The copy holds the lists' reading.
 */
function asTheListsReadIt<
  T extends {
    type: string;
    cover_photo: string | null;
    settings: string;
    created_at: string | null;
    updated_at: string | null;
  },
>(row: T): T {
  return {
    ...withNullTimesAsEmpty(row),
    cover_photo:
      row.cover_photo || (row.type === 'course' ? COURSE_PLACEHOLDER_COVER : row.cover_photo),
    settings: withSettingDefaults(row.type, row.settings),
  };
}

describe('copySpaces over the exported demo', () => {
  let trip: CopyRoundTrip;
  let copied: CopiedRows = {};
  let site: Store;
  let local: Store;

  copyBeforeAll(
    () => openCopyRoundTrip('copy spaces'),
    async (job) => {
      await copyPeople(job);
      return copySpaces(job);
    },
    (ready) => ({ target: trip, copied, site, local } = ready),
  );

  it('says how many rows it wrote to each table', () => {
    const tables = [
      'fcom_spaces',
      'fcom_space_user',
      'fcom_course_sections',
      'fcom_course_lessons',
      'fcom_lesson_completions',
    ];
    expect(copied).toEqual(Object.fromEntries(tables.map((t) => [t, rowCount(trip.copy, t)])));
    for (const table of tables) {
      expect(rowCount(trip.copy, table)).toBe(rowCount(trip.original, table));
      expect(rowCount(trip.copy, table)).toBeGreaterThan(0);
    }
  });

  it('copies every space column by column, settings as the WordPress store lists them', () => {
    const sql = `SELECT id, created_by, parent_id, title, slug, logo, cover_photo, description,
                        type, privacy, status, serial, settings, created_at, updated_at,
                        search_fold FROM fcom_spaces ORDER BY id`;
    const copy = allRows(trip.copy, sql);
    const original = allRows(trip.original, sql);
    expect(copy.map((row) => row.id)).toEqual(original.map((row) => row.id));
    original.forEach((row, index) => {
      const cover = trip.siteText(row.cover_photo as string | null);
      expect({ ...copy[index], settings: JSON.parse(copy[index]!.settings as string) }).toEqual({
        ...row,
        logo: trip.siteText(row.logo as string | null),
        cover_photo: cover || (row.type === 'course' ? COURSE_PLACEHOLDER_COVER : cover),
        description: trip.siteText(row.description as string),
        settings: JSON.parse(
          withSettingDefaults(
            String(row.type),
            JSON.stringify(mapAfterPhp(trip.siteText(row.settings as string))),
          ),
        ),
      });
    });
  });

  it('copies every membership with its member’s profile copied on, as the triggers keep it', () => {
    const sql = `SELECT id, space_id, user_id, status, role, meta, created_at, updated_at,
                        profile_status, profile_name_fold, profile_search_fold,
                        profile_last_activity FROM fcom_space_user ORDER BY id`;
    const copy = allRows(trip.copy, sql).map((row) => ({
      ...row,
      meta: JSON.parse(row.meta as string) as unknown,
    }));
    const original = allRows(trip.original, sql).map((row) => ({
      ...row,
      meta: mapAfterPhp(trip.siteText(row.meta as string)),
    }));
    expect(copy).toEqual(original);
  });

  it('copies the course outline; ids are the posts the exporter made of it', () => {
    // The exporter renumbers sections and lessons after the feed posts, in their order.
    const sections = (db: Db) =>
      allRows(db, 'SELECT id, course_id, title, serial FROM fcom_course_sections ORDER BY id');
    const lessons = (db: Db) =>
      allRows(
        db,
        `SELECT id, course_id, section_id, title, status, serial
           FROM fcom_course_lessons ORDER BY id`,
      );
    const sectionIndex = (db: Db) => new Map(sections(db).map((row, i) => [row.id, i]));
    const withoutIds = (db: Db) => ({
      sections: sections(db).map(({ id: _, ...row }) => row),
      lessons: lessons(db).map(({ id: _, section_id, ...row }) => ({
        ...row,
        section: sectionIndex(db).get(section_id),
      })),
    });
    expect(withoutIds(trip.copy)).toEqual(withoutIds(trip.original));
    expect(lessons(trip.original).some((row) => row.status === 'draft')).toBe(true);
  });

  it('copies every lesson completion under its lesson’s course', () => {
    const completions = (db: Db) => {
      const lessonIndex = new Map(
        allRows(db, 'SELECT id FROM fcom_course_lessons ORDER BY id').map((row, i) => [row.id, i]),
      );
      return allRows(
        db,
        'SELECT course_id, user_id, lesson_id, completed_at FROM fcom_lesson_completions',
      )
        .map(({ lesson_id, ...row }) => ({ ...row, lesson: lessonIndex.get(lesson_id) }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    };
    expect(completions(trip.copy)).toEqual(completions(trip.original));
  });

  it('answers spaces, rosters and course progress exactly as the WordPress store does', async () => {
    await expectSameSpaceAnswers(site, local, trip.copy);
  });

  it('answers the menu and joined spaces with the lists’ reading of each space', async () => {
    expect(await local.spaces.menu()).toEqual((await site.spaces.menu()).map(asTheListsReadIt));
    const members = allRows(trip.copy, 'SELECT DISTINCT user_id FROM fcom_space_user LIMIT 20');
    for (const { user_id } of members) {
      const id = Number(user_id);
      expect(await local.spaces.joinedCommunities(id, true)).toEqual(
        (await site.spaces.joinedCommunities(id, true)).map(asTheListsReadIt),
      );
    }
  });
});

/**
 * The real plugin's database (test/fixtures/wordpress/): space groups, string user ids, NULL
 * membership meta, lessons and completions as the plugin writes them — plus rows the demo
 * never has, written straight into it.
 */
describe('copySpaces over the real plugin’s database, with odd rows added', () => {
  let copy: Db;
  let job: CopyJob;
  let site: Store;
  let local: Store;
  let copied: CopiedRows;
  let warnings: string[];

  copyBeforeAll(
    () =>
      openDumpCopy('copy spaces odd rows', async (admin) => {
        await admin.query(
          `INSERT INTO wp_fcom_spaces (id, created_by, parent_id, title, slug, logo, cover_photo,
           description, type, privacy, status, serial, settings, created_at, updated_at) VALUES
           (50, 1, 1, 'Ødd Spåce', 'odd-space', NULL, '', NULL, 'community', 'secret',
            'archived', NULL, 'a:1:{s:5:"emoji";s:3:"x', '2026-04-01 00:00:00', NULL),
           (51, 1, NULL, 'Docs link', 'docs-link', NULL, NULL, '', 'sidebar_link', 'public',
            'published', 4, 'a:1:{s:9:"permalink";s:19:"https://example.com";}',
            '2026-04-01 00:00:00', '2026-04-01 00:00:00')`,
        );
        await admin.query(
          `INSERT INTO wp_fcom_space_user (id, space_id, user_id, status, role, meta, created_at,
           updated_at) VALUES
           (900, 50, '2', 'invited', 'owner', 'a:1:{s:4:"note";s:3:"x', '2026-04-02 00:00:00', NULL),
           (901, 50, '3', 'active', 'member', 'a:1:{s:6:"source";s:6:"import";}', NULL, NULL),
           (902, 50, '777', 'pending', 'member', NULL, '2026-04-03 00:00:00', NULL),
           (903, 50, 'abc', 'active', 'member', NULL, '2026-04-03 00:00:00', NULL)`,
        );
        // user 7 completed a lesson of course 5 twice.
        await admin.query(
          `INSERT INTO wp_fcom_post_reactions (user_id, object_id, parent_id, object_type, type,
           created_at, updated_at)
         SELECT user_id, object_id, parent_id, object_type, type, created_at, updated_at
           FROM wp_fcom_post_reactions WHERE object_type = 'lesson_completed' LIMIT 1`,
        );
      }),
    async (job) => {
      await copyPeople(job);
      return copySpaces(job);
    },
    (ready) => {
      ({ copied, site, local } = ready);
      ({ copy, job, warnings } = ready.target);
    },
  );

  it('copies the plugin’s rows: groups, spaces, courses, their outline and completions', async () => {
    // The dump: a group, 3 communities, 2 courses (4 sections, 8 lessons); 2 rows added.
    expect(copied).toMatchObject({
      fcom_spaces: 6 + 2,
      fcom_course_sections: 4,
      fcom_course_lessons: 8,
    });
    const types = allRows(copy, 'SELECT type FROM fcom_spaces ORDER BY id').map((r) => r.type);
    expect(types).toEqual([
      'space_group',
      'community',
      'community',
      'community',
      'course',
      'course',
      'community',
      'sidebar_link',
    ]);
    const [reactions] = await job.source.sql.rows<{ n: number }>(
      'test.completions',
      `SELECT count(DISTINCT user_id, object_id) AS n FROM wp_fcom_post_reactions
        WHERE object_type = 'lesson_completed'`,
    );
    // The completion written twice is one row.
    expect(copied.fcom_lesson_completions).toBe(Number(reactions!.n));
  });

  it('answers spaces, rosters and course progress exactly as the WordPress store does', async () => {
    await expectSameSpaceAnswers(site, local, copy);
  });

  it('answers the menu with the lists’ reading of each space', async () => {
    expect(await local.spaces.menu()).toEqual((await site.spaces.menu()).map(asTheListsReadIt));
  });

  it('reads malformed settings and meta as empty, with a warning, as the WordPress store does', () => {
    const space = copy.prepare('SELECT * FROM fcom_spaces WHERE id = 50').get() as Row;
    expect(JSON.parse(space.settings as string)).toEqual(
      JSON.parse(withSettingDefaults('community', '{}')),
    );
    expect(space).toMatchObject({ status: 'archived', privacy: 'secret', serial: 0 });
    expect(space).toMatchObject({
      description: '',
      updated_at: '',
      search_fold: 'odd space\nodd-space',
    });
    const membership = copy.prepare('SELECT * FROM fcom_space_user WHERE id = 900').get() as Row;
    expect(membership).toMatchObject({ meta: '{}', status: 'invited', role: 'owner' });
    expect(warnings.some((line) => line.includes('wp_fcom_spaces.settings (row 50)'))).toBe(true);
    expect(warnings.some((line) => line.includes('wp_fcom_space_user.meta (row 900)'))).toBe(true);
  });

  it('copies a membership without a profile with empty profile copies, and leaves out a non-numeric user', () => {
    const orphan = copy.prepare('SELECT * FROM fcom_space_user WHERE id = 902').get() as Row;
    expect(orphan).toMatchObject({
      user_id: 777,
      profile_status: '',
      profile_name_fold: '',
      profile_search_fold: '',
      profile_last_activity: null,
    });
    expect(copy.prepare('SELECT id FROM fcom_space_user WHERE id = 903').get()).toBeUndefined();
    expect(warnings.some((line) => line.includes('wp_fcom_space_user row 903'))).toBe(true);
    const member = copy.prepare('SELECT * FROM fcom_space_user WHERE id = 901').get() as Row;
    const profile = copy.prepare('SELECT * FROM fcom_xprofile WHERE user_id = 3').get() as Row;
    expect(member).toMatchObject({
      meta: '{"source":"import"}',
      created_at: '',
      profile_status: profile.status,
      profile_name_fold: profile.name_fold,
      profile_search_fold: profile.search_fold,
      profile_last_activity: profile.last_activity,
    });
  });
});
