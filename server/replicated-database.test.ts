import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { basicAuthHeader, DUMP_ADMIN } from './test/dump-accounts';
import { createWordPressDumpDatabase, type TestDatabase } from './test/mariadb';
import { startMariaDb, type RunningMariaDb } from './test/mariadb-server';
import { spawnServer, listening, stop, type Started } from './test/spawn-server';

/**
 * The scale path of docs/decisions/041, run for real on loopback: a MariaDB primary, a GTID
 * replica of it, and reference servers with DATABASE_URL at the replica, each with its own
 * local copy. Writes go to the primary, as the site makes them; the replica is stopped and
 * started again under the servers. Private servers on free ports, stopped after.
 */
let primary: RunningMariaDb;
let replica: RunningMariaDb;
let site: TestDatabase;
/** SELECT on the site's database and SLAVE MONITOR: may read the replica's state. */
let monitorUrl: string;
const dataDirs: string[] = [];

/** The same account's URL at the replica. */
const atReplica = (url: string) => {
  const parsed = new URL(url);
  parsed.port = String(replica.port);
  return parsed.toString();
};

/** Polls every second: a change shows within a second plus the replica's lag. */
const FOLLOW_SECONDS = 1;

async function query(url: string, sql: string, values: unknown[] = []) {
  const connection = await mysql.createConnection(url);
  try {
    const [rows] = await connection.query(sql, values);
    return rows as mysql.RowDataPacket[];
  } finally {
    await connection.end();
  }
}

function serve(url: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-replica-'));
  dataDirs.push(dataDir);
  return spawnServer({
    DATABASE_URL: url,
    DATABASE_REPLICA: '1',
    DATA_DIR: dataDir,
    LOCAL_COPY_FOLLOW_SECONDS: String(FOLLOW_SECONDS),
    ...env,
  });
}

async function ready(server: Started) {
  await vi.waitFor(() => expect(server.output()).toMatch(/Local copy ready: /), {
    timeout: 60_000,
    interval: 100,
  });
}

