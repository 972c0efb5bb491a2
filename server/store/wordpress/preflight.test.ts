import mysql from 'mysql2/promise';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  createWordPressDumpDatabase,
  type TestDatabase,
} from '../../test/mariadb';
import { knownStartupFailure } from '../../startup-errors';
import { parseDatabaseUrl } from './database-url';
import { checkWordPressDatabase } from './preflight';
import { wordPressTables } from './tables';

/** Every way a WordPress database can be wrong at start: one sentence naming the fix (startup-errors.ts words what preflight.ts finds). */
let site: TestDatabase;
let admin: mysql.Connection;

beforeAll(async () => {
  site = await createWordPressDumpDatabase('preflight');
  admin = await mysql.createConnection(site.url);
});

afterAll(async () => {
  await admin?.end();
  await site?.drop();
});

/** The check of a site; a failure rejects with what start-up would print for it. */
const check = (url: string, prefix = 'wp_') =>
  checkWordPressDatabase(parseDatabaseUrl(url), wordPressTables(prefix)).catch((error: unknown) => {
    throw knownStartupFailure(error) ?? error;
  });

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('checkWordPressDatabase', () => {
  it('reads the facts of a good site', async () => {
    await expect(check(site.readOnlyUrl)).resolves.toMatchObject({
      flavour: 'mariadb',
      pluginDbVersion: '1.0.8',
      home: 'http://127.0.0.1:8088',
    });
  });

  it('names an unreachable host and port', async () => {
    const port = await closedPort();
    await expect(check(`mysql://someone:secret@127.0.0.1:${port}/community`)).rejects.toThrow(
      `Cannot reach the database at 127.0.0.1:${port}: connection refused. Is the database running, and are DATABASE_URL's host and port right?`,
    );
  });

  it('names wrong credentials, without the password', async () => {
    const url = new URL(site.readOnlyUrl);
    url.password = 'not-the-password';
    const error = await check(url.toString()).catch((caught: unknown) => caught);
    expect(String(error)).toMatch(
      /refused user "ro_\w+" for database "t_preflight_\w+": check the user name and password/,
    );
    expect(String(error)).not.toContain('not-the-password');
  });

  it('names a database that does not exist', async () => {
    const url = new URL(site.url);
    url.pathname = '/no_such_database';
    await expect(check(url.toString())).rejects.toThrow(/has no database named "no_such_database"/);
  });

  it('names a database without WordPress, and one without the plugin', async () => {
    const empty = await createTestDatabase('preflight_empty');
    try {
      await expect(check(empty.url)).rejects.toThrow(/holds no WordPress tables/);
      const connection = await mysql.createConnection(empty.url);
      try {
        await connection.query(
          'CREATE TABLE wp_options (option_name varchar(191), option_value longtext)',
        );
        await connection.query('CREATE TABLE wp_users (ID bigint)');
      } finally {
        await connection.end();
      }
      await expect(check(empty.url)).rejects.toThrow(
        /has WordPress but not FluentCommunity's tables \(missing wp_usermeta, wp_fcom_xprofile, .*\)\. Is the FluentCommunity plugin installed and activated/,
      );
    } finally {
      await empty.drop();
    }
  });

  it('suggests the prefix the database really uses', async () => {
    await expect(check(site.readOnlyUrl, 'wpx_')).rejects.toThrow(
      'No WordPress tables with the prefix "wpx_" in database',
    );
    await expect(check(site.readOnlyUrl, 'wpx_')).rejects.toThrow(
      'found the prefix "wp_". Set WP_TABLE_PREFIX to it.',
    );
  });

  it('refuses a plugin database version it does not read, and a missing one', async () => {
    try {
      await admin.query(
        "UPDATE wp_options SET option_value = '2.0.0' WHERE option_name = 'fluent_community_db_version'",
      );
      await expect(check(site.readOnlyUrl)).rejects.toThrow(
        'FluentCommunity database version 2.0.0 is not supported',
      );
      await admin.query(
        "UPDATE wp_options SET option_name = 'fcdbv_moved' WHERE option_name = 'fluent_community_db_version'",
      );
      await expect(check(site.readOnlyUrl)).rejects.toThrow(
        'The site has no fluent_community_db_version option',
      );
    } finally {
      await admin.query(
        "UPDATE wp_options SET option_name = 'fluent_community_db_version', option_value = '1.0.8' WHERE option_name IN ('fcdbv_moved', 'fluent_community_db_version')",
      );
    }
  });
});
