import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membersResponseSchema, type MembersResponse } from '../../src/api/schemas/member';
import { addUser } from '../demo/add-user';
import type { AccountCredentials } from '../demo/credentials';
import { SPACE_IDS } from '../demo/demo-facts';
import { addCaller } from '../test/callers';
import { expectContract, expectOrdered, foldName } from '../test/contract';
import { createTestServer, FC, type As, type TestServer } from '../test/harness';
import { MEMBERS_RESPONSE } from '../test/spec';

type Body = MembersResponse;
type Member = Body['members']['data'][number];

let server: TestServer;
let outsider: { username: string; password: string };
let spaceAdmin: AccountCredentials;
let spaceModerator: AccountCredentials;

beforeAll(async () => {
  server = await createTestServer({
    prepare: (db) => {
      outsider = addUser(db, { login: 'outsider', admin: false });
      const role = (login: string, role: 'admin' | 'moderator') =>
        addCaller(db, { login, memberships: [{ spaceId: SPACE_IDS.designClub, role }] });
      spaceAdmin = role('clubadmin', 'admin');
      spaceModerator = role('clubmoderator', 'moderator');
    },
  });
});
afterAll(() => server.close());

const members = (query = '', as: As = 'admin', slug = 'general') =>
  server.get<Body>(`${FC}/spaces/${slug}/members${query ? `?${query}` : ''}`, as);

async function allPages(query: string, slug = 'general'): Promise<Member[]> {
  const rows: Member[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await members(`${query}&per_page=100&page=${page}`, 'admin', slug);
    rows.push(...body.members.data);
    if (!body.members.has_more) return rows;
  }
}

function countInDb(sql: string, ...params: unknown[]): number {
  return (server.db.prepare(sql).get(...params) as { n: number }).n;
}

describe('GET /spaces/{slug}/members: the default list', () => {
  it('lists active memberships of active profiles, oldest member first, 15 per page', async () => {
    const { status, body, headers } = await members();
    expect(status).toBe(200);
    expectContract(membersResponseSchema, MEMBERS_RESPONSE, body);
    const expected = countInDb(
      `SELECT count(*) AS n FROM fcom_space_user su JOIN fcom_xprofile p ON p.user_id = su.user_id
        WHERE su.space_id = 1 AND su.status = 'active' AND p.status = 'active'`,
    );
    expect(body.members.total).toBe(expected);
    expect(body.members).toMatchObject({
      current_page: 1,
      per_page: 15,
      from: 1,
      to: 15,
      has_more: true,
    });
    expect(body.members.last_page).toBe(Math.ceil(expected / 15));
    expect(headers.get('X-WP-Total')).toBe(String(expected));
    expect(headers.get('X-WP-TotalPages')).toBe(String(body.members.last_page));
    expect(body.members.data[0]?.xprofile?.username).toBe('admin');
  });

  it('never lists pending memberships or profiles that are not active', async () => {
    const rows = await allPages('');
    expect(rows.every((row) => row.status === 'active' && row.xprofile?.status === 'active')).toBe(
      true,
    );
    expect(rows.map((row) => row.xprofile?.username)).not.toContain('oskarnystrom');
  });

  it('gives the caller pending_count (14 for design-club, 12 listed)', async () => {
    const pending = await members('status=pending', 'admin', 'design-club');
    expect(pending.body.pending_count).toBe(14);
    expect(pending.body.members.total).toBe(12);
    expect(
      pending.body.members.data.every(
        (row) => row.status === 'pending' && row.xprofile?.status === 'active',
      ),
    ).toBe(true);
    expectContract(membersResponseSchema, MEMBERS_RESPONSE, pending.body);
  });

  it('gives a non-manager the default list and pending_count 0, even with status=pending', async () => {
    const asMember = await members('status=pending', 'member', 'design-club');
    expect(asMember.status).toBe(200);
    expect(asMember.body.pending_count).toBe(0);
    expect(asMember.body.members.data.every((row) => row.status === 'active')).toBe(true);
    const asAdmin = await members('', 'admin', 'design-club');
    expect(asMember.body.members.total).toBe(asAdmin.body.members.total);
    const general = await members('', 'member');
    expect(general).toMatchObject({ status: 200, body: { pending_count: 0 } });
  });

  it("gives the pending list and its count to the space's admins, not to its moderators", async () => {
    // SpaceController::getMembers: only a caller with `can_add_member` (space role admin,
    // site admins included) gets them (behaviour.md, "Space members").
    const asSpaceAdmin = await members('status=pending', spaceAdmin, 'design-club');
    expect(asSpaceAdmin.body.pending_count).toBe(14);
    expect(asSpaceAdmin.body.members.total).toBe(12);
    const asModerator = await members('status=pending', spaceModerator, 'design-club');
    expect(asModerator.status).toBe(200);
    expect(asModerator.body.pending_count).toBe(0);
    expect(asModerator.body.members.data.every((row) => row.status === 'active')).toBe(true);
  });

  it('treats any other status value as the default list', async () => {
    for (const value of ['active', 'PENDINGX', 'blocked', '']) {
      const { body } = await members(`status=${value}`, 'admin', 'design-club');
      expect(body.members.data.every((row) => row.status === 'active')).toBe(true);
    }
    const upper = await members('status=PENDING', 'admin', 'design-club');
    expect(upper.body.members.total).toBe(12);
  });
});

