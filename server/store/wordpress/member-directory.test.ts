import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSubscriberPassword,
  DUMP_ADMIN as ADMIN,
  withDumpApp,
  withPrivacySettings,
} from '../../test/dump-accounts';
import { createWordPressDumpDatabase, type TestDatabase } from '../../test/mariadb';

/**
 * GET /members over the real FluentCommunity 2.8.1 dump: the rows are those the plugin's own
 * query selects (its SQL, run here on the same database), profiles without a WordPress user
 * are left out as `whereHas('user')` does, and the portal's `members_page_status` privacy
 * setting (fcom_meta) decides who may list the directory, as Utility::canViewMembersPage does.
 */
let database: TestDatabase;
let admin: mysql.Connection;
let subscriber: string;

beforeAll(async () => {
  database = await createWordPressDumpDatabase('directory');
  admin = await mysql.createConnection(database.url);
  subscriber = await addSubscriberPassword(admin);
});

afterAll(async () => {
  await admin?.end();
  await database?.drop();
});

interface Body {
  members: { data: { user_id: number; status: string }[]; total?: number };
}

function withApp<T>(
  run: (
    get: (query: string, credentials?: string) => Promise<{ status: number; body: Body }>,
  ) => Promise<T>,
  warnings: string[] = [],
): Promise<T> {
  return withDumpApp(
    database.readOnlyUrl,
    (get) => run((query, credentials) => get<Body>(`/members?${query}`, credentials)),
    (line) => warnings.push(line),
  );
}

/** The user ids the plugin's own getMembers query selects on this database, in its order. */
async function pluginQuery(where: string, order: string, values: unknown[] = []) {
  const [rows] = await admin.query<mysql.RowDataPacket[]>(
    `SELECT user_id FROM wp_fcom_xprofile
      WHERE EXISTS (SELECT * FROM wp_users WHERE wp_fcom_xprofile.user_id = wp_users.ID)
        AND ${where}
      ORDER BY ${order}`,
    values,
  );
  return rows.map((row) => Number(row.user_id));
}

