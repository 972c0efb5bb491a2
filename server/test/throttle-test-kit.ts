import { afterAll, beforeAll } from 'vitest';
import { createApp, type App } from '../app';
import { verifyApplicationPassword, type AuthenticatorOptions } from '../auth';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import { basicAuth, createTestServer, type TestServer } from './harness';

/**
 * What the throttle and queue tests share (docs/decisions/005): one seeded database with six
 * extra accounts, apps built over it with a clock the test moves by hand, and the client
 * address read from a test header (app.request() has no socket).
 */
export interface ThrottleKit {
  server: TestServer;
  /** Extra account `index` (0–5): its stored "hash" is `test$<password>`, see fakeOrRealCheck. */
  account(index: number): Credentials;
  memberEmail(): string;
  buildApp(auth?: AuthenticatorOptions, verify?: Verify): KitApp;
}

export interface KitApp {
  app: App;
  /** Every password check that reached the verifier (the real one or the fake one). */
  checks: () => number;
  advance: (ms: number) => void;
}

type Verify = (password: string, stored: string) => Promise<boolean>;

/** A login (or email) and an application password. */
export type Credentials = Parameters<typeof basicAuth>[0];

const ADDRESS_HEADER = 'x-test-address';

/** The real check for the demo accounts, a plain comparison for the extra ones (exact). */
export async function fakeOrRealCheck(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('test$')) return stored === `test$${password}`;
  return verifyApplicationPassword(password, stored);
}

async function createThrottleKit(): Promise<ThrottleKit> {
  const server = await createTestServer({ users: 30, posts: 10 });
  const extra: Credentials[] = [];
  const logins = server.db
    .prepare<[], { ID: number; user_login: string }>(
      "SELECT ID, user_login FROM wp_users WHERE user_login NOT IN ('admin', 'member') ORDER BY ID LIMIT 6",
    )
    .all();
  const insert = server.db.prepare(
    `INSERT INTO wp_application_passwords (uuid, user_id, name, password_hash, created_at)
     VALUES (?, ?, 'throttle test', ?, '2025-01-01T00:00:00.000Z')`,
  );
  for (const { ID, user_login } of logins) {
    const password = `right-${ID}`;
    insert.run(`throttle-${ID}`, ID, `test$${password}`);
    extra.push({ username: user_login, password });
  }

  return {
    server,
    account(index) {
      const found = extra[index];
      if (!found) throw new Error(`No extra account ${index}`);
      return found;
    },
    memberEmail: () =>
      server.db
        .prepare<[], { user_email: string }>(
          "SELECT user_email FROM wp_users WHERE user_login = 'member'",
        )
        .get()?.user_email ?? 'member',
    buildApp(auth = {}, verify = fakeOrRealCheck) {
      let now = 1_000_000;
      let checks = 0;
      const app = createApp({
        store: createSqliteStore(server.db),
        auth: {
          perAddress: { limit: 3, windowMs: 60_000 },
          perUser: { limit: 5, windowMs: 60_000 },
          now: () => now,
          ...auth,
          verify: (password, stored) => ((checks += 1), verify(password, stored)),
        },
        clientAddress: { read: (c) => c.req.header(ADDRESS_HEADER) },
      });
      return { app, checks: () => checks, advance: (ms) => (now += ms) };
    },
  };
}

/** The kit of a test file: built before its tests (handed to `ready`), closed after them. */
export function throttleKitBeforeAll(ready: (kit: ThrottleKit) => void): void {
  let kit: ThrottleKit | undefined;
  beforeAll(async () => {
    kit = await createThrottleKit();
    ready(kit);
  });
  afterAll(() => kit?.server.close());
}

export function signIn(app: App, account: Credentials, address: string): Promise<Response> {
  return Promise.resolve(
    app.request('/wp-json/wp/v2/users/me', {
      headers: { Authorization: basicAuth(account), [ADDRESS_HEADER]: address },
    }),
  );
}

/**
 * The checks one wrong password costs for a demo account or a name that does not exist: one
 * of each kind of hash WordPress writes, `$generic$` and phpass (docs/decisions/032). The extra
 * accounts' `test$` hashes, once read, are a third kind.
 */
export const CHECKS_PER_GUESS = 2;

let guesses = 0;

/** A wrong password for `username`, a new one each call: each is a guess of its own. */
export const wrong = (username: string): Credentials => ({
  username,
  password: `wrong guess ${(guesses += 1)}`,
});

/**
 * A verifier that holds every check of the extra accounts until released, and records how
 * many of them ran at once; the demo accounts' real checks pass straight through.
 */
export function gatedVerifier() {
  let running = 0;
  let mostAtOnce = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const waiters: { count: number; resolve: () => void }[] = [];
  /** Resolves once `count` held checks have been running at the same time. */
  const runningAtOnce = (count: number) =>
    new Promise<void>((resolve) => {
      if (mostAtOnce >= count) resolve();
      else waiters.push({ count, resolve });
    });
  const verify = async (password: string, stored: string) => {
    if (stored.startsWith('test$')) {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      for (const waiter of waiters) if (mostAtOnce >= waiter.count) waiter.resolve();
      await released;
      running -= 1;
    }
    return fakeOrRealCheck(password, stored);
  };
  return { verify, release, runningAtOnce, mostAtOnce: () => mostAtOnce };
}
