import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginatedPage } from '../../src/api/schemas/page';
import { profileSchema } from '../../src/api/schemas/profile';
import { addUser } from '../demo/add-user';
import { compareCodePoints, expectContract, foldName } from '../test/contract';
import { createTestServer, FC, type As, type TestServer } from '../test/harness';
import { DIRECTORY_RESPONSE, MENTION_RESPONSE } from '../test/spec';

/**
 * GET /members over the demo, on both stores: every expectation is computed here from the
 * seeded rows (server.db; the WordPress store serves a copy of the same rows), never copied
 * from an answer.
 */
interface Profile {
  user_id: number;
  display_name: string;
  username: string;
  avatar: string;
  status: string;
  total_points: number;
  is_verified: boolean;
  meta: Record<string, unknown>;
  created_at: string;
  short_description: string;
  last_activity: string | null;
  badge: null;
  permalink: string;
}
interface PageBody {
  members: {
    data: Profile[];
    current_page: number;
    per_page: number;
    from: number | null;
    to: number | null;
    total: number;
    last_page: number;
    has_more: boolean;
    first_page_url: string;
  };
  execution_time: number;
}
interface MentionBody {
  members: { data: Profile[] };
}
interface ErrorBody {
  code: string;
  message: string;
  data: { status: number };
}

interface Row {
  id: number;
  user_id: number;
  username: string;
  display_name: string;
  status: string;
  created_at: string;
  last_activity: string | null;
  short_description: string;
  total_points: number;
  is_verified: number;
}

let server: TestServer;
let outsider: { username: string; password: string };
let otherAdmin: { username: string; password: string };
let blocked: { username: string; password: string };

beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      // Each is a member of `general` only (add-user.ts).
      outsider = addUser(db, { login: 'outsider', admin: false });
      otherAdmin = addUser(db, { login: 'otheradmin', admin: true });
      blocked = addUser(db, { login: 'blockedcaller', admin: false });
      db.prepare(
        "UPDATE fcom_xprofile SET status = 'blocked' WHERE user_id = (SELECT ID FROM wp_users WHERE user_login = 'blockedcaller')",
      ).run();
    },
  });
});
afterAll(() => server.close());

const directory = <T = PageBody>(query = '', as: As = 'admin') =>
  server.get<T>(`${FC}/members${query ? `?${query}` : ''}`, as);

const mention = (query: string, as: As = 'member') => directory<MentionBody>(query, as);

function profiles(): Row[] {
  return server.db
    .prepare(
      `SELECT p.id, p.user_id, p.username, p.display_name, p.status, p.created_at, p.last_activity,
              p.short_description, p.total_points, p.is_verified
         FROM fcom_xprofile p JOIN wp_users u ON u.ID = p.user_id`,
    )
    .all() as Row[];
}

const userIdOf = (login: string) =>
  (server.db.prepare('SELECT ID FROM wp_users WHERE user_login = ?').get(login) as { ID: number })
    .ID;

const spaceIdOf = (slug: string) =>
  (server.db.prepare('SELECT id FROM fcom_spaces WHERE slug = ?').get(slug) as { id: number }).id;

const membersOf = (spaceId: number) =>
  new Set(
    (
      server.db.prepare('SELECT user_id FROM fcom_space_user WHERE space_id = ?').all(spaceId) as {
        user_id: number;
      }[]
    ).map((row) => row.user_id),
  );

/** The plugin's `LIKE '%term%'` over display_name or username, in the site's collation. */
const matches = (row: Row, term: string) =>
  foldName(row.display_name).includes(foldName(term)) ||
  foldName(row.username).includes(foldName(term));

type Column = 'created_at' | 'display_name' | 'last_activity';
const KEYS: Record<Column, (row: Row) => string | null> = {
  created_at: (row) => row.created_at,
  display_name: (row) => foldName(row.display_name),
  last_activity: (row) => row.last_activity,
};

