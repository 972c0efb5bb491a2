import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSubscriberPassword,
  DUMP_ADMIN as ADMIN,
  withDumpApp,
  withPrivacySettings,
  type DumpGet,
} from '../../test/dump-accounts';
import { createWordPressDumpDatabase, type TestDatabase } from '../../test/mariadb';
import { parsePhpSerialized } from './php-serialized';

/**
 * A member's spaces and comments, and the portal's menu with its topics, over the real
 * FluentCommunity 2.8.1 dump: the rows are those the plugin's own queries select (its SQL,
 * replayed here on the same database, with the per-user `_fcom_space_ids` it reads), and the
 * portal's `user_space_visibility` privacy setting decides who may list a member's spaces.
 */
let database: TestDatabase;
let admin: mysql.Connection;
/** User 2, a subscriber, with an application password added here. */
let subscriber: string;
let subscriberUsername: string;

beforeAll(async () => {
  database = await createWordPressDumpDatabase('profiles');
  admin = await mysql.createConnection(database.url);
  subscriber = await addSubscriberPassword(admin);
  subscriberUsername = await usernameOf(2);
});

afterAll(async () => {
  await admin?.end();
  await database?.drop();
});

const withApp = <T>(run: (get: DumpGet) => Promise<T>) => withDumpApp(database.readOnlyUrl, run);

async function numbers(sql: string, values: unknown[] = [], column = 'id'): Promise<number[]> {
  const [rows] = await admin.query<mysql.RowDataPacket[]>(sql, values);
  return rows.map((row) => Number(row[column]));
}

async function usernameOf(userId: number): Promise<string> {
  const [[row]] = await admin.query<mysql.RowDataPacket[]>(
    'SELECT username FROM wp_fcom_xprofile WHERE user_id = ?',
    [userId],
  );
  return String(row?.username);
}

describe('a member’s spaces: the plugin’s query', () => {
  interface SpacesBody {
    spaces: { id: number; members_count: number; pivot: { user_id: number; role: string } }[];
  }

  /** XProfile::spaces() with wherePivot('status', 'active'): BaseSpace's type scope applies. */
  const pluginSpaces = (userId: number, withSecret: boolean) =>
    numbers(
      `SELECT wp_fcom_spaces.id FROM wp_fcom_spaces
         INNER JOIN wp_fcom_space_user ON wp_fcom_spaces.id = wp_fcom_space_user.space_id
        WHERE wp_fcom_space_user.user_id = ? AND wp_fcom_spaces.type = 'community'
          AND wp_fcom_space_user.status = 'active'
          ${withSecret ? '' : "AND wp_fcom_spaces.privacy IN ('public', 'private')"}`,
      [userId],
    );

  /** $space->members()->count(): memberships whose WordPress user exists. */
  const pluginCount = async (spaceId: number) =>
    (
      await numbers(
        `SELECT count(*) AS n FROM wp_users INNER JOIN wp_fcom_space_user
            ON wp_users.ID = wp_fcom_space_user.user_id WHERE wp_fcom_space_user.space_id = ?`,
        [spaceId],
        'n',
      )
    )[0];

  it('lists the spaces the plugin selects, with its member counts', async () => {
    await withApp(async (get) => {
      for (const [userId, credentials, withSecret] of [
        [1, ADMIN, true],
        [2, ADMIN, true],
        [1, subscriber, false],
        [2, subscriber, true],
        [3, undefined, false],
      ] as const) {
        const expected = await pluginSpaces(userId, withSecret);
        expect(expected.length, `user ${userId}`).toBeGreaterThan(0);
        const { status, body } = await get<SpacesBody>(
          `/profile/${await usernameOf(userId)}/spaces`,
          credentials,
        );
        expect(status).toBe(200);
        expect(body.spaces.map((space) => space.id).sort()).toEqual([...expected].sort());
        for (const space of body.spaces) {
          expect(space.members_count).toBe(await pluginCount(space.id));
          expect(space.pivot.user_id).toBe(userId);
        }
      }
    });
  });
});