/** The newest post's id and title, as a server answers the dump's administrator. */
async function newestPost(server: Started) {
  const response = await fetch(`${server.url}/wp-json/fluent-community/v2/feeds?per_page=1`, {
    headers: basicAuthHeader(DUMP_ADMIN),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { feeds: { data: { id: number; title: string }[] } };
  const post = body.feeds.data[0];
  if (!post) throw new Error('no post');
  return post;
}

/** Writes a new title on the primary; resolves with the ms until every server shows it. */
async function retitleAndWait(servers: Started[], id: number, title: string): Promise<number> {
  const at = performance.now();
  await query(site.url, 'UPDATE wp_fcom_posts SET title = ?, updated_at = NOW() WHERE id = ?', [
    title,
    id,
  ]);
  await Promise.all(
    servers.map((server) =>
      vi.waitFor(async () => expect((await newestPost(server)).title).toBe(title), {
        timeout: 30_000,
        interval: 100,
      }),
    ),
  );
  return performance.now() - at;
}

const count = (text: string, pattern: RegExp) =>
  text.split('\n').filter((line) => pattern.test(line)).length;

beforeAll(async () => {
  [primary, replica] = await Promise.all([
    startMariaDb({ args: ['--log-bin=primary-bin', '--server-id=1', '--binlog-format=ROW'] }),
    startMariaDb({ args: ['--server-id=2', '--read-only'] }),
  ]);
  // The replica replays the primary's whole log: what startMariaDb wrote there is not its.
  await query(primary.adminUrl(), 'RESET MASTER');
  const replication = randomBytes(12).toString('hex');
  await query(primary.adminUrl(), "CREATE USER 'repl'@'%' IDENTIFIED BY ?", [replication]);
  await query(primary.adminUrl(), "GRANT REPLICATION SLAVE ON *.* TO 'repl'@'%'");
  site = await createWordPressDumpDatabase('replicated', primary);
  const monitor = `mon_${randomBytes(4).toString('hex')}`;
  const monitorPassword = randomBytes(12).toString('hex');
  await query(primary.adminUrl(), "CREATE USER ?@'%' IDENTIFIED BY ?", [monitor, monitorPassword]);
  await query(primary.adminUrl(), `GRANT SELECT ON \`${site.name}\`.* TO ?@'%'`, [monitor]);
  await query(primary.adminUrl(), "GRANT SLAVE MONITOR ON *.* TO ?@'%'", [monitor]);
  const url = new URL(site.url);
  url.username = monitor;
  url.password = monitorPassword;
  monitorUrl = url.toString();
  await query(
    replica.adminUrl(),
    `CHANGE MASTER TO MASTER_HOST = '127.0.0.1', MASTER_PORT = ${primary.port},
       MASTER_USER = 'repl', MASTER_PASSWORD = ?, MASTER_USE_GTID = slave_pos`,
    [replication],
  );
  await query(replica.adminUrl(), 'START SLAVE');
  const [[{ posts } = { posts: -1 }]] = [
    (await query(site.url, 'SELECT COUNT(*) AS posts FROM wp_fcom_posts')) as { posts: number }[],
  ];
  await vi.waitFor(
    async () => {
      const rows = await query(
        replica.adminUrl(site.name),
        'SELECT COUNT(*) AS posts FROM wp_fcom_posts',
      ).catch(() => [{ posts: -1 }]);
      expect(rows[0]?.posts).toBe(posts);
    },
    { timeout: 60_000, interval: 200 },
  );
}, 180_000);

afterAll(async () => {
  await Promise.all([primary?.stop(), replica?.stop()]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two servers over a replica', () => {
  it('follow the primary through the replica, keep answering while it is down, and catch up', async () => {
    const [a, b] = await Promise.all([
      listening(serve(atReplica(monitorUrl))),
      listening(serve(atReplica(site.readOnlyUrl))),
    ]);
    // Each says which database it found: the monitor account sees the replica's state; the
    // SELECT-only one is told, once, that the checks are skipped.
    expect(a.output()).toMatch(
      new RegExp(
        `The replica at 127\\.0\\.0\\.1:${replica.port} \\(of 127\\.0\\.0\\.1:${primary.port}, GTID\\) is \\d+ s behind its primary\\.`,
      ),
    );
    expect(
      count(b.output(), /^Replica checks skipped: user "ro_\w+" may not read SHOW REPLICA STATUS/),
    ).toBe(1);
    await Promise.all([ready(a), ready(b)]);

    const { id } = await newestPost(a);
    const shown = await retitleAndWait([a, b], id, 'Written on the primary');
    console.info(`A write on the primary showed through both servers in ${Math.round(shown)} ms`);
    // One poll (1 s) plus the replica's lag, with room for a busy machine.
    expect(shown).toBeLessThan(FOLLOW_SECONDS * 1000 + 5_000);

    // The replica goes away: both keep answering the members they know from their copies.
    await replica.shutDown();
    await query(site.url, 'UPDATE wp_fcom_posts SET title = ?, updated_at = NOW() WHERE id = ?', [
      'Written while the replica was down',
      id,
    ]);
    await vi.waitFor(
      () => {
        for (const server of [a, b]) {
          expect(server.output()).toMatch(/Local copy: could not follow the site/);
        }
      },
      { timeout: 15_000, interval: 100 },
    );
    // A few polls more, each failing: said once.
    await new Promise((resolve) => setTimeout(resolve, 3 * FOLLOW_SECONDS * 1000));
    for (const server of [a, b]) {
      expect(count(server.output(), /Local copy: could not follow the site/)).toBe(1);
      expect((await newestPost(server)).title).toBe('Written on the primary');
    }

    // A server started now says so in one line, answers 503 meanwhile, and serves once back.
    const late = serve(atReplica(monitorUrl));
    await vi.waitFor(() => expect(late.stdout()).toMatch(/Waiting for the replica/), {
      timeout: 30_000,
      interval: 100,
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(count(late.stdout(), /Waiting for the replica/)).toBe(1);
    expect(late.stdout()).toMatch(
      new RegExp(
        `^Waiting for the replica at 127\\.0\\.0\\.1:${replica.port} \\(connection refused\\): requests are answered 503 until it answers; trying again every second\\.$`,
        'm',
      ),
    );
    expect(late.stdout()).not.toMatch(/Listening on/);
    expect(late.stderr()).toBe('');

    const back = performance.now();
    await replica.startAgain();
    const c = await listening(late);
    await ready(c);
    await Promise.all(
      [a, b, c].map((server) =>
        vi.waitFor(
          async () =>
            expect((await newestPost(server)).title).toBe('Written while the replica was down'),
          { timeout: 30_000, interval: 100 },
        ),
      ),
    );
    console.info(
      `After the replica came back, all three servers showed the write made meanwhile in ${Math.round(performance.now() - back)} ms`,
    );
    for (const server of [a, b]) {
      expect(count(server.output(), /Local copy: following the site again\./)).toBe(1);
    }
    expect(c.output()).toMatch(/The replica at 127\.0\.0\.1:\d+ answers again\./);
    await Promise.all([stop(a), stop(b), stop(c)]);
  }, 240_000);

  it('names a replica that stopped replicating, or fell far behind, and its recovery, once each', async () => {
    const server = await listening(serve(atReplica(monitorUrl), { REPLICA_MAX_LAG_SECONDS: '1' }));
    await query(replica.adminUrl(), 'STOP SLAVE');
    await vi.waitFor(
      () =>
        expect(server.output()).toMatch(
          /Warning: the replica at 127\.0\.0\.1:\d+ \(of 127\.0\.0\.1:\d+, GTID\) is not replicating \(its IO and SQL thread stopped\): answers stay as old as it is\./,
        ),
      { timeout: 15_000, interval: 100 },
    );
    // Replication delayed by 4 s: a write on the primary leaves the replica that far behind.
    await query(replica.adminUrl(), 'CHANGE MASTER TO MASTER_DELAY = 4');
    await query(replica.adminUrl(), 'START SLAVE');
    await query(site.url, 'UPDATE wp_fcom_posts SET updated_at = NOW() ORDER BY id DESC LIMIT 1');
    await vi.waitFor(
      () =>
        expect(server.output()).toMatch(
          /Warning: the replica at .* is [2-9] s behind its primary \(more than REPLICA_MAX_LAG_SECONDS, 1 s\): answers are that old\./,
        ),
      { timeout: 15_000, interval: 100 },
    );
    await vi.waitFor(
      () =>
        expect(server.output()).toMatch(
          /Replica fine again: The replica at .* is [01] s behind its primary\.$/m,
        ),
      { timeout: 15_000, interval: 100 },
    );
    expect(count(server.output(), /is not replicating/)).toBe(1);
    expect(count(server.output(), /more than REPLICA_MAX_LAG_SECONDS/)).toBe(1);
    await query(replica.adminUrl(), 'STOP SLAVE');
    await query(replica.adminUrl(), 'CHANGE MASTER TO MASTER_DELAY = 0');
    await query(replica.adminUrl(), 'START SLAVE');
    await stop(server);
  }, 120_000);

  it('names a primary given as the replica at start', async () => {
    const server = await listening(serve(monitorUrl, { LOCAL_COPY: '0' }));
    expect(server.output()).toMatch(
      new RegExp(
        `^Warning: DATABASE_REPLICA is set, but the database at 127\\.0\\.0\\.1:${primary.port} is not a replica \\(no replication set up there, read_only OFF\\): it looks like the site's primary`,
        'm',
      ),
    );
    await stop(server);
  }, 60_000);
});
