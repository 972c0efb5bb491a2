import { StoreUnavailableError } from './store/store-unavailable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAuthenticator,
  type AuthenticatorOptions,
  formatApplicationPassword,
  generateApplicationPassword,
  hashApplicationPassword,
  normalizeApplicationPassword,
  parseBasicAuthorization,
  verifyApplicationPassword,
} from './auth';
import type { AccountCredentials } from './demo/credentials';
import { genericHash, phpassHash, wordPressHashFormat } from './lib/wordpress-password-hash';
import { createUserRepository } from './store/sqlite/repositories/users';
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

  it('are stored as WordPress 6.8+ stores them ($generic$), and verify with or without spaces', async () => {
    const password = generateApplicationPassword();
    const hash = hashApplicationPassword(password);
    // wp_fast_hash: '$generic$' + base64url(BLAKE2b-240 keyed with 'wp_fast_hash_6.8+').
    expect(hash).toMatch(/^\$generic\$[A-Za-z0-9_-]{40}$/);
    expect(hash).toBe(genericHash(normalizeApplicationPassword(password)));
    expect(hash).not.toContain(normalizeApplicationPassword(password));
    expect(await verifyApplicationPassword(password, hash)).toBe(true);
    expect(await verifyApplicationPassword(normalizeApplicationPassword(password), hash)).toBe(
      true,
    );
    expect(await verifyApplicationPassword(`${password}x`, hash)).toBe(false);
    expect(await verifyApplicationPassword(password, 'md5$whatever')).toBe(false);
  });

  it('still verify the scrypt hashes earlier versions wrote to the demo', async () => {
    // scrypt(N=16384, r=8, p=1) of 'abcdEFGH1234ijklMNOP5678' with salt '0123456789abcdef'.
    const legacy =
      'scrypt$16384$8$1$MDEyMzQ1Njc4OWFiY2RlZg==$BbPJ4R2nwIt9IiRqn9wZp3y0X5Pv2c8ObyA2sHQ3Wj8=';
    expect(await verifyApplicationPassword('abcd EFGH 1234 ijkl MNOP 5678', legacy)).toBe(true);
    expect(await verifyApplicationPassword('abcdEFGH1234ijklMNOP5679', legacy)).toBe(false);
    const otherSalt = legacy.replace('MDEy', 'MTEy');
    expect(await verifyApplicationPassword('abcdEFGH1234ijklMNOP5678', otherSalt)).toBe(false);
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
    let checks = 0;
    const authenticate = createAuthenticator(createSqliteStore(server.db).users, {
      cacheTtlMs: 1000,
      now: () => now,
      verify: (password, stored) => ((checks += 1), verifyApplicationPassword(password, stored)),
    });
    const header = basicAuth(server.credentials.admin);
    expect(await authenticate(header)).toMatchObject({ kind: 'user', account: { login: 'admin' } });
    for (let i = 0; i < 20; i += 1) expect((await authenticate(header)).kind).toBe('user');
    expect(checks).toBe(1);
    now = 5000;
    expect(await authenticate(header)).toMatchObject({ kind: 'user' });
    expect(checks).toBe(2);
    expect(await authenticate(basicAuth({ username: 'admin', password: 'nope' }))).toMatchObject({
      kind: 'rejected',
      code: 'incorrect_password',
    });
  });

  it("forgets a remembered pair whose hash is gone, whatever becomes of the account's read", async () => {
    const users = createSqliteStore(server.db).users;
    let revoked = false;
    // The hashes and the account are read side by side: here the hash is gone and the account
    // read fails, and the hashes alone decide.
    const authenticate = createAuthenticator({
      ...users,
      passwordHashes: async (userId) => (revoked ? [] : users.passwordHashes(userId)),
      findById: async (userId) => {
        if (revoked) throw new StoreUnavailableError('the test says so');
        return users.findById(userId);
      },
    });
    const header = basicAuth(server.credentials.admin);
    expect(await authenticate(header)).toMatchObject({ kind: 'user' });
    revoked = true;
    expect(await authenticate(header)).toMatchObject({ kind: 'rejected' });
  });
});

describe('the verification queue, seen by the authenticator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ users: 20, posts: 10 });
  });
  afterAll(() => server.close());

  it('refuses while the queue is full before looking anyone up', async () => {
    const { users } = createSqliteStore(server.db);
    let lookups = 0;
    const counting = {
      ...users,
      findByLoginOrEmail: (name: string) => ((lookups += 1), users.findByLoginOrEmail(name)),
    };
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const checking = new Promise<void>((resolve) => (started = resolve));
    const authenticate = createAuthenticator(counting, {
      queue: { concurrency: 1, queueLimit: 0 },
      verify: async (password, stored) => {
        started();
        await released;
        return verifyApplicationPassword(password, stored);
      },
    });
    const first = authenticate(basicAuth(server.credentials.admin), '192.0.2.1');
    await checking;
    expect(await authenticate(basicAuth(server.credentials.member), '192.0.2.2')).toEqual({
      kind: 'refused',
      reason: 'server_busy',
      retryAfterSeconds: 1,
    });
    expect(lookups).toBe(1);
    release();
    expect((await first).kind).toBe('user');
  });
});

