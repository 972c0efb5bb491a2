import { describe, expect, it } from 'vitest';
import { createAuthenticator } from '../auth';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import { basicAuth } from '../test/harness';
import {
  CHECKS_PER_GUESS,
  throttleKitBeforeAll,
  fakeOrRealCheck,
  signIn,
  wrong,
  type KitApp,
  type ThrottleKit,
} from '../test/throttle-test-kit';

/**
 * A name that does not exist must look exactly like one that does (docs/decisions/026): the
 * same answer, the same limit, the same work.
 */
let kit: ThrottleKit;
throttleKitBeforeAll((built) => (kit = built));

/** Wrong passwords for `name`, each from a new address, until one is refused. */
async function failuresUntilHeld({ app }: KitApp, name: string, network: string) {
  for (let failures = 0; failures < 50; failures += 1) {
    const response = await signIn(app, wrong(name), `${network}.${failures}`);
    if (response.status === 429) {
      return {
        failures,
        retryAfter: response.headers.get('Retry-After'),
        body: (await response.json()) as unknown,
      };
    }
    expect(response.status).toBe(401);
  }
  return { failures: Infinity, retryAfter: null, body: null };
}

describe('a name that does not exist', () => {
  it('is held after as many failures as a known name, with the same answer', async () => {
    const kitApp = kit.buildApp();
    const known = await failuresUntilHeld(kitApp, 'member', '10.7.0');
    expect(known.failures).toBe(5);
    for (const [name, network] of [
      ['ghost', '10.7.1'],
      ['ghost@example.com', '10.7.2'],
      [kit.memberEmail(), '10.7.3'],
    ] as const) {
      expect(await failuresUntilHeld(kitApp, name, network)).toEqual(known);
    }
  });

  it('gets the same 401 as a wrong password for a known name', async () => {
    const { app } = kit.buildApp();
    const bodies = await Promise.all(
      ['admin', 'ghost', 'ghost@example.com', kit.memberEmail()].map(async (name, i) => {
        const response = await signIn(app, wrong(name), `10.7.4.${i}`);
        expect(response.status).toBe(401);
        return response.json();
      }),
    );
    expect(bodies[0]).toEqual({
      code: 'incorrect_password',
      message: 'Unknown username or email address, or wrong application password.',
      data: { status: 401 },
    });
    for (const body of bodies) expect(body).toEqual(bodies[0]);
  });

  it('is checked against a decoy of each kind of hash the store holds, as a known name is', async () => {
    const seen: string[] = [];
    const kitApp = kit.buildApp({}, (password, stored) => {
      seen.push(stored);
      return fakeOrRealCheck(password, stored);
    });
    const checked = async (name: string, address: string): Promise<string[]> => {
      seen.length = 0;
      expect((await signIn(kitApp.app, wrong(name), address)).status).toBe(401);
      return [...seen];
    };
    const kindOf = (stored: string) => stored.slice(0, stored.indexOf('$', 1) + 1);
    // Before any `test$` hash is read: WordPress's two kinds, for a known name and an unknown.
    const [generic = '', phpassDecoy = ''] = await checked('admin', '10.7.5.1');
    expect(generic).toMatch(/^\$generic\$/);
    expect(phpassDecoy).toMatch(/^\$P\$B/);
    expect(phpassDecoy).toHaveLength(34);
    expect((await checked('ghost', '10.7.5.1')).map(kindOf)).toEqual(['$generic$', '$P$']);
    // The extra accounts' stored "hashes" are `test$<password>`
    // (server/test/throttle-test-kit.ts): a kind of its own, which every wrong password costs
    // from then on.
    const [test = '', ...testDecoys] = await checked(kit.account(0).username, '10.7.5.2');
    expect(test).toMatch(/^test\$/);
    expect(testDecoys.map(kindOf)).toEqual(['$generic$', '$P$']);
    const ghost = await checked('ghost', '10.7.5.2');
    expect(ghost.map(kindOf)).toEqual(['$generic$', '$P$', 'test$']);
    const testDecoy = ghost[2] ?? '';
    expect(testDecoy).toHaveLength(test.length);
    expect(testDecoy).not.toBe(test);
    expect((await checked('admin', '10.7.5.3')).map(kindOf)).toEqual(['$generic$', '$P$', 'test$']);
    // Every decoy is drawn anew: none is a hash anyone holds, nor one seen before.
    expect(new Set([generic, phpassDecoy, test, ...testDecoys, ...ghost]).size).toBe(8);
  });

  it('costs what a known name without application passwords costs', async () => {
    const withoutPasswords = kit.server.db
      .prepare<[], { user_login: string }>(
        `SELECT user_login FROM wp_users
          WHERE ID NOT IN (SELECT user_id FROM wp_application_passwords) LIMIT 1`,
      )
      .get()?.user_login;
    expect(withoutPasswords).toBeDefined();
    const { app, checks } = kit.buildApp();
    expect((await signIn(app, wrong(withoutPasswords ?? ''), '10.7.6.1')).status).toBe(401);
    expect(checks()).toBe(CHECKS_PER_GUESS);
    expect((await signIn(app, wrong('ghost'), '10.7.6.1')).status).toBe(401);
    expect(checks()).toBe(2 * CHECKS_PER_GUESS);
  });

  it('reads the store as often as a known name does', async () => {
    const { users } = createSqliteStore(kit.server.db);
    const reads: string[] = [];
    const authenticate = createAuthenticator({
      findByLoginOrEmail: (name) => (reads.push('find'), users.findByLoginOrEmail(name)),
      findById: (id) => (reads.push('byId'), users.findById(id)),
      page: (roles, limit, offset) => (reads.push('page'), users.page(roles, limit, offset)),
      passwordHashes: (id) => (reads.push('hashes'), users.passwordHashes(id)),
    });
    const readsFor = async (name: string) => {
      reads.length = 0;
      expect(await authenticate(basicAuth(wrong(name)), '10.7.7.1')).toMatchObject({
        kind: 'rejected',
      });
      return [...reads];
    };
    const known = await readsFor('admin');
    expect(known).toEqual(['find', 'hashes']);
    expect(await readsFor('ghost')).toEqual(known);
  });
});
