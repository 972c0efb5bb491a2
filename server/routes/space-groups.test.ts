import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../demo/add-user';
import { createTestServer, FC, type As, type TestServer } from '../test/harness';
import { SPACE_GROUPS_RESPONSE, specViolations } from '../test/spec';

/**
 * GET /spaces/space_groups over the demo, on both stores: the demo has no space groups, so
 * every space and course is an orphan; each topic belongs to the spaces whose posts carry it
 * (how the demo, with no administrator to set them, links topics to spaces). Expectations are
 * computed here from the seeded rows (server.db).
 */
interface Topic {
  id: number;
  title: string;
  description: string;
  slug: string;
  admin_only: string;
  space_ids: number[];
}
interface MenuSpace {
  id: number;
  title: string;
  slug: string;
  type: string;
  permalink: string;
  settings: Record<string, unknown>;
  topics: Topic[];
  permissions?: Record<string, boolean>;
  description_rendered?: string;
  membership?: {
    ID: number;
    user_login: string;
    pivot: { space_id: number; user_id: number; role: string; created_at: string; status: string };
  } | null;
  header_links?: { title: string; route: { name: string } }[];
}
interface Body {
  groups: unknown[];
  orphaned_spaces: MenuSpace[];
}
interface ErrorBody {
  code: string;
  data: { status: number };
}

let server: TestServer;
let otherAdmin: { username: string; password: string };

beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      // A member of `general` only (add-user.ts).
      otherAdmin = addUser(db, { login: 'otheradmin', admin: true });
    },
  });
});
afterAll(() => server.close());

const spaceGroups = <T = Body>(query = '', as: As = 'admin') =>
  server.get<T>(`${FC}/spaces/space_groups${query ? `?${query}` : ''}`, as);

interface SpaceRow {
  id: number;
  title: string;
  slug: string;
  type: string;
  description: string;
}

const spaces = () =>
  server.db
    .prepare('SELECT id, title, slug, type, description FROM fcom_spaces')
    .all() as SpaceRow[];

/** Topic ids by space, from the posts that carry them. */
function topicsBySpace(): Map<number, Set<number>> {
  const rows = server.db
    .prepare(
      `SELECT DISTINCT p.space_id, tf.term_id FROM fcom_term_feed tf
         JOIN fcom_posts p ON p.id = tf.post_id WHERE p.space_id IS NOT NULL`,
    )
    .all() as { space_id: number; term_id: number }[];
  const bySpace = new Map<number, Set<number>>();
  for (const row of rows) {
    const ids = bySpace.get(row.space_id) ?? new Set<number>();
    ids.add(row.term_id);
    bySpace.set(row.space_id, ids);
  }
  return bySpace;
}

const terms = () =>
  server.db
    .prepare(
      "SELECT id, title, description, slug FROM fcom_terms WHERE taxonomy_name = 'post_topic'",
    )
    .all() as Omit<Topic, 'admin_only' | 'space_ids'>[];

const byTitle = (a: { title: string; id: number }, b: { title: string; id: number }) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id;

