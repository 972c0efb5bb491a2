import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDatabase } from '../store/sqlite/open';
import { prepareData } from './prepare';

const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-prepare-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const credentialsFile = path.join(dataDir, 'credentials.json');

describe('preparing DATA_DIR', () => {
  it('seeds an empty directory once, then reuses it with the same credentials', () => {
    const first = prepareData(dataDir, { users: 50, posts: 50 });
    expect(first.seeded).toMatchObject({ users: 50, posts: 50 });
    closeDatabase(first.db);
    const written = readFileSync(credentialsFile, 'utf8');
    expect(JSON.parse(written)).toEqual(first.credentials);
    const second = prepareData(dataDir);
    expect(second.seeded).toBeNull();
    expect(second.credentials).toEqual(first.credentials);
    closeDatabase(second.db);
  });

  it('issues new demo passwords when credentials.json has been removed', () => {
    rmSync(credentialsFile);
    const again = prepareData(dataDir);
    expect(existsSync(credentialsFile)).toBe(true);
    expect(again.credentials?.admin.username).toBe('admin');
    const hashes = again.db
      .prepare('SELECT count(*) AS n FROM wp_application_passwords WHERE user_id = 1')
      .get() as { n: number };
    expect(hashes.n).toBe(2);
    closeDatabase(again.db);
  });
});
