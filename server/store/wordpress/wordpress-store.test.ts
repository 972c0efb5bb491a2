import mysql from 'mysql2/promise';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { genericHash } from '../../lib/wordpress-password-hash';
import { basicAuthHeader, DUMP_ADMIN } from '../../test/dump-accounts';
import { createWordPressDumpDatabase, type TestDatabase } from '../../test/mariadb';
import { parseDatabaseUrl, type DatabaseAddress } from './database-url';
import { openWordPressStore } from './open';
import { createSqlPool } from './sql-pool';

/**
 * The WordPress store over the real dump: the site's own accounts sign in with either hash
 * format WordPress has used, malformed PHP-serialized data is logged and never a 500, the
 * store cannot write even as an all-privileges user, a statement past its budget is cut off,
 * and a database that goes away answers 503 until it is back.
 */

let database: TestDatabase;
let admin: mysql.Connection;

beforeAll(async () => {
  database = await createWordPressDumpDatabase('store');
  admin = await mysql.createConnection(database.url);
});

afterAll(async () => {
  await admin?.end();
  await database?.drop();
});

async function openApp(address: DatabaseAddress = parseDatabaseUrl(database.readOnlyUrl)) {
  const warnings: string[] = [];
  const opened = await openWordPressStore(address, {
    prefix: 'wp_',
    budgetMs: 5000,
    warn: (line) => warnings.push(line),
  });
  const app = createApp({ store: opened.store, contentOrigin: opened.site.home });
  return { app, warnings, close: () => opened.store.close() };
}

describe('signing in with the site’s own application passwords', () => {
  it('accepts the phpass hash WordPress 6.1 stored, with the roles of wp_capabilities', async () => {
    const { app, close } = await openApp();
    try {
      const me = await app.request('/wp-json/wp/v2/users/me?context=edit', {
        headers: basicAuthHeader(DUMP_ADMIN),
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ id: 1, username: 'admin', roles: ['administrator'] });
      const wrong = await app.request('/wp-json/wp/v2/users/me', {
        headers: basicAuthHeader('admin:aaaa bbbb cccc dddd eeee ffff'),
      });
      expect(wrong.status).toBe(401);
    } finally {
      await close();
    }
  });

  it('accepts a WordPress 6.8+ $generic$ hash, by login or email', async () => {
    const password = 'Abcd1234Efgh5678Ijkl9012';
    const entry = `a:1:{i:0;a:7:{s:4:"uuid";s:36:"11111111-2222-3333-4444-555555555555";s:6:"app_id";s:0:"";s:4:"name";s:4:"desk";s:8:"password";s:${genericHash(password).length}:"${genericHash(password)}";s:7:"created";i:1795399894;s:9:"last_used";N;s:7:"last_ip";N;}}`;
    await admin.query(
      "INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (2, '_application_passwords', ?)",
      [entry],
    );
    const [[user]] = await admin.query<mysql.RowDataPacket[]>(
      'SELECT user_login, user_email FROM wp_users WHERE ID = 2',
    );
    const { app, close } = await openApp();
    try {
      for (const name of [String(user?.user_login), String(user?.user_email)]) {
        const me = await app.request('/wp-json/wp/v2/users/me?context=edit', {
          headers: basicAuthHeader(`${name}:${password}`),
        });
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ id: 2, roles: ['subscriber'] });
      }
    } finally {
      await close();
    }
  });

  it('refuses a password revoked in WordPress on the very next request', async () => {
    const { app, close } = await openApp();
    const me = () =>
      app.request('/wp-json/wp/v2/users/me', { headers: basicAuthHeader(DUMP_ADMIN) });
    const [[stored]] = await admin.query<mysql.RowDataPacket[]>(
      "SELECT umeta_id, meta_value FROM wp_usermeta WHERE user_id = 1 AND meta_key = '_application_passwords'",
    );
    try {
      expect((await me()).status).toBe(200);
      // What WordPress writes when the admin revokes it under Users → Profile.
      await admin.query('UPDATE wp_usermeta SET meta_value = ? WHERE umeta_id = ?', [
        'a:0:{}',
        stored?.umeta_id,
      ]);
      expect((await me()).status).toBe(401);
    } finally {
      await admin.query('UPDATE wp_usermeta SET meta_value = ? WHERE umeta_id = ?', [
        stored?.meta_value,
        stored?.umeta_id,
      ]);
      await close();
    }
  });

  it('refuses, and logs one line, when _application_passwords is malformed', async () => {
    await admin.query(
      "INSERT INTO wp_usermeta (user_id, meta_key, meta_value) VALUES (3, '_application_passwords', 'a:1:{i:0;a:7:{s:4:\"uuid\";s:99:\"broken')",
    );
    const [[user]] = await admin.query<mysql.RowDataPacket[]>(
      'SELECT user_login FROM wp_users WHERE ID = 3',
    );
    const { app, warnings, close } = await openApp();
    try {
      const me = await app.request('/wp-json/wp/v2/users/me', {
        headers: basicAuthHeader(`${String(user?.user_login)}:Abcd1234Efgh5678Ijkl9012`),
      });
      expect(me.status).toBe(401);
      expect(warnings).toEqual([
        expect.stringMatching(/^Malformed PHP-serialized _application_passwords of user 3: /),
      ]);
      expect(warnings[0]).not.toContain('broken');
    } finally {
      await close();
    }
  });

  it('serves a profile whose meta is malformed, with empty meta and one log line', async () => {
    const [[original]] = await admin.query<mysql.RowDataPacket[]>(
      'SELECT meta FROM wp_fcom_xprofile WHERE user_id = 2',
    );
    expect(String(original?.meta)).toContain('olivia-martin.example.org');
    await admin.query("UPDATE wp_fcom_xprofile SET meta = 'a:2:{s:7:\"website' WHERE user_id = 2");
    const { app, warnings, close } = await openApp();
    try {
      const page = await app.request(
        '/wp-json/fluent-community/v2/spaces/general/members?search=Olivia',
        { headers: basicAuthHeader(DUMP_ADMIN) },
      );
      expect(page.status).toBe(200);
      const body = (await page.json()) as {
        members: { data: { user_id: number; xprofile: { meta: { website: string } } }[] };
      };
      const olivia = body.members.data.find((member) => member.user_id === 2);
      expect(olivia?.xprofile.meta.website).toBe('');
      expect(warnings).toEqual([
        expect.stringMatching(/^Malformed PHP-serialized wp_fcom_xprofile\.meta \(row 2\): /),
      ]);
    } finally {
      await admin.query('UPDATE wp_fcom_xprofile SET meta = ? WHERE user_id = 2', [original?.meta]);
      await close();
    }
  });
});

