import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/mariadb';
import { parseDatabaseUrl } from './database-url';
import { createSqlPool, type SqlPool } from './sql-pool';

/**
 * The pool's snapshots (sql-pool.ts): every read of one sees the database as it was when it
 * began, whatever is written meanwhile and whatever the session's isolation level; and it
 * leaves no transaction behind, whether its work succeeds or fails.
 */
let database: TestDatabase;
let admin: mysql.Connection;
let sql: SqlPool;

beforeAll(async () => {
  database = await createTestDatabase('sql pool snapshot');
  admin = await mysql.createConnection(database.url);
  await admin.query('CREATE TABLE rows_seen (id INT PRIMARY KEY) ENGINE=InnoDB');
  await admin.query('INSERT INTO rows_seen VALUES (1)');
  // One connection per lane: a snapshot takes the heavy lane's, whose session is set below.
  sql = createSqlPool(parseDatabaseUrl(database.readOnlyUrl), {
    budgetMs: 5000,
    flavour: 'mariadb',
    connections: 1,
  });
});

afterAll(async () => {
  await sql?.close();
  await admin?.end();
  await database?.drop();
});

let next = 2;
const count = async (pool: SqlPool) =>
  Number(
    (await pool.rows<{ n: number }>('test', 'SELECT COUNT(*) AS n FROM rows_seen', [], 'heavy'))[0]
      ?.n,
  );
const insertOne = () => admin.query('INSERT INTO rows_seen VALUES (?)', [next++]);

describe('a snapshot of the site', () => {
  it('reads the rows as they were when it began, even where the session reads committed rows', async () => {
    await sql.rows('test', 'SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED', [], 'heavy');
    const before = await count(sql);
    const seen = await sql.snapshot('test', async (pinned) => {
      const first = await count(pinned);
      await insertOne();
      return [first, await count(pinned)];
    });
    expect(seen).toEqual([before, before]);
    expect(await count(sql)).toBe(before + 1);
  });

  it('leaves no transaction behind when its work fails', async () => {
    const failing = sql.snapshot('test', async (pinned) => {
      await count(pinned);
      await pinned.rows('test', 'SELECT * FROM no_such_table');
    });
    await expect(failing).rejects.toThrow(/no_such_table/);
    const before = await count(sql);
    await insertOne();
    expect(await count(sql)).toBe(before + 1);
  });
});
