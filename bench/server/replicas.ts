import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { basicAuthHeader, DUMP_ADMIN } from '../../server/test/dump-accounts';
import { createWordPressDumpDatabase } from '../../server/test/mariadb';
import { startMariaDb } from '../../server/test/mariadb-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { measure } from './measure';

/**
 * `npm run bench:replicas` (docs/decisions/041, README "More than one machine"): a private
 * MariaDB primary and a GTID replica on loopback, the WordPress dump on the primary, then one
 * and two reference servers over the replica, each with its own local copy. For each route:
 * requests per second through one server with 16 connections, and through two with 8 each
 * (a load balancer's even split); then what following costs the replica per server: the
 * statements it ran (Questions) over a quiet minute, per poll. Everything on this machine:
 * the servers, the database and the load share its cores.
 */
const ROUTES = [
  '/wp-json/fluent-community/v2/feeds?per_page=20',
  '/wp-json/fluent-community/v2/members?per_page=20',
  '/wp-json/fluent-community/v2/spaces',
];
const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const QUIET_SECONDS = Number(process.env.BENCH_QUIET_SECONDS ?? 60);

async function query(url: string, sql: string, values: unknown[] = []) {
  const connection = await mysql.createConnection(url);
  try {
    return (await connection.query(sql, values))[0] as mysql.RowDataPacket[];
  } finally {
    await connection.end();
  }
}

const [primary, replica] = await Promise.all([
  startMariaDb({ args: ['--log-bin=primary-bin', '--server-id=1', '--binlog-format=ROW'] }),
  startMariaDb({ args: ['--server-id=2', '--read-only'] }),
]);
const dirs: string[] = [];
const servers: ServerProcess[] = [];
try {
  await query(primary.adminUrl(), 'RESET MASTER');
  const secret = randomBytes(12).toString('hex');
  await query(primary.adminUrl(), "CREATE USER 'repl'@'%' IDENTIFIED BY ?", [secret]);
  await query(primary.adminUrl(), "GRANT REPLICATION SLAVE ON *.* TO 'repl'@'%'");
  const site = await createWordPressDumpDatabase('bench_replicas', primary);
  await query(
    replica.adminUrl(),
    `CHANGE MASTER TO MASTER_HOST = '127.0.0.1', MASTER_PORT = ${primary.port},
       MASTER_USER = 'repl', MASTER_PASSWORD = ?, MASTER_USE_GTID = slave_pos`,
    [secret],
  );
  await query(replica.adminUrl(), 'START SLAVE');
  const replicaUrl = new URL(site.readOnlyUrl);
  replicaUrl.port = String(replica.port);
  for (;;) {
    const rows = await query(
      replica.adminUrl(),
      `SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = ?`,
      [site.name],
    );
    if (Number(rows[0]?.n) > 10) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const start = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-replicas-'));
    dirs.push(dataDir);
    const server = await startServerProcess({
      dataDir,
      databaseUrl: replicaUrl.toString(),
      localCopy: true,
      env: { DATABASE_REPLICA: '1' },
    });
    await server.nextLine(/Local copy ready: /);
    servers.push(server);
    return server;
  };
  const headers = basicAuthHeader(DUMP_ADMIN);
  const questions = async () =>
    Number((await query(replica.adminUrl(), "SHOW GLOBAL STATUS LIKE 'Questions'"))[0]?.Value);

  const one = await start();
  const quiet = async (count: number) => {
    const before = await questions();
    await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000));
    // Less the two statements of this measure itself.
    const statements = (await questions()) - before - 1;
    const polls = (QUIET_SECONDS / 5) * count;
    return { perMinute: (statements * 60) / QUIET_SECONDS, perPoll: statements / polls };
  };
  const quietOne = await quiet(1);
  const rows: string[] = [];
  const single: number[] = [];
  const perRequest: number[] = [];
  for (const route of ROUTES) {
    // Warmed first, as the second server is warmed by the same route through the first.
    await measure(`${one.url}${route}`, headers, CONNECTIONS, 2);
    const before = await questions();
    const result = await measure(`${one.url}${route}`, headers, CONNECTIONS, SECONDS);
    if (result.errors > 0) throw new Error(`${route}: ${result.errors} errors`);
    single.push(result.requestsPerSecond);
    // Sign-in is read live (024): what a request costs the replica, polls included.
    perRequest.push(((await questions()) - before - 1) / result.requests);
  }
  const two = await start();
  const quietTwo = await quiet(2);
  for (const [index, route] of ROUTES.entries()) {
    await measure(`${two.url}${route}`, headers, CONNECTIONS, 2);
    const [a, b] = await Promise.all(
      [one, two].map((server) =>
        measure(`${server.url}${route}`, headers, CONNECTIONS / 2, SECONDS),
      ),
    );
    if (!a || !b || a.errors + b.errors > 0) throw new Error(`${route}: errors`);
    const both = a.requestsPerSecond + b.requestsPerSecond;
    rows.push(
      `| \`${route.replace('/wp-json/fluent-community/v2', '')}\` | ${Math.round(single[index] ?? 0)} | ${Math.round(both)} | ${(perRequest[index] ?? 0).toFixed(1)} |`,
    );
  }
  console.log(
    `load average at the end (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `| route | one server (req/s, ${CONNECTIONS} conn.) | two servers (req/s, ${CONNECTIONS / 2} conn. each) | replica statements per request (one server) |`,
  );
  console.log('| --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log(
    `replica statements, quiet: one server ${quietOne.perMinute.toFixed(0)}/min (${quietOne.perPoll.toFixed(1)} per poll); ` +
      `two servers ${quietTwo.perMinute.toFixed(0)}/min (${quietTwo.perPoll.toFixed(1)} per poll per server)`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([primary.stop(), replica.stop()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
