import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { basicAuth } from '../test/harness';
import { closeDatabase, openDatabase } from '../store/sqlite/open';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import { demoFingerprint } from './fingerprint';

/** `npm run seed -- …` as a person runs it. */
const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-seed-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const seed = (...args: string[]) =>
  run(process.execPath, [
    '--import',
    'tsx',
    path.resolve('server/demo/cli.ts'),
    '--data-dir',
    dataDir,
    ...args,
  ]);

describe('the seed command', () => {
  it('seeds by size and seed, refuses to seed twice, and starts over with --reset', async () => {
    const first = await seed('--users', '50', '--posts', '70', '--seed', '3');
    expect(first.stdout).toContain('Seeded 50 users and 70 posts (seed 3)');
    const credentials = JSON.parse(
      readFileSync(path.join(dataDir, 'credentials.json'), 'utf8'),
    ) as { admin: { password: string } };
    expect(first.stdout).toContain(credentials.admin.password);
    await expect(seed('--users', '50')).rejects.toMatchObject({
      stderr: expect.stringContaining('--reset'),
    });
    const again = await seed('--users', '60', '--posts', '70', '--reset');
    expect(again.stdout).toContain('Seeded 60 users');
  }, 60_000);

  it('reproduces a seed with --anchor, and refuses a bad one before deleting anything', async () => {
    const fingerprint = () => {
      const db = openDatabase(dataDir);
      try {
        return demoFingerprint(db);
      } finally {
        closeDatabase(db);
      }
    };
    const args = ['--users', '45', '--posts', '40', '--seed', '9', '--reset'];
    const first = await seed(...args, '--anchor', '2026-11-20T13:00:00+01:00');
    expect(first.stdout).toContain('Data ends at 2026-11-20T12:00:00.000Z');
    const once = fingerprint();
    await seed(...args, '--anchor', '2026-11-20T12:00:30Z');
    expect(fingerprint()).toBe(once);
    await seed(...args, '--anchor', '2026-11-27T12:00:00Z');
    expect(fingerprint()).not.toBe(once);
    await expect(seed(...args, '--anchor', '20 November')).rejects.toMatchObject({
      stderr: expect.stringContaining('ISO 8601'),
    });
    await expect(seed(...args, '--span-days', '20')).rejects.toMatchObject({
      stderr: expect.stringContaining('--span-days'),
    });
    // Still the last community: nothing was deleted.
    await expect(seed('--users', '45')).rejects.toMatchObject({
      stderr: expect.stringContaining('--reset'),
    });
  }, 60_000);

  it('adds a user with a new application password that signs in', async () => {
    const { stdout } = await seed('--add-user', 'carol', '--admin', '--email', 'carol@example.org');
    const password = /Application password \(shown once\): (.+)/.exec(stdout)?.[1];
    expect(password).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
    const db = openDatabase(dataDir);
    try {
      const app = createApp({ store: createSqliteStore(db) });
      const response = await app.request('/wp-json/wp/v2/users/me?context=edit', {
        headers: {
          Authorization: basicAuth({ username: 'carol@example.org', password: password ?? '' }),
        },
      });
      expect(await response.json()).toMatchObject({ username: 'carol', roles: ['administrator'] });
    } finally {
      closeDatabase(db);
    }
  }, 60_000);
});