describe('the connection pool', () => {
  it('never writes, even as a user who may', async () => {
    const pool = createSqlPool(parseDatabaseUrl(database.url), {
      budgetMs: 5000,
      flavour: 'mariadb',
    });
    try {
      await expect(
        pool.rows(
          'test.write',
          "UPDATE wp_options SET option_value = 'x' WHERE option_name = 'home'",
        ),
      ).rejects.toThrow(/READ ONLY/i);
      const [home] = await pool.rows<{ option_value: string }>(
        'test.read',
        "SELECT option_value FROM wp_options WHERE option_name = 'home'",
      );
      expect(home?.option_value).toBe('http://127.0.0.1:8088');
    } finally {
      await pool.close();
    }
  });

  it('cuts a statement off at its budget with a QueryTimeoutError', async () => {
    const pool = createSqlPool(parseDatabaseUrl(database.readOnlyUrl), {
      budgetMs: 200,
      flavour: 'mariadb',
    });
    try {
      const started = performance.now();
      await expect(
        pool.rows(
          'test.slow',
          'SELECT count(*) AS n FROM seq_1_to_100000 a JOIN seq_1_to_100000 b',
        ),
      ).rejects.toMatchObject({ name: 'QueryTimeoutError', call: 'test.slow', budgetMs: 200 });
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await pool.close();
    }
  });
});

describe('a database that goes away', () => {
  it('answers 503 with a clear message while it is gone, and recovers by itself', async () => {
    const target = parseDatabaseUrl(database.readOnlyUrl);
    // A TCP relay we can cut, standing for the network or the database going away.
    const sockets = new Set<net.Socket>();
    let relay = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const listen = () =>
      new Promise<void>((resolve, reject) => {
        relay.once('error', reject);
        relay.listen(port, '127.0.0.1', resolve);
      });
    const cut = () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      });
    const { app, close } = await openApp({ ...target, port });
    const spaces = () =>
      app.request('/wp-json/fluent-community/v2/spaces', { headers: basicAuthHeader(DUMP_ADMIN) });
    try {
      expect((await spaces()).status).toBe(200);
      await cut();
      const down = await spaces();
      expect(down.status).toBe(503);
      expect(down.headers.get('Retry-After')).toBe('5');
      expect(await down.json()).toMatchObject({
        code: 'rest_database_unavailable',
        data: { status: 503 },
      });
      relay = net.createServer(relay.listeners('connection')[0] as (socket: net.Socket) => void);
      await listen();
      expect((await spaces()).status).toBe(200);
    } finally {
      await close();
      await cut();
    }
  });
});
