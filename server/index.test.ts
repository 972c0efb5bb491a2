import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { LATEST_SCHEMA_VERSION } from './store/sqlite/migrations';
import { databaseFile } from './store/sqlite/open';
import { basicAuth } from './test/harness';

/** `npm start` as a process: fresh DATA_DIR, credentials, request log, graceful shutdown. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>, args: string[] = []): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve('server/index.ts'), ...args],
    {
      env: { ...process.env, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/[^\s/]+)[\s\S]*member {2}member \//.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

describe('the server process', () => {
  it('seeds an empty DATA_DIR, prints the URL and both accounts, logs requests, stops on SIGTERM', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      SEED: '5',
      SEED_USERS: '60',
      SEED_POSTS: '80',
    });
    onTestFinished(() => void server.child.kill('SIGKILL'));
    const credentials = JSON.parse(
      readFileSync(path.join(dataDir, 'credentials.json'), 'utf8'),
    ) as Record<string, { username: string; password: string }>;
    expect(Object.keys(credentials)).toEqual(['admin', 'member']);
    expect(credentials.admin).toEqual({
      username: 'admin',
      password: expect.stringMatching(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/),
    });
    expect(credentials.member?.username).toBe('member');
    expect(server.output()).toContain('Created the demo community (seed 5, 60 users, 80 posts)');
    expect(server.output()).toContain(`admin   admin / ${credentials.admin?.password}`);
    expect(server.output()).toContain(`member  member / ${credentials.member?.password}`);

    const response = await fetch(
      `${server.url}/wp-json/fluent-community/v2/feeds?search=secret-term&per_page=2`,
      {
        headers: { Authorization: basicAuth(credentials.admin ?? { username: '', password: '' }) },
      },
    );
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const logLine = server
      .output()
      .split('\n')
      .find((line) => line.startsWith('GET /wp-json/fluent-community/v2/feeds'));
    expect(logLine).toMatch(/^GET \/wp-json\/fluent-community\/v2\/feeds 200 \d+\.\d+ms$/);
    expect(server.output()).not.toContain('secret-term');
    expect(server.output()).not.toContain(credentials.admin?.password.replace(/ /g, '') ?? 'x');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: closing the server and the database.');
  }, 60_000);

  it('reuses an existing DATA_DIR without seeding again', async () => {
    const before = readFileSync(path.join(dataDir, 'credentials.json'), 'utf8');
    const server = await startServer({}, ['--data-dir', dataDir]);
    onTestFinished(() => void server.child.kill('SIGKILL'));
    expect(server.output()).not.toContain('Created the demo community');
    expect(readFileSync(path.join(dataDir, 'credentials.json'), 'utf8')).toBe(before);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('refuses a database from a newer schema version, with a clear message', async () => {
    const db = new Database(databaseFile(dataDir));
    db.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    db.close();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.resolve('server/index.ts'), '--data-dir', dataDir],
      {
        env: { ...process.env, PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(output).toContain(`schema version ${LATEST_SCHEMA_VERSION + 1}`);
    expect(output).toContain('left untouched');
  }, 60_000);
});
