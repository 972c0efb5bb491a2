import Database from 'better-sqlite3';
import {
  chmodSync,
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { prepareData } from './demo/prepare';
import { LATEST_SCHEMA_VERSION } from './store/sqlite/migrations';
import { closeDatabase, databaseFile } from './store/sqlite/open';
import { expectCannotStart, permissionsApply, spawnServer } from './test/spawn-server';

/**
 * Every failed start is one `Cannot start: …` line on stderr naming the path or port and the
 * fix, exit code 1, and no stack trace (startup-errors.ts).
 */
const root = mkdtempSync(path.join(tmpdir(), 'community-desk-startup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a start that cannot succeed', () => {
  it('fails at once when the port is in use, before creating or seeding anything', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => void blocker.close());
    const address = blocker.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    const fresh = path.join(root, 'port-in-use');
    await expectCannotStart(
      spawnServer({ PORT: String(address.port) }, ['--data-dir', fresh]),
      `port ${address.port} on 127.0.0.1 is already in use. Stop the program listening ` +
        `there, or choose another port with --port or PORT.`,
    );
    expect(existsSync(fresh)).toBe(false);
  }, 60_000);

  it('refuses a file that is not a database', async () => {
    const dir = path.join(root, 'text-file');
    mkdirSync(dir);
    writeFileSync(databaseFile(dir), 'These are my notes, not a database.\n');
    await expectCannotStart(
      spawnServer({}, ['--data-dir', dir]),
      `${databaseFile(dir)} is not an SQLite database. Move it out of the way (a fresh demo ` +
        `community is then created), or point DATA_DIR at another directory.`,
    );
  }, 60_000);

  it('refuses a database with garbage in the middle, found by the integrity check at start', async () => {
    const dir = path.join(root, 'corrupt');
    closeDatabase(prepareData(dir, { users: 60, posts: 80 }).db);
    const descriptor = openSync(databaseFile(dir), 'r+');
    const pages = fstatSync(descriptor).size / 4096;
    writeSync(descriptor, Buffer.alloc(8 * 4096, 0x5a), 0, 8 * 4096, Math.floor(pages / 2) * 4096);
    closeSync(descriptor);
    await expectCannotStart(
      spawnServer({}, ['--data-dir', dir]),
      `${databaseFile(dir)} is corrupt (PRAGMA quick_check failed). Restore it from a backup, ` +
        `or move it out of the way to start over with a fresh demo community.`,
    );
  }, 60_000);

  /** Run where file permissions apply to the server, or skipped saying why they cannot here. */
  const withPermissions = 'prefix' in permissionsApply ? it : it.skip;
  const prefix = 'prefix' in permissionsApply ? permissionsApply.prefix : [];
  if ('missing' in permissionsApply) {
    console.warn(`Skipping the unwritable data directory tests: ${permissionsApply.missing}.`);
  }

  withPermissions(
    'refuses a data directory it cannot write to',
    async () => {
      const dir = path.join(root, 'read-only');
      mkdirSync(dir, { mode: 0o555 });
      chmodSync(dir, 0o555);
      await expectCannotStart(
        spawnServer({}, ['--data-dir', dir], prefix),
        `the data directory ${dir} is not writable. Give this user write access to it ` +
          `(chown/chmod), or point DATA_DIR at a writable directory.`,
      );
    },
    60_000,
  );

  withPermissions(
    'refuses a database file it cannot write to',
    async () => {
      const dir = path.join(root, 'read-only-file');
      mkdirSync(dir);
      new Database(databaseFile(dir)).close();
      chmodSync(databaseFile(dir), 0o444);
      await expectCannotStart(
        spawnServer({}, ['--data-dir', dir], prefix),
        `${databaseFile(dir)} is not writable. Give this user read and write access to it ` +
          `(chown/chmod u+rw), or point DATA_DIR at another directory.`,
      );
    },
    60_000,
  );

  it('refuses an invalid setting', async () => {
    await expectCannotStart(
      spawnServer({ PORT: 'http' }, ['--data-dir', path.join(root, 'never')]),
      'port must be an integer from 0 to 65535 (got "http"). Fix that flag or environment variable.',
    );
  }, 60_000);

  it('refuses a database from a newer schema version, with a clear message', async () => {
    const dir = path.join(root, 'newer');
    closeDatabase(prepareData(dir, { users: 40, posts: 40 }).db);
    const file = databaseFile(dir);
    const db = new Database(file);
    db.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    db.close();
    await expectCannotStart(
      spawnServer({}, ['--data-dir', dir]),
      `The database ${file} has schema version ${LATEST_SCHEMA_VERSION + 1}, but this server ` +
        `only knows versions up to ${LATEST_SCHEMA_VERSION}. It was written by a newer ` +
        `Community Desk: upgrade this checkout, or point DATA_DIR at another directory. The ` +
        `file was left untouched.`,
    );
    expect(readFileSync(file).subarray(60, 64).readUInt32BE()).toBe(LATEST_SCHEMA_VERSION + 1);
  }, 60_000);
});