describe('the rows the plugin selects', () => {
  it('lists what the plugin’s query lists: default order, search, statuses', async () => {
    const cases: [string, string, string, unknown[]][] = [
      ['', "status = 'active'", 'last_activity DESC, id DESC', []],
      [
        'search=an',
        "(display_name LIKE ? OR username LIKE ?) AND status = 'active'",
        'last_activity DESC, id DESC',
        ['%an%', '%an%'],
      ],
      // The site's collation: accents and case do not count, as on the plugin.
      [
        'search=JOSE',
        "(display_name LIKE ? OR username LIKE ?) AND status = 'active'",
        'last_activity DESC, id DESC',
        ['%JOSE%', '%JOSE%'],
      ],
      ['sort_by=display_name', "status = 'active'", 'display_name ASC, id ASC', []],
      ['sort_by=created_at', "status = 'active'", 'created_at DESC, id DESC', []],
      ['status=blocked', "status = 'blocked'", 'last_activity DESC, id DESC', []],
      ['status=pending', "status = 'pending'", 'last_activity DESC, id DESC', []],
    ];
    await withApp(async (get) => {
      for (const [query, where, order, values] of cases) {
        const expected = await pluginQuery(where, order, values);
        expect(expected.length, query).toBeGreaterThan(0);
        const { status, body } = await get(`${query}&per_page=100`, ADMIN);
        expect(status).toBe(200);
        expect(body.members.data.map((row) => row.user_id)).toEqual(expected);
        expect(body.members.total).toBe(expected.length);
      }
    });
  });

  it('answers a mention with the plugin’s query: ten other active profiles in table order', async () => {
    const cases = [
      // The admin (user 1) administers spaces 2, 3 and 4 and is in no course.
      ['mention=a', ADMIN, 1, null],
      ['mention=é', ADMIN, 1, null],
      ['mention=a&space=design-club', ADMIN, 1, 4],
      ['mention=an&space=general', ADMIN, 1, 2],
      // User 2 is a member of `general` and a student of course 5.
      ['mention=a&space_id=5', subscriber, 2, 5],
      ['mention=e&space_id=2', subscriber, 2, 2],
    ] as const;
    await withApp(async (get) => {
      for (const [query, credentials, caller, spaceId] of cases) {
        const inSpace =
          spaceId === null
            ? ''
            : ` AND EXISTS (SELECT * FROM wp_fcom_space_user su WHERE su.space_id = ${spaceId} AND su.user_id = wp_fcom_xprofile.user_id)`;
        const term = new URLSearchParams(query).get('mention') ?? '';
        const expected = (
          await pluginQuery(
            `status = 'active' AND user_id != ${caller} AND (display_name LIKE ? OR username LIKE ?)${inSpace}`,
            'id',
            [`%${term}%`, `%${term}%`],
          )
        ).slice(0, 10);
        expect(expected.length, query).toBeGreaterThan(0);
        const { status, body } = await get(query, credentials);
        expect(status, query).toBe(200);
        expect(body.members.data.map((row) => row.user_id)).toEqual(expected);
      }
      // Site administrators get no exception: the admin is in no course.
      expect((await get('mention=a&space_id=5', ADMIN)).status).toBe(403);
    });
  });

  it('leaves out profiles whose WordPress user is gone', async () => {
    const before = (await pluginQuery("status = 'active'", 'id')).length;
    await admin.query('UPDATE wp_users SET ID = 1000003 WHERE ID = 3');
    try {
      await withApp(async (get) => {
        const page = await get('search=liam&per_page=100', ADMIN);
        expect(page.body.members.data.map((row) => row.user_id)).not.toContain(3);
        const all = await get('per_page=100', ADMIN);
        expect(all.body.members.total).toBe(before - 1);
        const mention = await get('mention=liam', ADMIN);
        expect(mention.body.members.data.map((row) => row.user_id)).not.toContain(3);
      });
    } finally {
      await admin.query('UPDATE wp_users SET ID = 3 WHERE ID = 1000003');
    }
    await withApp(async (get) => {
      const mention = await get('mention=liam', ADMIN);
      expect(mention.body.members.data.map((row) => row.user_id)).toContain(3);
    });
  });
});

describe('who may list the directory: members_page_status', () => {
  const setting = (status: string) =>
    `a:2:{s:18:"show_last_activity";s:3:"yes";s:19:"members_page_status";s:${status.length}:"${status}";}`;

  it('everybody, without the setting (the dump has none)', async () => {
    await withApp(async (get) => {
      expect((await get('')).status).toBe(200);
      expect((await get('', subscriber)).status).toBe(200);
    });
  });

  it('logged_in: visitors get 401, any signed-in user the page', async () => {
    await withPrivacySettings(admin, setting('logged_in'), () =>
      withApp(async (get) => {
        expect((await get('')).status).toBe(401);
        expect((await get('', subscriber)).status).toBe(200);
        expect((await get('', ADMIN)).status).toBe(200);
      }),
    );
  });

  it('admin_only: only moderators list it; mentions still work for everyone signed in', async () => {
    await withPrivacySettings(admin, setting('admin_only'), () =>
      withApp(async (get) => {
        expect((await get('')).status).toBe(401);
        const refused = await get('', subscriber);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          code: 'rest_forbidden',
          message: 'You do not have permission to view members',
        });
        expect((await get('', ADMIN)).status).toBe(200);
        const mention = await get('mention=an', subscriber);
        expect(mention.status).toBe(200);
        expect(mention.body.members.data.length).toBeGreaterThan(0);
      }),
    );
  });

  it('reads a malformed setting as unset, with one log line', async () => {
    const warnings: string[] = [];
    await withPrivacySettings(admin, 'a:1:{s:19:"members_page_status', () =>
      withApp(async (get) => {
        expect((await get('')).status).toBe(200);
      }, warnings),
    );
    expect(warnings).toEqual([
      expect.stringMatching(/^Malformed PHP-serialized wp_fcom_meta\.value \(row \d+\): /),
    ]);
  });
});