/** The documented order: the column (NULL smallest), then the profile id, both in `direction`. */
function sorted(rows: Row[], column: Column, direction: 'ASC' | 'DESC'): Row[] {
  const sign = direction === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const ka = KEYS[column](a);
    const kb = KEYS[column](b);
    const byKey = ka === kb ? 0 : ka === null ? -1 : kb === null ? 1 : compareCodePoints(ka, kb);
    return sign * (byKey !== 0 ? byKey : a.id - b.id);
  });
}

async function allPages(query: string, as: As = 'admin'): Promise<Profile[]> {
  const rows: Profile[] = [];
  for (let page = 1; ; page += 1) {
    const { status, body } = await directory(`${query}&per_page=100&page=${page}`, as);
    expect(status).toBe(200);
    rows.push(...body.members.data);
    if (!body.members.has_more) return rows;
  }
}

const ids = (rows: readonly { user_id: number }[]) => rows.map((row) => row.user_id);
const active = () => profiles().filter((row) => row.status === 'active');

const directorySchema = z.object({ members: paginatedPage(profileSchema) });
const mentionSchema = z.object({ members: z.object({ data: z.array(profileSchema) }) });

/** The plugin's public profile fields (ProfileHelper::getXProfilePublicFields) and appends. */
const PROFILE_FIELDS = [
  'user_id',
  'display_name',
  'username',
  'avatar',
  'status',
  'total_points',
  'is_verified',
  'meta',
  'created_at',
  'short_description',
  'last_activity',
  'badge',
  'permalink',
].sort();

