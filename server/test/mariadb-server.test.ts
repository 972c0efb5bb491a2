import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import mysql from 'mysql2/promise';
import { describe, expect, it, onTestFinished } from 'vitest';
import { defaultSearchPath, findMariaDbBinaries, startMariaDb } from './mariadb-server';

/** A second, private MariaDB: found, started, reachable, stopped without a trace. */

function portAcceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function eventually(check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${ms} ms`);
    await delay(100);
  }
}

describe('findMariaDbBinaries', () => {
  it('looks in MARIADB_BIN_DIR first, then PATH, then /usr/sbin and /usr/bin', () => {
    expect(defaultSearchPath({ MARIADB_BIN_DIR: '/opt/mariadb/bin', PATH: '/a:/b' })).toEqual([
      '/opt/mariadb/bin',
      '/a',
      '/b',
      '/usr/sbin',
      '/usr/bin',
    ]);
    expect(defaultSearchPath({})).toEqual(['/usr/sbin', '/usr/bin']);
  });

  it('takes the first directory that has them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mariadb-bin-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    for (const name of ['mariadbd', 'mariadb-install-db']) {
      writeFileSync(path.join(dir, name), '#!/bin/sh\n');
      chmodSync(path.join(dir, name), 0o755);
    }
    const found = findMariaDbBinaries([dir, ...defaultSearchPath()]);
    expect(found).toMatchObject({
      ok: true,
      mariadbd: path.join(dir, 'mariadbd'),
      installDb: path.join(dir, 'mariadb-install-db'),
    });
  });

  it('says how to get them when they are missing', () => {
    const found = findMariaDbBinaries([]);
    expect(found.ok).toBe(false);
    if (found.ok) return;
    expect(found.problem).toContain('mariadbd, mariadb-install-db');
    expect(found.problem).toContain('apt-get install mariadb-server');
    expect(found.problem).toContain('MARIADB_BIN_DIR');
    expect(found.problem).not.toContain('\n');
  });

  it('finds Debian’s mariadb-server here', () => {
    expect(findMariaDbBinaries()).toMatchObject({ ok: true });
  });
});

describe('startMariaDb', () => {
  it('starts a private server on a free port and stops it without a trace', async () => {
    const server = await startMariaDb();
    onTestFinished(() => server.stop());
    expect(server.host).toBe('127.0.0.1');
    expect(existsSync(server.tempDir)).toBe(true);
    expect(server.socketPath.length).toBeLessThanOrEqual(100);

    const connection = await mysql.createConnection(server.adminUrl());
    const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT @@port AS port');
    await connection.end();
    expect(rows).toEqual([{ port: server.port }]);

    await server.stop();
    expect(await portAcceptsConnections(server.port)).toBe(false);
    expect(existsSync(server.tempDir)).toBe(false);
    await expect(server.stop()).resolves.toBeUndefined();
  });

  it('has no account without a password, over TCP or the socket', async () => {
    const server = await startMariaDb();
    onTestFinished(() => server.stop());
    const anonymous = new URL(server.adminUrl());
    anonymous.password = '';
    await expect(mysql.createConnection(anonymous.toString())).rejects.toMatchObject({
      code: 'ER_ACCESS_DENIED_ERROR',
    });
    await expect(
      mysql.createConnection({ socketPath: server.socketPath, user: 'root' }),
    ).rejects.toMatchObject({ code: 'ER_ACCESS_DENIED_ERROR' });
    const connection = await mysql.createConnection(server.adminUrl());
    const [accounts] = await connection.query<mysql.RowDataPacket[]>(
      "SELECT CONCAT(User, '@', Host) AS account FROM mysql.user ORDER BY account",
    );
    await connection.end();
    expect(accounts.map((row) => row.account)).toEqual([
      'mariadb.sys@localhost',
      'root@%',
      'root@localhost',
    ]);
  });

  it('dies with the process that started it, even when that process is killed', async () => {
    const script = [
      `import { startMariaDb } from ${JSON.stringify(path.resolve('server/test/mariadb-server.ts'))};`,
      'const server = await startMariaDb();',
      'console.log(JSON.stringify({ port: server.port, tempDir: server.tempDir }));',
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    onTestFinished(() => void child.kill('SIGKILL'));
    const started = await new Promise<{ port: number; tempDir: string }>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) resolve(JSON.parse(output) as { port: number; tempDir: string });
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    expect(await portAcceptsConnections(started.port)).toBe(true);

    child.kill('SIGKILL');
    await eventually(async () => !(await portAcceptsConnections(started.port)));
    await eventually(() => !existsSync(started.tempDir));
  });
});
