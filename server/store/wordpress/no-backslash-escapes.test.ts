import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, createTestServer, FC, type TestServer } from '../../test/harness';
import { createTestDatabase, type TestDatabase } from '../../test/mariadb';
import { startMariaDb, type RunningMariaDb } from '../../test/mariadb-server';
import { parseDatabaseUrl } from './database-url';
import { createSqlPool, type SqlPool } from './sql-pool';
import { containsPattern } from './tables';

/**
 * A site whose database runs with sql_mode NO_BACKSLASH_ESCAPES, where a backslash is an
 * ordinary character inside a quoted string: escaping a quote as `\'` on the client would end
 * the string there. Every text a request carries (each text parameter, the Basic username) must
 * mean on such a site exactly what it means on any other (docs/decisions/017, "How values reach
 * MariaDB"): quotes and backslashes are searched for or looked up, never run.
 */

/** Texts that match nothing in the demo, each a way out of a client-escaped string. */
const PAYLOADS = [
  "zz' OR 1=1)#",
  "zz' OR 1=1#",
  "zz' OR 1=1 -- ",
  "zz\\' OR 1=1#",
  "zz\\' OR 1=1)#",
  "zz' OR 'a'='a",
  'zz\\',
  "zz'",
] as const;
/** What each payload's answer must equal: the answer to a plain text that matches nothing. */
const NOTHING = 'zzqqzz';

let mariaDb: RunningMariaDb;

beforeAll(async () => {
  mariaDb = await startMariaDb({ sqlMode: 'NO_BACKSLASH_ESCAPES' });
});

afterAll(async () => {
  await mariaDb?.stop();
});

describe('the private server runs in the mode under test', () => {
  it('has NO_BACKSLASH_ESCAPES as its global sql_mode', async () => {
    const admin = await mysql.createConnection(mariaDb.adminUrl());
    try {
      const [[row]] = await admin.query<mysql.RowDataPacket[]>('SELECT @@GLOBAL.sql_mode AS mode');
      expect(String(row?.mode).split(',')).toContain('NO_BACKSLASH_ESCAPES');
    } finally {
      await admin.end();
    }
  });
});

describe('the pool: each of its two guards on its own', () => {
  let database: TestDatabase;
  let sql: SqlPool;

  beforeAll(async () => {
    database = await createTestDatabase('sql mode pool', mariaDb);
    // One connection per lane, so consecutive reads share one session.
    sql = createSqlPool(parseDatabaseUrl(database.readOnlyUrl), {
      budgetMs: 5000,
      flavour: 'mariadb',
      connections: 1,
    });
  });

  afterAll(async () => {
    await sql?.close();
    await database?.drop();
  });

  it('pins the session sql_mode: a LIKE pattern escapes `%` with a backslash again', async () => {
    const [session] = await sql.rows<{ mode: string }>('test', 'SELECT @@SESSION.sql_mode AS mode');
    expect(session?.mode.split(',')).not.toContain('NO_BACKSLASH_ESCAPES');
    const like = (text: string) =>
      sql.rows<{ hit: number }>('test', 'SELECT ? LIKE ? AS hit', [text, containsPattern('0%')]);
    expect(await like('50%')).toEqual([{ hit: 1 }]);
    expect(await like('50\\x')).toEqual([{ hit: 0 }]);
  });

  it('sends every read as a prepared statement, its values apart from the SQL', async () => {
    const executed = async () => {
      const [row] = await sql.rows<{ n: string }>(
        'test',
        `SELECT VARIABLE_VALUE AS n FROM information_schema.SESSION_STATUS
          WHERE VARIABLE_NAME = 'COM_STMT_EXECUTE'`,
      );
      return Number(row?.n);
    };
    const before = await executed();
    expect(await executed()).toBeGreaterThan(before);
  });
});

/** The answer as text, with the payload written as the harmless text and clock fields removed. */
function comparable(text: string, payload: string): string {
  const spellings = [
    payload,
    JSON.stringify(payload).slice(1, -1),
    encodeURIComponent(payload),
    new URLSearchParams({ q: payload }).toString().slice(2),
  ];
  let out = text
    .replace(/"execution_time":[0-9.e-]+/g, '"execution_time":0')
    .replace(/"last_fetched_timestamp":\d+/g, '"last_fetched_timestamp":0');
  for (const spelling of spellings) out = out.split(spelling).join(NOTHING);
  return out;
}