describe('sorting', () => {
  const keys = {
    created_at: (row: Member) => row.created_at,
    display_name: (row: Member) => foldName(row.xprofile?.display_name ?? ''),
    last_activity: (row: Member) => row.xprofile?.last_activity ?? null,
  } as const;
  const defaults = { created_at: 'ASC', display_name: 'ASC', last_activity: 'DESC' } as const;

  for (const column of ['created_at', 'display_name', 'last_activity'] as const) {
    for (const direction of ['ASC', 'DESC'] as const) {
      it(`sorts by ${column} ${direction}, ties by id in the same direction`, async () => {
        const rows = await allPages(`sort_by=${column}&sort_dir=${direction.toLowerCase()}`);
        expect(rows.length).toBeGreaterThan(250);
        expectOrdered(rows, keys[column], (row) => row.id, direction);
      });
    }
    it(`uses ${defaults[column]} for ${column} when sort_dir is missing or invalid`, async () => {
      const expected = (
        await members(`sort_by=${column}&sort_dir=${defaults[column]}&per_page=100`)
      ).body;
      for (const dir of ['', 'sideways', 'ascending']) {
        const { body } = await members(`sort_by=${column}&sort_dir=${dir}&per_page=100`);
        expect(body.members.data.map((row) => row.id)).toEqual(
          expected.members.data.map((row) => row.id),
        );
      }
    });
  }

  it('puts members never active last in DESC and first in ASC', async () => {
    const desc = await allPages('sort_by=last_activity');
    const asc = await allPages('sort_by=last_activity&sort_dir=ASC');
    expect(desc.at(-1)?.xprofile?.last_activity).toBeNull();
    expect(asc[0]?.xprofile?.last_activity).toBeNull();
  });

  it('accepts sort_dir in any case and falls back to created_at for unknown columns', async () => {
    const lower = await members('sort_by=display_name&sort_dir=desc');
    const mixed = await members('sort_by=display_name&sort_dir=DeSc');
    expect(mixed.body.members.data).toEqual(lower.body.members.data);
    const unknown = await members('sort_by=email');
    const byDate = await members('sort_by=created_at');
    expect(unknown.body.members.data).toEqual(byDate.body.members.data);
  });

  it('applies the sort rules to the pending list too', async () => {
    const rows = (
      await members('status=pending&sort_by=display_name&sort_dir=desc', 'admin', 'design-club')
    ).body.members.data;
    expectOrdered(rows, keys.display_name, (row) => row.id, 'DESC');
  });
});

describe('search', () => {
  const names = async (search: string) =>
    (await members(`search=${encodeURIComponent(search)}&per_page=100`)).body.members.data.map(
      (row) => row.xprofile?.display_name,
    );

  it('is case- and accent-insensitive over display name and username', async () => {
    expect(await names('jose')).toContain('José García');
    expect(await names('JOSÉ GARC')).toContain('José García');
    expect(await names('zoe')).toContain('Zoë Bergström');
    expect(await names('bergstrom')).toContain('Zoë Bergström');
    expect(await names('francoislefevre')).toContain('François Lefèvre');
  });

  it('folds letters as the site collation does: Ø = O, Ł = L', async () => {
    const withLetter = (letter: string) =>
      server.db
        .prepare(
          "SELECT p.display_name AS name FROM fcom_xprofile p JOIN fcom_space_user m ON m.user_id = p.user_id JOIN fcom_spaces s ON s.id = m.space_id WHERE s.slug = 'general' AND m.status = 'active' AND p.status = 'active' AND p.display_name LIKE ? LIMIT 1",
        )
        .get(`%${letter}%`) as { name: string } | undefined;
    const oslash = withLetter('Ø');
    const lstroke = withLetter('Ł');
    expect(oslash, 'the demo has a member named with Ø').toBeDefined();
    expect(lstroke, 'the demo has a member named with Ł').toBeDefined();
    const plain = (name: string) => name.replace(/Ø/g, 'O').replace(/Ł/g, 'L');
    expect(await names(plain(oslash!.name).toLowerCase())).toContain(oslash!.name);
    expect(await names(plain(lstroke!.name).toLowerCase())).toContain(lstroke!.name);
    // Sorted by name, "Chidi Østergaard" comes before "Chidi Young": among the members who
    // share its first name, nobody before it has a surname from P on.
    const sorted = (await allPages('sort_by=display_name')).map(
      (row) => row.xprofile?.display_name ?? '',
    );
    const [first] = oslash!.name.split(' ');
    const sameFirst = sorted.filter((name) => name.split(' ')[0] === first);
    const before = sameFirst.slice(0, sameFirst.indexOf(oslash!.name));
    expect(sameFirst).toContain(oslash!.name);
    expect(before.filter((name) => /^[P-Z]/i.test(name.split(' ')[1] ?? ''))).toEqual([]);
  });

  it('finds right-to-left names and the hostile one', async () => {
    expect(await names('ليلى')).toContain('ليلى حداد');
    expect(await names('כהן')).toContain('נועה כהן');
    expect(await names('<img')).toContain('Mallory <img src=x onerror=alert(1)>');
  });

  it('treats SQL and LIKE metacharacters as plain text', async () => {
    for (const search of ["' OR 1=1 --", '%', '_', '"; DROP TABLE wp_users; --', '\\', '%%__']) {
      const { status, body } = await members(`search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      expect(body.members.total).toBe(0);
    }
    expect(countInDb('SELECT count(*) AS n FROM wp_users')).toBeGreaterThan(300);
  });

  it('counts and pages the matches', async () => {
    const { body } = await members('search=an&per_page=5&page=2');
    expect(body.members.total).toBeGreaterThan(5);
    expect(
      body.members.data.every((row) =>
        foldName(`${row.xprofile?.display_name}\n${row.xprofile?.username}`).includes('an'),
      ),
    ).toBe(true);
    expect(body.members.from).toBe(6);
  });

  it('ignores blank searches and refuses absurdly long ones', async () => {
    const blank = await members('search=%20%20');
    expect(blank.body.members.total).toBe((await members()).body.members.total);
    const long = await members(`search=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { search: expect.any(String) } },
    });
  });
});