describe('GET /spaces/space_groups', () => {
  it('lists every space and course outside any group, by title, as the plugin shapes them', async () => {
    const { status, body } = await spaceGroups();
    expect(status).toBe(200);
    expect(specViolations(SPACE_GROUPS_RESPONSE, body)).toEqual([]);
    expect(body.groups).toEqual([]);
    const expected = spaces().sort(byTitle);
    expect(body.orphaned_spaces.map((space) => space.id)).toEqual(expected.map((row) => row.id));
    for (const space of body.orphaned_spaces) {
      const row = expected.find((candidate) => candidate.id === space.id);
      const home = space.type === 'community' ? 'home' : 'lessons';
      const section = space.type === 'community' ? 'space' : 'course';
      expect(space.permalink).toBe(`http://localhost/portal/${section}/${row?.slug}/${home}`);
      expect(space.settings).toMatchObject({ document_library: 'no', media_gallery: 'no' });
      if (space.type !== 'community') {
        expect(Object.keys(space).slice(-2)).toEqual(['permalink', 'topics']);
        continue;
      }
      expect(Object.keys(space).slice(-6)).toEqual([
        'permalink',
        'permissions',
        'description_rendered',
        'membership',
        'topics',
        'header_links',
      ]);
      expect(space.description_rendered).toBe(`<p>${row?.description}</p>\n`);
      expect(space.permissions).toMatchObject({
        community_admin: true,
        can_view_members: true,
        is_member: true,
        can_view_documents: false,
      });
      expect(space.header_links?.map((link) => link.route.name)).toEqual([
        'space_feeds',
        'space_members',
      ]);
    }
  });

  it('hangs on each space the topics offered in it, each with all its spaces', async () => {
    const { body } = await spaceGroups();
    const bySpace = topicsBySpace();
    const all = terms();
    const spacesOf = (topicId: number) =>
      [...bySpace]
        .filter(([, ids]) => ids.has(topicId))
        .map(([spaceId]) => spaceId)
        .sort((a, b) => a - b);
    expect(bySpace.size).toBeGreaterThan(1);
    for (const space of body.orphaned_spaces) {
      const expected = all
        .filter((topic) => bySpace.get(space.id)?.has(topic.id))
        .sort(byTitle)
        .map((topic) => ({ ...topic, admin_only: 'no', space_ids: spacesOf(topic.id) }));
      expect(space.topics).toEqual(expected);
    }
  });

  it('lists every topic an administrator can filter the feed by', async () => {
    const { body } = await spaceGroups();
    const listed = new Map(
      body.orphaned_spaces.flatMap((space) => space.topics).map((topic) => [topic.slug, topic]),
    );
    const used = new Set(
      (
        server.db
          .prepare(
            `SELECT DISTINCT t.slug FROM fcom_term_feed tf JOIN fcom_terms t ON t.id = tf.term_id`,
          )
          .all() as { slug: string }[]
      ).map((row) => row.slug),
    );
    expect([...listed.keys()].sort()).toEqual([...used].sort());
    for (const slug of listed.keys()) {
      const feed = await server.get<{ feeds: { data: unknown[] } }>(
        `${FC}/feeds?topic_slug=${slug}&per_page=1`,
      );
      expect(feed.body.feeds.data.length, slug).toBe(1);
    }
  });

  it('sends the caller’s own membership of each space, or null', async () => {
    for (const [as, login] of [
      ['admin', 'admin'],
      [otherAdmin, 'otheradmin'],
    ] as const) {
      const userId = (
        server.db.prepare('SELECT ID FROM wp_users WHERE user_login = ?').get(login) as {
          ID: number;
        }
      ).ID;
      const memberships = server.db
        .prepare('SELECT space_id, role, status, created_at FROM fcom_space_user WHERE user_id = ?')
        .all(userId) as { space_id: number; role: string; status: string; created_at: string }[];
      const { body } = await spaceGroups('', as);
      for (const space of body.orphaned_spaces.filter((row) => row.type === 'community')) {
        const membership = memberships.find((row) => row.space_id === space.id);
        if (!membership) {
          expect(space.membership).toBeNull();
          continue;
        }
        expect(space.membership).toMatchObject({
          ID: userId,
          user_login: login,
          pivot: {
            space_id: space.id,
            user_id: userId,
            role: membership.role,
            created_at: membership.created_at,
            status: membership.status,
          },
        });
        expect(space.membership).not.toHaveProperty('user_pass');
      }
    }
  });

  it('is for space managers: 401 for visitors and wrong passwords, 403 for members', async () => {
    const anonymous = await spaceGroups<ErrorBody>('', 'anonymous');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
    const member = await spaceGroups<ErrorBody>('', 'member');
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    const bad = await spaceGroups<ErrorBody>('', { username: 'admin', password: 'wrong' });
    expect(bad.status).toBe(401);
  });

  it('options_only: the groups’ ids and titles, for anyone; `0` means no', async () => {
    for (const as of ['admin', 'member', 'anonymous'] as const) {
      const { status, body } = await spaceGroups<{ groups: unknown[] }>('options_only=yes', as);
      expect(status).toBe(200);
      expect(body).toEqual({ groups: [] });
    }
    const zero = await spaceGroups('options_only=0');
    expect(zero.body.orphaned_spaces.length).toBe(spaces().length);
    expect((await spaceGroups('options_only=0', 'member')).status).toBe(403);
  });
});
