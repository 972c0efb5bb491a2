import mysql from 'mysql2/promise';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { provideMariaDb, type ProvidedMariaDb } from './mariadb-global-setup';
import {
  createTestDatabase,
  createWordPressDumpDatabase,
  sharedMariaDb,
  sharedMariaDbFrom,
  type TestDatabase,
} from './mariadb';

/** The shared MariaDB of the server tests, and the databases test files make on it. */

const created: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(created.map((database) => database.drop()));
});

async function track(database: Promise<TestDatabase>): Promise<TestDatabase> {
  const ready = await database;
  created.push(ready);
  return ready;
}

/** The rows a statement returns, typed as the test expects them. */
async function query<T = Record<string, unknown>>(url: string, sql: string): Promise<T[]> {
  const connection = await mysql.createConnection(url);
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>(sql);
    return rows as T[];
  } finally {
    await connection.end();
  }
}

describe('the shared MariaDB', () => {
  it('answers as root over TCP on 127.0.0.1', async () => {
    const url = new URL(sharedMariaDb().adminUrl());
    expect(url.hostname).toBe('127.0.0.1');
    const [row] = await query<{ user: string; version: string }>(
      sharedMariaDb().adminUrl(),
      'SELECT CURRENT_USER() AS user, VERSION() AS version',
    );
    expect(row?.user).toBe('root@%');
    expect(row?.version).toMatch(/MariaDB/);
  });

  it('refuses root without the password', async () => {
    const url = new URL(sharedMariaDb().adminUrl());
    url.password = '';
    await expect(mysql.createConnection(url.toString())).rejects.toMatchObject({
      code: 'ER_ACCESS_DENIED_ERROR',
    });
  });
});

describe('a test database', () => {
  it('is new, empty, utf8mb4_unicode_520_ci, and named after its label', async () => {
    const database = await track(createTestDatabase('Empty one!'));
    expect(database.name).toMatch(/^t_empty_one_[0-9a-f]{12}$/);
    const [schema] = await query<{ charset: string; collation: string }>(
      database.url,
      'SELECT DEFAULT_CHARACTER_SET_NAME AS charset, DEFAULT_COLLATION_NAME AS collation ' +
        'FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = DATABASE()',
    );
    expect(schema).toEqual({ charset: 'utf8mb4', collation: 'utf8mb4_unicode_520_ci' });
    expect(await query(database.url, 'SHOW TABLES')).toEqual([]);
  });

  it('has a read-only account that can SELECT but not write, and nothing elsewhere', async () => {
    const database = await track(createTestDatabase('read only'));
    const other = await track(createTestDatabase('other'));
    await query(database.url, 'CREATE TABLE notes (id INT PRIMARY KEY, body TEXT)');
    await query(database.url, "INSERT INTO notes VALUES (1, 'kept')");

    expect(await query(database.readOnlyUrl, 'SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
    await expect(
      query(database.readOnlyUrl, "INSERT INTO notes VALUES (2, 'refused')"),
    ).rejects.toMatchObject({ code: 'ER_TABLEACCESS_DENIED_ERROR' });
    await expect(query(database.readOnlyUrl, 'DROP TABLE notes')).rejects.toMatchObject({
      code: 'ER_TABLEACCESS_DENIED_ERROR',
    });
    const otherDatabase = new URL(database.readOnlyUrl);
    otherDatabase.pathname = `/${other.name}`;
    await expect(mysql.createConnection(otherDatabase.toString())).rejects.toMatchObject({
      code: 'ER_DBACCESS_DENIED_ERROR',
    });
    expect(await query(database.url, 'SELECT COUNT(*) AS n FROM notes')).toEqual([{ n: 1 }]);
  });

  it('drops with its read-only account, and dropping twice is fine', async () => {
    const database = await createTestDatabase('dropped');
    await database.drop();
    await database.drop();
    const [row] = await query<{ n: number }>(
      sharedMariaDb().adminUrl(),
      `SELECT COUNT(*) AS n FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = '${database.name}'`,
    );
    expect(row?.n).toBe(0);
    await expect(mysql.createConnection(database.readOnlyUrl)).rejects.toMatchObject({
      code: 'ER_ACCESS_DENIED_ERROR',
    });
  });
});

describe('the WordPress dump database', () => {
  it('holds the real dump, readable by the read-only account', async () => {
    const database = await track(createWordPressDumpDatabase());
    const counts = await query<{ posts: number; users: number; admin: string }>(
      database.readOnlyUrl,
      'SELECT (SELECT COUNT(*) FROM wp_fcom_posts) AS posts, (SELECT COUNT(*) FROM wp_users) AS users, ' +
        '(SELECT user_login FROM wp_users WHERE ID = 1) AS admin',
    );
    expect(counts).toEqual([{ posts: 92, users: 61, admin: 'admin' }]);
    const [table] = await query<{ collation: string }>(
      database.url,
      "SELECT TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'wp_fcom_posts'",
    );
    expect(table?.collation).toBe('utf8mb4_unicode_520_ci');
  });

  it('is a separate copy each time', async () => {
    const first = await track(createWordPressDumpDatabase('first'));
    const second = await track(createWordPressDumpDatabase('second'));
    await query(first.url, 'DELETE FROM wp_users WHERE ID > 1');
    expect(await query(second.url, 'SELECT COUNT(*) AS n FROM wp_users')).toEqual([{ n: 61 }]);
  });
});

describe('without MariaDB', () => {
  const problem = 'MariaDB not found (mariadbd): install it with `apt-get install mariadb-server`';

  it('the global setup provides the problem and starts nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    const provided: Record<string, ProvidedMariaDb> = {};
    const teardown = await provideMariaDb(
      { provide: (key, value) => void (provided[key] = value) },
      { ok: false, problem },
      () => Promise.reject(new Error('must not start')),
    );
    expect(provided).toEqual({ mariadb: { available: false, problem } });
    expect(teardown).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(problem));
  });

  it('the global setup provides why it did not start, and the run goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => error.mockRestore());
    const provided: Record<string, ProvidedMariaDb> = {};
    const teardown = await provideMariaDb(
      { provide: (key, value) => void (provided[key] = value) },
      {
        ok: true,
        mariadbd: '/usr/sbin/mariadbd',
        installDb: '/usr/bin/mariadb-install-db',
        client: null,
      },
      () => Promise.reject(new Error('mariadbd exited with 1 before accepting connections')),
    );
    expect(provided).toEqual({
      mariadb: {
        available: false,
        problem: 'MariaDB did not start: mariadbd exited with 1 before accepting connections',
      },
    });
    expect(teardown).toBeUndefined();
  });

  it('the tests that need it fail with that one line', () => {
    expect(() => sharedMariaDbFrom({ available: false, problem })).toThrow(problem);
    expect(() => sharedMariaDbFrom(undefined)).toThrow(/mariadb-global-setup/);
  });
});
