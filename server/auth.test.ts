import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthenticator,
  formatApplicationPassword,
  generateApplicationPassword,
  hashApplicationPassword,
  normalizeApplicationPassword,
  parseBasicAuthorization,
  verifyApplicationPassword,
} from './auth';
import { createSqliteStore } from './store/sqlite/sqlite-store';
import { basicAuth, createTestServer, type TestServer } from './test/harness';

describe('application passwords', () => {
  it('are 24 characters of [A-Za-z0-9], shown as six groups of four', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const password = generateApplicationPassword();
      expect(password).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
    expect(formatApplicationPassword('abcdEFGH1234ijklMNOP5678')).toBe(
      'abcd EFGH 1234 ijkl MNOP 5678',
    );
    expect(normalizeApplicationPassword(' abcd EFGH\t1234 ')).toBe('abcdEFGH1234');
  });

  it('are stored as salted scrypt hashes that verify with or without spaces', async () => {
    const password = generateApplicationPassword();
    const hash = hashApplicationPassword(password);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain(normalizeApplicationPassword(password));
    expect(hashApplicationPassword(password)).not.toBe(hash);
    expect(await verifyApplicationPassword(password, hash)).toBe(true);
    expect(await verifyApplicationPassword(normalizeApplicationPassword(password), hash)).toBe(
      true,
    );
    expect(await verifyApplicationPassword(`${password}x`, hash)).toBe(false);
    expect(await verifyApplicationPassword(password, 'md5$whatever')).toBe(false);
  });

  it('read Basic credentials, and nothing else', () => {
    expect(
      parseBasicAuthorization(basicAuth({ username: 'a@b.c', password: 'p:with:colons' })),
    ).toEqual({ username: 'a@b.c', password: 'p:with:colons' });
    expect(parseBasicAuthorization('basic ' + Buffer.from('x:y').toString('base64'))).toEqual({
      username: 'x',
      password: 'y',
    });
    for (const header of [
      undefined,
      '',
      'Bearer token',
      'Basic',
      'Basic %%%',
      `Basic ${Buffer.from(':nouser').toString('base64')}`,
    ]) {
      expect(parseBasicAuthorization(header)).toBeNull();
    }
  });
});

describe('the authenticator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ users: 60, posts: 40 });
  });
  afterAll(() => server.close());

  it('never stores a password in plain text anywhere in the database', () => {
    const { admin, member } = server.credentials;
    const dump = server.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) =>
        JSON.stringify(
          server.db.prepare(`SELECT * FROM "${(row as { name: string }).name}"`).all(),
        ),
      )
      .join('\n');
    for (const password of [admin.password, member.password]) {
      expect(dump).not.toContain(password);
      expect(dump).not.toContain(normalizeApplicationPassword(password));
    }
  });

  it('remembers a verified pair for a while (under its digest), then checks again', async () => {
    let now = 0;
    const { users } = createSqliteStore(server.db);
    let hashReads = 0;
    const counting = {
      ...users,
      passwordHashes: (id: number) => ((hashReads += 1), users.passwordHashes(id)),
    };
    const authenticate = createAuthenticator(counting, { cacheTtlMs: 1000, now: () => now });
    const header = basicAuth(server.credentials.admin);
    expect(await authenticate(header)).toMatchObject({ kind: 'user', account: { login: 'admin' } });
    for (let i = 0; i < 20; i += 1) expect((await authenticate(header)).kind).toBe('user');
    expect(hashReads).toBe(1);
    now = 5000;
    expect(await authenticate(header)).toMatchObject({ kind: 'user' });
    expect(hashReads).toBe(2);
    expect(await authenticate(basicAuth({ username: 'admin', password: 'nope' }))).toMatchObject({
      kind: 'rejected',
      code: 'incorrect_password',
    });
  });
});
