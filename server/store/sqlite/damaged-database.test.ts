import { closeSync, fstatSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { prepareData } from '../../demo/prepare';
import { basicAuth, FC } from '../../test/harness';
import { pooledStoresClosedAfterEach } from '../../test/pooled-stores';
import { StoreUnavailableError } from '../store-unavailable';
import { closeDatabase } from './open';

/**
 * A database file damaged while the server runs (a disk error, another program writing into
 * it): every read that meets the damage is a 503 saying so, logged once, never a 500 and a
 * stack trace per request (store-unavailable.ts).
 */
const stores = pooledStoresClosedAfterEach();
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A demo database served by a running pool, then overwritten with garbage. */
async function servedThenDamaged() {
  const dir = mkdtempSync(path.join(tmpdir(), 'community-desk-damaged-'));
  dirs.push(dir);
  const prepared = prepareData(dir, { users: 60, posts: 80 });
  if (!prepared.credentials) throw new Error('The test database has no demo accounts');
  const file = prepared.db.name;
  closeDatabase(prepared.db);
  const store = await stores.open(file, { workers: { cheap: 1, heavy: 1 } });
  const descriptor = openSync(file, 'r+');
  const size = fstatSync(descriptor).size;
  // Every page but the first (the schema, which the workers read when they opened it).
  writeSync(descriptor, Buffer.alloc(size - 4096, 0x5a), 0, size - 4096, 4096);
  closeSync(descriptor);
  return { store, file, credentials: prepared.credentials };
}

describe('a database damaged while the server runs', () => {
  it('fails the reads that meet the damage as unavailable, naming the file and the fix', async () => {
    const { store, file } = await servedThenDamaged();
    const failure = await store.spaces.communities().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect((failure as StoreUnavailableError).damaged).toBe(true);
    expect((failure as StoreUnavailableError).message).toBe(
      `The database is unavailable: ${file} is damaged (SQLITE_CORRUPT). Restore it from a ` +
        `backup, or stop the server and move it out of the way: at its next start the server makes a new one (the demo, or a new copy of the site).`,
    );
  });

  it('answers 503 with a message, and logs the damage once, however many requests meet it', async () => {
    const { store, file, credentials } = await servedThenDamaged();
    const app = createApp({ store, distDir: path.join(path.dirname(file), 'no-dist') });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const url of ['/spaces', '/feeds', '/spaces']) {
        const response = await app.request(`${FC}${url}`, {
          headers: { Authorization: basicAuth(credentials.admin) },
        });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          code: 'rest_database_unavailable',
          message:
            'The database is damaged and cannot be read. The server’s administrator must ' +
            'restore it; the server’s log says how.',
          data: { status: 503 },
        });
      }
      expect(error).not.toHaveBeenCalled();
      expect(warn.mock.calls).toEqual([
        [
          `The database is unavailable: ${file} is damaged (SQLITE_CORRUPT). Restore it from a ` +
            `backup, or stop the server and move it out of the way: at its next start the server makes a new one (the demo, or a new copy of the site).`,
        ],
      ]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