describe('pagination edges', () => {
  it('answers a page past the end with no rows, null from/to and the right total', async () => {
    const { body } = await members('page=999');
    expect(body.members).toMatchObject({
      data: [],
      from: null,
      to: null,
      current_page: 999,
      has_more: false,
    });
    expect(body.members.total).toBeGreaterThan(0);
  });

  it('clamps per_page to 1..100 and page to ≥ 1', async () => {
    const cases: [string, number][] = [
      ['per_page=0', 1],
      ['per_page=1', 1],
      ['per_page=100', 100],
      ['per_page=101', 100],
      ['per_page=-4', 1],
    ];
    for (const [query, size] of cases) {
      const { body } = await members(query);
      expect(body.members.per_page).toBe(size);
      expect(body.members.data).toHaveLength(size);
    }
    for (const page of ['0', '-3'])
      expect((await members(`page=${page}`)).body.members.current_page).toBe(1);
  });

  it('answers non-integers with 400 rest_invalid_param naming the parameter', async () => {
    for (const [query, name] of [
      ['per_page=abc', 'per_page'],
      ['page=2.5', 'page'],
      ['page[]=1', 'page'],
      ['per_page=1e2', 'per_page'],
    ]) {
      const { status, body } = await members(query ?? '');
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${name}`,
        data: { status: 400 },
      });
      expect(Object.keys((body as unknown as { data: { params: object } }).data.params)).toEqual([
        name,
      ]);
    }
  });

  it('uses the last of duplicate keys, as PHP does', async () => {
    const { body } = await members('per_page=3&per_page=4');
    expect(body.members.per_page).toBe(4);
  });
});

describe('access', () => {
  it('401 for anonymous callers and bad credentials', async () => {
    expect((await members('', 'anonymous')).body).toMatchObject({
      code: 'rest_forbidden',
      data: { status: 401 },
    });
    const bad = await members('', { username: 'admin', password: 'nope nope nope nope nope nope' });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'incorrect_password' });
  });

  it('403 for a signed-in user who is not a member of the space', async () => {
    const { status, body } = await members('', outsider, 'design-club');
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    expect((await members('', outsider, 'general')).status).toBe(200);
  });

  it('404 fcom_space_not_found for unknown slugs, courses, and secret spaces seen from outside', async () => {
    for (const [slug, as] of [
      ['no-such-space', 'admin'],
      ['figma-fundamentals', 'admin'],
      ['staff-room', 'member'],
    ] as const) {
      const { status, body } = await members('', as, slug);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'fcom_space_not_found', data: { status: 404 } });
    }
    expect((await members('', 'admin', 'staff-room')).status).toBe(200);
  });

  it('answers the plain-permalink form identically', async () => {
    const pretty = await members('sort_by=display_name&per_page=7&page=2');
    const plain = await server.get<Body>(
      '/?rest_route=/fluent-community/v2/spaces/general/members&sort_by=display_name&per_page=7&page=2',
    );
    expect(plain.status).toBe(200);
    expect(plain.body.members.data).toEqual(pretty.body.members.data);
    expect(plain.body.members.total).toBe(pretty.body.members.total);
  });
});