describe('GET /members: the default page', () => {
  it('lists active profiles, most recently active first, 15 a page, as a Laravel page', async () => {
    const { status, body, headers } = await directory();
    expect(status).toBe(200);
    expectContract(directorySchema, DIRECTORY_RESPONSE, body);
    const expected = sorted(active(), 'last_activity', 'DESC');
    expect(ids(body.members.data)).toEqual(ids(expected.slice(0, 15)));
    expect(body.members).toMatchObject({
      current_page: 1,
      per_page: 15,
      from: 1,
      to: 15,
      total: expected.length,
      last_page: Math.ceil(expected.length / 15),
      has_more: true,
      first_page_url: 'http://localhost/wp-json/fluent-community/v2/members?page=1',
    });
    expect(headers.get('X-WP-Total')).toBe(String(expected.length));
    expect(headers.get('X-WP-TotalPages')).toBe(String(body.members.last_page));
    expect(typeof body.execution_time).toBe('number');
  });

  it('sends each profile with exactly the plugin’s public fields, in the spec’s types', async () => {
    const rows = await allPages('sort_by=display_name');
    const byUser = new Map(profiles().map((row) => [row.user_id, row]));
    expect(rows.length).toBe(active().length);
    for (const profile of rows) {
      expect(Object.keys(profile).sort()).toEqual(PROFILE_FIELDS);
      const row = byUser.get(profile.user_id);
      expect(row).toBeDefined();
      expect(profile).toMatchObject({
        display_name: row?.display_name,
        username: row?.username,
        status: 'active',
        total_points: row?.total_points,
        is_verified: row?.is_verified === 1,
        created_at: row?.created_at,
        short_description: row?.short_description,
        last_activity: row?.last_activity,
        badge: null,
      });
      expect(profile.permalink).toMatch(/^http:\/\/localhost\/portal\/u\//);
      expect(Object.keys(profile.meta).sort()).toEqual(
        [
          'badge_slug',
          'cover_photo',
          'short_description_rendered',
          'social_links',
          'website',
        ].sort(),
      );
    }
  });
});

describe('sorting', () => {
  const defaults = { created_at: 'DESC', display_name: 'ASC', last_activity: 'DESC' } as const;

  for (const column of ['created_at', 'display_name', 'last_activity'] as const) {
    for (const direction of ['ASC', 'DESC'] as const) {
      it(`sorts by ${column} ${direction}, ties by profile id in the same direction`, async () => {
        const rows = await allPages(`sort_by=${column}&sort_dir=${direction.toLowerCase()}`);
        expect(ids(rows)).toEqual(ids(sorted(active(), column, direction)));
      });
    }
    it(`sorts by ${column} ${defaults[column]} when sort_dir is missing or invalid`, async () => {
      const expected = ids(sorted(active(), column, defaults[column]).slice(0, 100));
      for (const dir of ['', 'sideways']) {
        const { body } = await directory(`sort_by=${column}&sort_dir=${dir}&per_page=100`);
        expect(ids(body.members.data)).toEqual(expected);
      }
    });
  }

  it('reads any other sort_by as last_activity (the plugin’s whitelist)', async () => {
    const expected = ids(sorted(active(), 'last_activity', 'DESC').slice(0, 100));
    for (const column of ['user_id', 'email', 'id; DROP TABLE wp_users', 'total_points']) {
      const { status, body } = await directory(
        `sort_by=${encodeURIComponent(column)}&per_page=100`,
      );
      expect(status).toBe(200);
      expect(ids(body.members.data)).toEqual(expected);
    }
    // sort_dir still applies to the fallback column.
    const asc = await directory('sort_by=email&sort_dir=asc&per_page=100');
    expect(ids(asc.body.members.data)).toEqual(
      ids(sorted(active(), 'last_activity', 'ASC').slice(0, 100)),
    );
  });
});

describe('search', () => {
  it('matches display name or username, case- and accent-insensitively, and counts the matches', async () => {
    for (const term of ['jose', 'JOSÉ GARC', 'bergstrom', 'an', 'zoë']) {
      const expected = sorted(
        active().filter((row) => matches(row, term)),
        'last_activity',
        'DESC',
      );
      expect(expected.length, `the demo has a match for ${term}`).toBeGreaterThan(0);
      const rows = await allPages(`search=${encodeURIComponent(term)}`);
      expect(ids(rows)).toEqual(ids(expected));
    }
  });

  it('pages the matches in the asked order', async () => {
    const expected = sorted(
      active().filter((row) => matches(row, 'an')),
      'display_name',
      'ASC',
    );
    const { body } = await directory('search=an&sort_by=display_name&per_page=5&page=3');
    expect(ids(body.members.data)).toEqual(ids(expected.slice(10, 15)));
    expect(body.members).toMatchObject({ total: expected.length, from: 11, to: 15 });
  });

  it('treats SQL and LIKE metacharacters as plain text', async () => {
    for (const search of ["' OR 1=1 --", '%', '_', '\\', '%%__']) {
      const { status, body } = await directory(`search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      expect(body.members.total).toBe(0);
    }
  });
});

describe('status', () => {
  const ofStatus = (status: string) =>
    ids(
      sorted(
        profiles().filter((row) => row.status === status),
        'last_activity',
        'DESC',
      ),
    );

  it('lists pending or blocked profiles to administrators who ask', async () => {
    for (const status of ['pending', 'blocked']) {
      expect(ofStatus(status).length).toBeGreaterThan(0);
      expect(ids(await allPages(`status=${status}`))).toEqual(ofStatus(status));
    }
    const deactivated = await directory('status=deactivated');
    expect(deactivated.body.members).toMatchObject({ total: 0, data: [] });
  });

  it('gives everyone else the active profiles, whatever they ask', async () => {
    const activeIds = ofStatus('active');
    for (const [status, as] of [
      ['pending', 'member'],
      ['blocked', 'member'],
      ['blocked', 'anonymous'],
      // Plugin 2.8 reads only pending, blocked and deactivated; `in_active` was 2.4's.
      ['in_active', 'admin'],
      ['in_active', 'member'],
      ['active', 'admin'],
      ['nonsense', 'admin'],
    ] as const) {
      expect(ids(await allPages(`status=${status}`, as))).toEqual(activeIds);
    }
  });
});

describe('pages', () => {
  it('clamps per_page to 1..100 and page to ≥ 1', async () => {
    for (const [query, size] of [
      ['per_page=0', 1],
      ['per_page=-4', 1],
      ['per_page=1', 1],
      ['per_page=100', 100],
      ['per_page=101', 100],
      ['per_page=100000', 100],
    ] as const) {
      const { body } = await directory(query);
      expect(body.members.per_page).toBe(size);
      expect(body.members.data).toHaveLength(size);
    }
    for (const page of ['0', '-3']) {
      expect((await directory(`page=${page}`)).body.members.current_page).toBe(1);
    }
  });

  it('answers a page past the last with no rows, null from/to and the right total', async () => {
    const { status, body } = await directory('page=999');
    expect(status).toBe(200);
    expect(body.members).toMatchObject({
      data: [],
      from: null,
      to: null,
      current_page: 999,
      total: active().length,
      has_more: false,
    });
  });

  it('refuses non-integers and absurdly long searches with 400 naming the parameter', async () => {
    for (const [query, name] of [
      ['per_page=abc', 'per_page'],
      ['page=2.5', 'page'],
      ['space_id=abc', 'space_id'],
      [`search=${'a'.repeat(201)}`, 'search'],
      [`mention=${'a'.repeat(201)}`, 'mention'],
    ] as const) {
      const { status, body } = await directory<ErrorBody>(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${name}`,
      });
    }
  });
});

