import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE_NAME } from './data-dir-lock';
import { knownStartupFailure } from './startup-errors';
import { deadPid } from './test/spawn-server';

const root = mkdtempSync(path.join(tmpdir(), 'community-desk-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
const freshDir = () => path.join(root, `data-${(count += 1)}`);
const lockIn = (dir: string) => path.join(dir, LOCK_FILE_NAME);

describe("DATA_DIR's lock", () => {
  it('creates the directory (0700) and a lock (0600) naming this process, removed on release', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(lock.file).mode & 0o777).toBe(0o600);
    expect(readFileSync(lock.file, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses while a running process holds it, naming that pid and the way out', () => {
    const dir = freshDir();
    const holder = acquireDataDirLock(dir);
    writeFileSync(holder.file, '1\n'); // init: always running
    let refusal: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect(knownStartupFailure(refusal)?.message).toBe(
      `another Community Desk server (pid 1) is using ${dir}. Stop it first, or point DATA_DIR ` +
        `at another directory; if no such server runs, delete ${lockIn(dir)}.`,
    );
    expect(readFileSync(holder.file, 'utf8')).toBe('1\n');
  });

  it('takes over a lock whose process is gone', async () => {
    const dir = freshDir();
    acquireDataDirLock(dir);
    writeFileSync(lockIn(dir), `${await deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8')).toBe(`${process.pid}\n`);
    expect(statSync(lock.file).mode & 0o777).toBe(0o600);
  });

  it('takes over a lock naming this very pid (a restart that got the same pid) or no pid', () => {
    for (const text of [`${process.pid}\n`, '', 'not a pid\n']) {
      const dir = freshDir();
      acquireDataDirLock(dir);
      writeFileSync(lockIn(dir), text, { mode: 0o644 });
      const lock = acquireDataDirLock(dir);
      expect([text, readFileSync(lock.file, 'utf8')]).toEqual([text, `${process.pid}\n`]);
      expect(statSync(lock.file).mode & 0o777).toBe(0o600);
    }
  });

  it('leaves a lock that another server has taken over since', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(lock.file, '1\n');
    lock.release();
    expect(readFileSync(lock.file, 'utf8')).toBe('1\n');
  });
});