describe.each(['wordpress', 'local-copy'] as const)(
  'over a NO_BACKSLASH_ESCAPES site: %s',
  (kind) => {
    let server: TestServer;
    let courseId: number;

    beforeAll(async () => {
      server = await createTestServer({ store: kind, mariaDb });
      const courses = await server.get<{ courses: { data: { id: number }[] } }>(
        `${FC}/admin/courses`,
      );
      const first = courses.body.courses.data[0];
      if (!first) throw new Error('The demo has no course');
      courseId = first.id;
    });

    afterAll(async () => {
      await server?.close();
    });

    describe('the Basic username (read live from the site on both stores)', () => {
      const usersMe = (username: string, password: string) =>
        server.get('/wp-json/wp/v2/users/me', 'anonymous', {
          Authorization: basicAuth({ username, password }),
        });

      it('signs in with the real username (the control)', async () => {
        const { admin } = server.credentials;
        expect((await usersMe(admin.username, admin.password)).status).toBe(200);
      });

      it.each([
        ...PAYLOADS,
        "nobody' OR u.ID > 0 ORDER BY u.ID#",
        "nobody\\' OR u.ID > 0 ORDER BY u.ID#",
        "nobody' OR u.user_login = 'admin",
      ])('%s with the admin password: rejected as an unknown username', async (username) => {
        const { admin } = server.credentials;
        const injected = await usersMe(username, admin.password);
        const unknown = await usersMe(NOTHING, admin.password);
        expect(unknown.status).toBe(401);
        expect({ status: injected.status, body: injected.body }).toEqual({
          status: unknown.status,
          body: unknown.body,
        });
      });
    });

    /** Each route with a text the caller chooses, the payload placed where `$` is. */
    const routes: [name: string, url: (text: string, course: number) => string][] = [
      ['GET /members?search=', (text) => `${FC}/members?search=${encodeURIComponent(text)}`],
      ['GET /members?mention=', (text) => `${FC}/members?mention=${encodeURIComponent(text)}`],
      [
        'GET /members?mention=&space=',
        (text) => `${FC}/members?mention=a&space=${encodeURIComponent(text)}`,
      ],
      ['GET /feeds?search=', (text) => `${FC}/feeds?search=${encodeURIComponent(text)}`],
      [
        'GET /feeds?search=&search_in[]=comment',
        (text) =>
          `${FC}/feeds?search=${encodeURIComponent(text)}&search_in[]=post_content&search_in[]=comment`,
      ],
      ['GET /feeds?topic_slug=', (text) => `${FC}/feeds?topic_slug=${encodeURIComponent(text)}`],
      ['GET /feeds?space=', (text) => `${FC}/feeds?space=${encodeURIComponent(text)}`],
      ['GET /spaces/{slug}/members', (text) => `${FC}/spaces/${encodeURIComponent(text)}/members`],
      [
        'GET /spaces/{slug}/members?search=',
        (text) => `${FC}/spaces/general/members?search=${encodeURIComponent(text)}`,
      ],
      [
        'GET /admin/courses?search=',
        (text) => `${FC}/admin/courses?search=${encodeURIComponent(text)}`,
      ],
      [
        'GET /admin/courses/{id}/students?search=',
        (text, course) =>
          `${FC}/admin/courses/${course}/students?search=${encodeURIComponent(text)}`,
      ],
    ];

    describe.each(routes)('%s', (_name, url) => {
      it.each(PAYLOADS)('%s answers as a text that matches nothing', async (payload) => {
        for (const as of ['admin', 'anonymous'] as const) {
          const injected = await server.get(url(payload, courseId), as);
          const nothing = await server.get(url(NOTHING, courseId), as);
          expect(injected.status, as).toBe(nothing.status);
          expect(comparable(injected.text, payload), as).toBe(comparable(nothing.text, NOTHING));
        }
      });
    });
  },
);