describe('who may list a member’s spaces: user_space_visibility', () => {
  const setting = (visibility: string) =>
    `a:2:{s:19:"members_page_status";s:9:"everybody";s:21:"user_space_visibility";s:${visibility.length}:"${visibility}";}`;

  it('everybody without the setting; logged_in; admin_only (the member and moderators)', async () => {
    const other = `/profile/${await usernameOf(3)}/spaces`;
    const own = `/profile/${subscriberUsername}/spaces`;
    await withApp(async (get) => {
      expect((await get(other)).status).toBe(200);
    });
    await withPrivacySettings(admin, setting('logged_in'), () =>
      withApp(async (get) => {
        expect((await get(other)).status).toBe(401);
        expect((await get(other, subscriber)).status).toBe(200);
      }),
    );
    await withPrivacySettings(admin, setting('admin_only'), () =>
      withApp(async (get) => {
        expect((await get(other)).status).toBe(401);
        const refused = await get<{ code: string; message: string }>(other, subscriber);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          code: 'rest_forbidden',
          message: "You are not allowed to view this profile's spaces.",
        });
        expect((await get(own, subscriber)).status).toBe(200);
        expect((await get(other, ADMIN)).status).toBe(200);
        // The setting is about spaces: a member's comments stay open.
        expect((await get(`/profile/${await usernameOf(3)}/comments`, subscriber)).status).toBe(
          200,
        );
      }),
    );
  });
});

describe('a member’s comments: the plugin’s query', () => {
  interface CommentsBody {
    comments: { data: { id: number; post: { id: number } | null }[]; total: number };
  }

  /**
   * ProfileController::getComments: published comments newest first; for anyone but the
   * member and moderators, whereHas('post') with Feed::byUserAccess (the viewer's cached
   * `_fcom_space_ids`, public spaces without it) and the post's type `text` — plus our one
   * difference, published posts only (the dump's feed posts are all published).
   */
  async function pluginComments(userId: number, viewer: number | null): Promise<number[]> {
    let access = '';
    const values: unknown[] = [userId];
    if (viewer !== undefined && viewer !== 1 && viewer !== userId) {
      let spaceFilter = "s.privacy = 'public'";
      if (viewer !== null) {
        const [[meta]] = await admin.query<mysql.RowDataPacket[]>(
          "SELECT meta_value FROM wp_usermeta WHERE user_id = ? AND meta_key = '_fcom_space_ids'",
          [viewer],
        );
        const ids = meta ? (parsePhpSerialized(String(meta.meta_value)) as number[]) : [];
        if (ids.length > 0) spaceFilter = `s.id IN (${ids.map(Number).join(', ')})`;
      }
      access = `AND EXISTS (SELECT * FROM wp_fcom_posts p WHERE c.post_id = p.id
          AND (${viewer === null ? 'FALSE' : `p.user_id = ${viewer}`} OR p.space_id IS NULL
               OR EXISTS (SELECT * FROM wp_fcom_spaces s WHERE p.space_id = s.id AND ${spaceFilter}))
          AND p.type = 'text' AND p.status = 'published')`;
    }
    return numbers(
      `SELECT c.id FROM wp_fcom_post_comments c
        WHERE c.user_id = ? AND c.status = 'published' AND c.type = 'comment' ${access}
        ORDER BY c.id DESC`,
      values,
    );
  }

  it('has only published feed posts, so our one difference changes nothing here', async () => {
    const statuses = await admin.query<mysql.RowDataPacket[]>(
      "SELECT DISTINCT status FROM wp_fcom_posts WHERE type = 'text'",
    );
    expect(statuses[0].map((row) => row.status)).toEqual(['published']);
  });

  it('lists what the plugin’s query lists, for the member, a moderator, a member and a visitor', async () => {
    // The busiest commenters, whose comments span public and private spaces.
    const authors = await numbers(
      `SELECT user_id AS id FROM wp_fcom_post_comments GROUP BY user_id
        ORDER BY count(*) DESC, user_id LIMIT 3`,
    );
    await withApp(async (get) => {
      let hidden = 0;
      for (const author of authors) {
        const path = `/profile/${await usernameOf(author)}/comments?per_page=100`;
        for (const [viewer, credentials] of [
          [1, ADMIN],
          [2, subscriber],
          [null, undefined],
        ] as const) {
          const expected = await pluginComments(author, viewer);
          const { status, body } = await get<CommentsBody>(path, credentials);
          expect(status).toBe(200);
          expect(body.comments.data.map((comment) => comment.id)).toEqual(expected);
          expect(body.comments.total).toBe(expected.length);
          for (const comment of body.comments.data) expect(comment.post).not.toBeNull();
          if (viewer !== 1) hidden += (await pluginComments(author, 1)).length - expected.length;
        }
      }
      // Some comments are on design-club (private) posts the subscriber and visitors miss.
      expect(hidden).toBeGreaterThan(0);
    });
  });
});

