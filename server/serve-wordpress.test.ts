import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { basicAuthHeader, DUMP_ADMIN } from './test/dump-accounts';
import { createWordPressDumpDatabase, type TestDatabase } from './test/mariadb';
import { expectCannotStart, spawnServer, startServer, stop } from './test/spawn-server';

/**
 * `DATABASE_URL=mysql://… npm run serve`: the server in front of a real WordPress database,
 * started as an operator would, and each bad configuration as one line and exit code 1.
 */
let site: TestDatabase;

/** The feed's first post, asked as the dump's administrator (its application password). */
async function firstFeedPostAsAdmin(base: string) {
  const response = await fetch(`${base}/wp-json/fluent-community/v2/feeds?per_page=1`, {
    headers: basicAuthHeader(DUMP_ADMIN),
  });
  const body = (await response.json()) as { feeds: { data: { permalink: string }[] } };
  return { response, body };
}

beforeAll(async () => {
  site = await createWordPressDumpDatabase('serve');
});

afterAll(async () => {
  await site?.drop();
});

describe('serving a WordPress database', () => {
  it('starts, says it is read-only, never prints the password, and serves the site', async () => {
    const password = new URL(site.readOnlyUrl).password;
    // Read straight from the site (no local copy): nothing of ours is written anywhere.
    const server = await startServer({
      DATABASE_URL: site.readOnlyUrl,
      LOCAL_COPY: '0',
      DATA_DIR: '/nonexistent',
    });
    try {
      expect(server.output()).toContain('Read-only: this server never writes to that database.');
      expect(server.output()).toMatch(
        /reading the WordPress database ro_\w+@127\.0\.0\.1:\d+\/t_serve_\w+ \(.*MariaDB.*FluentCommunity database 1\.0\.8/,
      );
      expect(server.output()).not.toContain(password);
      const { response, body } = await firstFeedPostAsAdmin(server.url);
      expect(response.status).toBe(200);
      // Links inside content are the site's own; the API's own links point here.
      expect(body.feeds.data[0]?.permalink).toMatch(/^http:\/\/127\.0\.0\.1:8088\/portal\//);
      expect(response.headers.get('Link')).toContain(server.url);
    } finally {
      await stop(server);
    }
  });

  it('by default, copies the site into its data directory and serves the copy; the copy goes with it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-serve-copy-'));
    const server = await startServer({
      DATABASE_URL: site.readOnlyUrl,
      DATA_DIR: dataDir,
    });
    try {
      expect(server.output()).toMatch(
        /Local copy: answers come from a copy of that database kept in/,
      );
      await vi.waitFor(() => expect(server.output()).toMatch(/Local copy ready: /), {
        timeout: 30_000,
        interval: 100,
      });
      // The dump's community, about a hundred posts, then followed every 5 s (the default).
      expect(server.output()).toMatch(
        /Local copy ready: [\d,]+ profiles, [\d,]+ posts, [\d,]+ comments in [\d.]+ s \(the site as of [^)]+\); following the site every 5 seconds\./,
      );
      expect(readdirSync(dataDir).filter((name) => name.endsWith('.sqlite'))).toHaveLength(1);
      const { response, body } = await firstFeedPostAsAdmin(server.url);
      expect(response.status).toBe(200);
      expect(body.feeds.data[0]?.permalink).toMatch(/^http:\/\/127\.0\.0\.1:8088\/portal\//);
    } finally {
      await stop(server);
    }
    expect(readdirSync(dataDir).filter((name) => name.startsWith('wordpress-copy-'))).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a malformed DATABASE_URL in one line', async () => {
    await expectCannotStart(
      spawnServer({ DATABASE_URL: 'postgres://u:p@host/db' }),
      'DATABASE_URL must start with mysql:// or mariadb:// (got postgres://); expected mysql://USER:PASSWORD@HOST:3306/DATABASE. Fix that flag or environment variable.',
    );
  });

  it('refuses wrong credentials in one line, without the password', async () => {
    const url = new URL(site.readOnlyUrl);
    url.password = 'Wrong-Secret-42';
    const spawned = spawnServer({ DATABASE_URL: url.toString() });
    expect(await spawned.exited).toBe(1);
    expect(spawned.stderr()).toMatch(
      /^Cannot start: The database at 127\.0\.0\.1:\d+ refused user "ro_\w+" .*\n$/,
    );
    expect(spawned.stdout() + spawned.stderr()).not.toContain('Wrong-Secret-42');
  });

  it('refuses a wrong table prefix in one line, naming the right one', async () => {
    const spawned = spawnServer({ DATABASE_URL: site.readOnlyUrl, WP_TABLE_PREFIX: 'site_' });
    expect(await spawned.exited).toBe(1);
    expect(spawned.stderr()).toMatch(
      /^Cannot start: No WordPress tables with the prefix "site_" in database "t_serve_\w+"; found the prefix "wp_"\. Set WP_TABLE_PREFIX to it\.\n$/,
    );
  });
});