describe('revoking an application password', () => {
  let server: TestServer;
  let memberId: number;
  beforeAll(async () => {
    server = await createTestServer({ users: 20, posts: 10 });
    const found = await createSqliteStore(server.db).users.findByLoginOrEmail('member');
    memberId = found?.account.id ?? 0;
  });
  afterAll(() => server.close());

  /** A new application password for the demo member, as the WordPress profile page adds one. */
  function addPassword(name: string): AccountCredentials {
    const password = generateApplicationPassword();
    createUserRepository(server.db).addApplicationPassword(
      memberId,
      name,
      hashApplicationPassword(password),
      new Date(),
    );
    return { username: 'member', password };
  }

  const me = (account: AccountCredentials) => server.get('/wp-json/wp/v2/users/me', account);

  it('refuses a deleted password on the very next request', async () => {
    const account = addPassword('revoke me');
    expect((await me(account)).status).toBe(200);
    expect((await me(account)).status).toBe(200);
    server.db.prepare("DELETE FROM wp_application_passwords WHERE name = 'revoke me'").run();
    const refused = await me(account);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'incorrect_password', data: { status: 401 } });
    // The member's other password is untouched.
    expect((await me(server.credentials.member)).status).toBe(200);
  });

  it('refuses the old password once it is changed, and accepts the new one', async () => {
    const old = addPassword('rotate me');
    expect((await me(old)).status).toBe(200);
    const next = generateApplicationPassword();
    server.db
      .prepare("UPDATE wp_application_passwords SET password_hash = ? WHERE name = 'rotate me'")
      .run(hashApplicationPassword(next));
    expect((await me(old)).status).toBe(401);
    expect((await me({ username: 'member', password: next })).status).toBe(200);
  });
});

describe('a site whose users hold hashes of different kinds', () => {
  // admin: phpass (WordPress up to 6.7); member: `$generic$` (6.8+); one user: none at all.
  let server: TestServer;
  let withoutPasswords: string;
  beforeAll(async () => {
    server = await createTestServer({ users: 20, posts: 10 });
    const { admin } = server.credentials;
    server.db
      .prepare(
        `UPDATE wp_application_passwords SET password_hash = ?
          WHERE user_id = (SELECT ID FROM wp_users WHERE user_login = ?)`,
      )
      .run(phpassHash(normalizeApplicationPassword(admin.password)), admin.username);
    withoutPasswords =
      server.db
        .prepare<[], { user_login: string }>(
          `SELECT user_login FROM wp_users
            WHERE ID NOT IN (SELECT user_id FROM wp_application_passwords) LIMIT 1`,
        )
        .get()?.user_login ?? '';
  });
  afterAll(() => server.close());

  /** What fixes a check's cost: phpass's setting (`$P$B` = 2^13 rounds) or the format. */
  const kindOf = (stored: string) =>
    wordPressHashFormat(stored) === 'phpass' ? stored.slice(0, 4) : (stored.split('$')[1] ?? '');

  /** An authenticator over the site that records the kinds of hash each request checked. */
  function recording(options: AuthenticatorOptions = {}) {
    let kinds: string[] = [];
    const authenticate = createAuthenticator(createSqliteStore(server.db).users, {
      ...options,
      verify: (password, stored) => (
        kinds.push(kindOf(stored)),
        verifyApplicationPassword(password, stored)
      ),
    });
    return async (account: AccountCredentials, address = '192.0.2.50') => {
      kinds = [];
      const answer = await authenticate(basicAuth(account), address);
      return { kind: answer.kind, checked: kinds.sort() };
    };
  }

  it('checks a wrong password against the same kinds of hash for every name, known or not, in any order', async () => {
    // Each order starts a new authenticator: what it read first must not matter.
    for (const first of ['ghost', 'admin', 'member']) {
      const signIn = recording();
      const others = ['admin', 'member', withoutPasswords, 'ghost', 'ghost@example.com'];
      const names = [first, ...others.filter((name) => name !== first), first];
      const work = [];
      for (const [i, username] of names.entries()) {
        const answer = await signIn({ username, password: `wrong ${i}` }, `192.0.2.${i}`);
        expect(answer.kind).toBe('rejected');
        work.push({ username, checked: answer.checked });
      }
      expect(work).toEqual(names.map((username) => ({ username, checked: ['$P$B', 'generic'] })));
    }
  });

  it('checks a right password against its own hash only', async () => {
    const signIn = recording();
    expect(await signIn(server.credentials.admin)).toEqual({ kind: 'user', checked: ['$P$B'] });
    expect(await signIn(server.credentials.member)).toEqual({ kind: 'user', checked: ['generic'] });
  });
});