describe('the portal’s menu and its topics: the plugin’s queries', () => {
  interface Topic {
    id: number;
    slug: string;
    admin_only: string;
    space_ids: number[];
  }
  interface MenuSpace {
    id: number;
    type: string;
    topics: Topic[];
    membership?: { ID: number; pivot: { role: string } } | null;
  }
  interface MenuBody {
    groups: { id: number; type: string; settings: Record<string, string>; spaces: MenuSpace[] }[];
    orphaned_spaces: MenuSpace[];
  }

  it('groups the spaces as getAllCommunityGroups does, and hangs each space’s topics on it', async () => {
    const groups = await numbers(
      "SELECT id FROM wp_fcom_spaces WHERE type = 'space_group' ORDER BY serial ASC",
    );
    const orphans = await numbers(
      `SELECT id FROM wp_fcom_spaces WHERE parent_id IS NULL AND type IN ('community', 'course')
        ORDER BY title ASC`,
    );
    const [topics] = await admin.query<mysql.RowDataPacket[]>(
      "SELECT id, slug, settings FROM wp_fcom_terms WHERE taxonomy_name = 'post_topic' ORDER BY title ASC",
    );
    const [relations] = await admin.query<mysql.RowDataPacket[]>(
      "SELECT object_id, meta_key FROM wp_fcom_meta WHERE object_type = 'term_space_relation'",
    );
    const spacesOf = (topicId: number) =>
      relations
        .filter((row) => Number(row.object_id) === topicId)
        .map((row) => Number(row.meta_key));
    const topicsOf = (spaceId: number) =>
      topics
        .filter((topic) => spacesOf(Number(topic.id)).includes(spaceId))
        .map((topic) => ({
          id: Number(topic.id),
          slug: String(topic.slug),
          admin_only: 'no',
          space_ids: spacesOf(Number(topic.id)),
        }));
    await withApp(async (get) => {
      const { status, body } = await get<MenuBody>('/spaces/space_groups', ADMIN);
      expect(status).toBe(200);
      expect(body.groups.map((group) => group.id)).toEqual(groups);
      expect(body.orphaned_spaces.map((space) => space.id)).toEqual(orphans);
      for (const group of body.groups) {
        expect(group.settings).toEqual({ hide_members: 'no', always_show_spaces: 'yes' });
        const children = await numbers(
          'SELECT id FROM wp_fcom_spaces WHERE parent_id = ? ORDER BY serial ASC',
          [group.id],
        );
        expect(group.spaces.map((space) => space.id)).toEqual(children);
      }
      const all = [...body.groups.flatMap((group) => group.spaces), ...body.orphaned_spaces];
      expect(all.length).toBeGreaterThan(3);
      let withTopics = 0;
      for (const space of all) {
        expect(space.topics).toMatchObject(topicsOf(space.id));
        if (space.topics.length > 0) withTopics += 1;
        if (space.type !== 'community') continue;
        // The admin administers every space of the dump.
        expect(space.membership).toMatchObject({ ID: 1, pivot: { role: 'admin' } });
      }
      expect(withTopics).toBeGreaterThan(1);
      const options = await get<{ groups: unknown[] }>('/spaces/space_groups?options_only=1');
      expect(options.body.groups).toEqual(
        groups.map((id) => ({ id, title: expect.any(String) as unknown })),
      );
      expect((await get('/spaces/space_groups', subscriber)).status).toBe(403);
    });
  });
});
