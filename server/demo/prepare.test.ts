import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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
    expect(first.credentialsIssued).toBe(true);
    expect(first.credentialsFile).toBe(credentialsFile);
    closeDatabase(first.db);
    const written = readFileSync(credentialsFile, 'utf8');
    expect(JSON.parse(written)).toEqual(first.credentials);
    expect(statSync(credentialsFile).mode & 0o777).toBe(0o600);
    const second = prepareData(dataDir);
    expect(second.seeded).toBeNull();
    expect(second.credentials).toEqual(first.credentials);
    expect(second.credentialsIssued).toBe(false);
    closeDatabase(second.db);
  });

  it('issues new demo passwords when credentials.json has been removed', () => {
    rmSync(credentialsFile);
    const again = prepareData(dataDir);
    expect(existsSync(credentialsFile)).toBe(true);
    expect(again.credentials?.admin.username).toBe('admin');
    expect(again.credentialsIssued).toBe(true);
    const hashes = again.db
      .prepare('SELECT count(*) AS n FROM wp_application_passwords WHERE user_id = 1')
      .get() as { n: number };
    expect(hashes.n).toBe(2);
    closeDatabase(again.db);
  });

  it('writes new passwords 0600 even over a damaged credentials.json readable by all', () => {
    writeFileSync(credentialsFile, '{"admin": "lost"}\n');
    chmodSync(credentialsFile, 0o644);
    const again = prepareData(dataDir);
    closeDatabase(again.db);
    expect(again.credentialsIssued).toBe(true);
    expect(JSON.parse(readFileSync(credentialsFile, 'utf8'))).toEqual(again.credentials);
    expect(statSync(credentialsFile).mode & 0o777).toBe(0o600);
  });
});