describe('access', () => {
  it('is open to every signed-in user and to visitors on a site with the default settings', async () => {
    const expected = ids(sorted(active(), 'last_activity', 'DESC').slice(0, 15));
    for (const as of ['member', 'anonymous', outsider] as const) {
      const { status, body } = await directory('', as);
      expect(status).toBe(200);
      expect(ids(body.members.data)).toEqual(expected);
    }
  });

  it('401 for bad credentials, 403 for a caller whose profile is not active', async () => {
    const bad = await directory<ErrorBody>('', {
      username: 'admin',
      password: 'nope nope nope nope nope nope',
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'incorrect_password' });
    for (const query of ['', 'mention=an']) {
      const { status, body } = await directory<ErrorBody>(query, blocked);
      expect(status).toBe(403);
      expect(body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    }
  });

  it('answers the plain-permalink form identically', async () => {
    const pretty = await directory('sort_by=display_name&per_page=7&page=2');
    const plain = await server.get<PageBody>(
      '/?rest_route=/fluent-community/v2/members&sort_by=display_name&per_page=7&page=2',
    );
    expect(plain.status).toBe(200);
    expect(plain.body.members.data).toEqual(pretty.body.members.data);
  });

  it('is listed in the REST index with its parameters, from the contract', async () => {
    const { body } = await server.get<{
      routes: Record<string, { endpoints: { args: Record<string, unknown> }[] }>;
    }>('/wp-json/fluent-community/v2');
    expect(body.routes['/fluent-community/v2/members']?.endpoints[0]?.args).toMatchObject({
      search: { type: 'string', maxLength: 200 },
      mention: { type: 'string', maxLength: 200 },
      space: { type: 'string', maxLength: 200 },
      space_id: { type: 'integer' },
      sort_by: {
        default: 'last_activity',
        enum: ['created_at', 'display_name', 'last_activity'],
      },
      sort_dir: { enum: ['ASC', 'DESC'] },
      status: { enum: ['pending', 'blocked', 'deactivated'] },
      per_page: { type: 'integer', default: 15, minimum: 1, maximum: 100 },
      page: { type: 'integer', default: 1, minimum: 1 },
    });
  });
});

describe('mention', () => {
  /** What the plugin's mention query selects, in table order (profile id). */
  const expectedMentions = (term: string, caller: number, spaceId: number | null = null) => {
    const inSpace = spaceId === null ? null : membersOf(spaceId);
    return ids(
      active()
        .filter(
          (row) =>
            row.user_id !== caller &&
            matches(row, term) &&
            (inSpace === null || inSpace.has(row.user_id)),
        )
        .sort((a, b) => a.id - b.id)
        .slice(0, 10),
    );
  };

  it('answers at most ten other active profiles, in table order, without a page', async () => {
    const member = userIdOf('member');
    for (const term of ['an', 'jose', 'é', 'ber', 'zz-no-such-name']) {
      const { status, body } = await mention(`mention=${encodeURIComponent(term)}`);
      expect(status).toBe(200);
      expectContract(mentionSchema, MENTION_RESPONSE, body);
      expect(Object.keys(body.members)).toEqual(['data']);
      expect(ids(body.members.data)).toEqual(expectedMentions(term, member));
    }
    const common = await mention('mention=a&per_page=50&page=3&sort_by=display_name');
    expect(ids(common.body.members.data)).toEqual(expectedMentions('a', member));
    expect(common.body.members.data).toHaveLength(10);
  });

  it('never suggests the caller, nor inactive profiles', async () => {
    const self = profiles().find((row) => row.username === 'member');
    expect(self).toBeDefined();
    const { body } = await mention(`mention=${encodeURIComponent(self?.display_name ?? '')}`);
    expect(ids(body.members.data)).not.toContain(self?.user_id);
    const asAdmin = await mention(
      `mention=${encodeURIComponent(self?.display_name ?? '')}`,
      'admin',
    );
    expect(ids(asAdmin.body.members.data)).toContain(self?.user_id);
    for (const row of profiles().filter((profile) => profile.status !== 'active')) {
      const found = await mention(`mention=${encodeURIComponent(row.username)}`, 'admin');
      expect(ids(found.body.members.data)).not.toContain(row.user_id);
    }
  });

  it('keeps to one space’s members (any membership status) when the caller is in it', async () => {
    const member = userIdOf('member');
    for (const [query, spaceId] of [
      ['space=design-club', spaceIdOf('design-club')],
      [`space_id=${spaceIdOf('design-club')}`, spaceIdOf('design-club')],
      // A course by id: the member is one of its students.
      [`space_id=${spaceIdOf('typescript-from-zero')}`, spaceIdOf('typescript-from-zero')],
    ] as const) {
      for (const term of ['a', 'an', 'son']) {
        const { status, body } = await mention(`mention=${term}&${query}`);
        expect(status).toBe(200);
        expect(ids(body.members.data)).toEqual(expectedMentions(term, member, spaceId));
      }
    }
    // `space` wins over `space_id`; an empty one is not given.
    const both = await mention(`mention=a&space=design-club&space_id=${spaceIdOf('general')}`);
    expect(ids(both.body.members.data)).toEqual(
      expectedMentions('a', member, spaceIdOf('design-club')),
    );
    const blank = await mention(`mention=a&space=&space_id=0`);
    expect(ids(blank.body.members.data)).toEqual(expectedMentions('a', member));
  });

  it('403 for a space the caller has not joined — administrators included — or that does not exist', async () => {
    const cases: [string, As, string][] = [
      ['space=staff-room', 'member', 'Please join the space first to view the members'],
      ['space=design-club', outsider, 'Please join the space first to view the members'],
      ['space=design-club', otherAdmin, 'Please join the space first to view the members'],
      ['space=no-such-space', 'member', 'Please join the space first to view the members'],
      // Courses are not found by slug.
      ['space=typescript-from-zero', 'member', 'Please join the space first to view the members'],
      [`space_id=${spaceIdOf('staff-room')}`, 'member', 'Space not found'],
      [`space_id=${spaceIdOf('figma-fundamentals')}`, 'member', 'Space not found'],
      ['space_id=999999', 'member', 'Space not found'],
      ['space_id=-1', 'member', 'Space not found'],
    ];
    for (const [query, as, message] of cases) {
      const { status, body } = await directory<ErrorBody>(`mention=an&${query}`, as);
      expect(status, query).toBe(403);
      expect(body).toEqual({ code: 'rest_forbidden', message, data: { status: 403 } });
    }
    const joined = await mention('mention=an&space=general', otherAdmin);
    expect(joined.status).toBe(200);
  });

  it('401 for visitors; a blank mention is the directory page', async () => {
    const { status, body } = await directory<ErrorBody>('mention=an', 'anonymous');
    expect(status).toBe(401);
    expect(body).toEqual({
      code: 'rest_forbidden',
      message: 'You must be logged in to mention someone',
      data: { status: 401 },
    });
    const blank = await directory('mention=%20', 'anonymous');
    expect(blank.status).toBe(200);
    expect(blank.body.members.total).toBe(active().length);
  });
});
