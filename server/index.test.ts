import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseFile } from './store/sqlite/open';
import { basicAuth } from './test/harness';
import {
  deadPid,
  expectCannotStart,
  listening,
  modeOf,
  spawnServer,
  startServer,
  stop,
} from './test/spawn-server';

/**
 * `npm start` as a process: a new DATA_DIR, credentials, request log, graceful shutdown, and
 * one server per DATA_DIR. Failed starts: startup-failures.test.ts.
 */
const root = mkdtempSync(path.join(tmpdir(), 'community-desk-process-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** Does not exist yet: the server creates it. */
const dataDir = path.join(root, 'data');

function inUseLine(dir: string, pid: number): string {
  return (
    `another Community Desk server (pid ${pid}) is using ${dir}. Stop it first, or point ` +
    `DATA_DIR at another directory; if no such server runs, delete ${path.join(dir, 'server.lock')}.`
  );
}

describe('the server process', () => {
  it('seeds a new DATA_DIR (0700, files 0600), prints the URL and both accounts, logs requests, stops on SIGTERM', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      SEED: '5',
      SEED_USERS: '60',
      SEED_POSTS: '80',
    });
    const credentialsFile = path.join(dataDir, 'credentials.json');
    const credentials = JSON.parse(readFileSync(credentialsFile, 'utf8')) as Record<
      string,
      { username: string; password: string }
    >;
    expect(Object.keys(credentials)).toEqual(['admin', 'member']);
    expect(credentials.admin).toEqual({
      username: 'admin',
      password: expect.stringMatching(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/),
    });
    expect(credentials.member?.username).toBe('member');
    expect(server.output()).toContain('Created the demo community (seed 5, 60 users, 80 posts)');
    expect(server.output()).toContain(`admin   admin / ${credentials.admin?.password}`);
    expect(server.output()).toContain(`member  member / ${credentials.member?.password}`);

    const lockFile = path.join(dataDir, 'server.lock');
    expect(readFileSync(lockFile, 'utf8')).toBe(`${server.child.pid}\n`);
    expect(modeOf(dataDir)).toBe(0o700);
    const database = databaseFile(dataDir);
    for (const file of [database, `${database}-wal`, `${database}-shm`, lockFile]) {
      expect([file, modeOf(file)]).toEqual([file, 0o600]);
    }
    expect(modeOf(credentialsFile)).toBe(0o600);

    const response = await fetch(
      `${server.url}/wp-json/fluent-community/v2/feeds?search=secret-term&per_page=2`,
      {
        headers: { Authorization: basicAuth(credentials.admin ?? { username: '', password: '' }) },
      },
    );
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    await expect
      .poll(() =>
        server
          .output()
          .split('\n')
          .find((line) => line.startsWith('GET /wp-json/fluent-community/v2/feeds')),
      )
      .toMatch(/^GET \/wp-json\/fluent-community\/v2\/feeds 200 \d+\.\d+ms$/);
    expect(server.output()).not.toContain('secret-term');
    expect(server.output()).not.toContain(credentials.admin?.password.replace(/ /g, '') ?? 'x');

    await stop(server);
    expect(server.output()).toContain('SIGTERM: closing the server and the database.');
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);

  it('reuses an existing DATA_DIR without seeding again, and says where the passwords are instead of printing them', async () => {
    const credentialsFile = path.join(dataDir, 'credentials.json');
    const before = readFileSync(credentialsFile, 'utf8');
    const { admin, member } = JSON.parse(before) as Record<string, { password: string }>;
    const server = await startServer({}, ['--data-dir', dataDir]);
    expect(server.output()).not.toContain('Created the demo community');
    expect(server.stdout()).toContain(
      `Demo accounts admin and member: their passwords are in ${credentialsFile}\n`,
    );
    expect(server.output()).not.toContain(admin?.password);
    expect(server.output()).not.toContain(member?.password);
    expect(readFileSync(credentialsFile, 'utf8')).toBe(before);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('refuses a second server on the same DATA_DIR, naming the pid of the first', async () => {
    const first = await startServer({}, ['--data-dir', dataDir]);
    await expectCannotStart(
      spawnServer({}, ['--data-dir', dataDir]),
      inUseLine(dataDir, first.child.pid ?? 0),
    );
    // The refused server left the first one's lock alone.
    expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(`${first.child.pid}\n`);
    await stop(first);
  }, 60_000);

  it('takes over a stale lock whose process is gone', async () => {
    const lockFile = path.join(dataDir, 'server.lock');
    writeFileSync(lockFile, `${await deadPid()}\n`);
    const server = await startServer({}, ['--data-dir', dataDir]);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${server.child.pid}\n`);
    await stop(server);
  }, 60_000);

  it('lets only one of two servers started at once on an empty DATA_DIR seed and serve it', async () => {
    const fresh = path.join(root, 'simultaneous');
    const both = [0, 1].map(() =>
      spawnServer({ SEED_USERS: '60', SEED_POSTS: '80' }, ['--data-dir', fresh]),
    );
    const outcomes = await Promise.all(
      both.map((spawned) =>
        listening(spawned).then(
          () => 'serving',
          () => 'refused',
        ),
      ),
    );
    expect([...outcomes].sort()).toEqual(['refused', 'serving']);
    const serving = both[outcomes.indexOf('serving')];
    const refused = both[outcomes.indexOf('refused')];
    if (!serving || !refused) throw new Error('unreachable');
    await expectCannotStart(refused, inUseLine(fresh, serving.child.pid ?? 0));
    await stop(serving);
  }, 60_000);
});
