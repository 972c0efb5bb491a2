import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import { basicAuth } from '../test/harness';
import { startHttpServer } from './node-server';
import { throttleKitBeforeAll, signIn, wrong, type ThrottleKit } from '../test/throttle-test-kit';

/**
 * The per-name limit must not be a switch that locks the owner out (docs/decisions/026): an
 * address that signed in as the user lately is not held by it.
 */
let kit: ThrottleKit;
throttleKitBeforeAll((built) => (kit = built));

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Longer than a verified pair is remembered (5 minutes): the next sign-in is a full check. */
const PAST_THE_MEMORY = 6 * MINUTE;

describe('a wrong-password flood for one name', () => {
  it('does not hold an address that signed in as that user lately', async () => {
    const { app, advance } = kit.buildApp({ perAddress: { limit: 20, windowMs: MINUTE } });
    const owner = kit.server.credentials.member;
    expect((await signIn(app, owner, '10.6.0.1')).status).toBe(200);
    advance(PAST_THE_MEMORY);
    for (const name of ['member', kit.memberEmail()]) {
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn(app, wrong(name), '10.6.0.66')).status).toBe(401);
      }
      expect((await signIn(app, wrong(name), '10.6.0.66')).status).toBe(429);
    }
    // The owner's address is not held, whether they type their login or their email.
    expect((await signIn(app, owner, '10.6.0.1')).status).toBe(200);
    const byEmail = { ...owner, username: kit.memberEmail() };
    expect((await signIn(app, byEmail, '10.6.0.1')).status).toBe(200);
  });

  it('holds a brand-new address, even with the right password, until the window ends', async () => {
    const { app, advance } = kit.buildApp({ perAddress: { limit: 20, windowMs: MINUTE } });
    for (let i = 0; i < 5; i += 1) await signIn(app, wrong('member'), '10.6.1.66');
    const held = await signIn(app, kit.server.credentials.member, '10.6.1.2');
    expect(held.status).toBe(429);
    expect(held.headers.get('Retry-After')).toBe('60');
    expect(await held.json()).toEqual({
      code: 'rest_too_many_requests',
      message:
        'Too many failed sign-in attempts for this username. Try again in 60 seconds, or from a network you signed in from before.',
      data: { status: 429, retry_after: 60 },
    });
    advance(MINUTE);
    expect((await signIn(app, kit.server.credentials.member, '10.6.1.2')).status).toBe(200);
  });

  it('keeps an address in good standing for 30 days after its last sign-in as that user', async () => {
    const { app, advance } = kit.buildApp({ perAddress: { limit: 20, windowMs: MINUTE } });
    const owner = kit.server.credentials.member;
    const flood = async () => {
      for (let i = 0; i < 5; i += 1) await signIn(app, wrong('member'), '10.6.2.66');
    };
    expect((await signIn(app, owner, '10.6.2.1')).status).toBe(200);
    advance(29 * DAY);
    await flood();
    // Each sign-in starts the 30 days again.
    expect((await signIn(app, owner, '10.6.2.1')).status).toBe(200);
    advance(29 * DAY);
    await flood();
    expect((await signIn(app, owner, '10.6.2.1')).status).toBe(200);
    advance(30 * DAY + 1);
    await flood();
    expect((await signIn(app, owner, '10.6.2.1')).status).toBe(429);
  });

  it('gives no standing for another user: the address is held for this one', async () => {
    const { app, advance } = kit.buildApp({ perAddress: { limit: 20, windowMs: MINUTE } });
    expect((await signIn(app, kit.server.credentials.admin, '10.6.3.1')).status).toBe(200);
    advance(PAST_THE_MEMORY);
    for (let i = 0; i < 5; i += 1) await signIn(app, wrong('member'), '10.6.3.66');
    expect((await signIn(app, kit.server.credentials.member, '10.6.3.1')).status).toBe(429);
    expect((await signIn(app, kit.server.credentials.admin, '10.6.3.1')).status).toBe(200);
  });
});

describe('an address shared with a user in good standing', () => {
  it('answers wrong passwords for that real name exactly as for a name that does not exist', async () => {
    const { app, advance } = kit.buildApp({ perAddress: { limit: 20, windowMs: MINUTE } });
    const owner = kit.server.credentials.member;
    expect((await signIn(app, owner, '10.6.4.1')).status).toBe(200);
    advance(PAST_THE_MEMORY);
    const answersTo = async (name: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1)
        statuses.push((await signIn(app, wrong(name), '10.6.4.1')).status);
      return statuses;
    };
    const real = await answersTo('member');
    expect(real).toEqual(await answersTo('nobody-by-this-name'));
    expect(real).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The name's own limit holds others back; the owner's right password still gets in here.
    expect((await signIn(app, owner, '10.6.4.2')).status).toBe(429);
    expect((await signIn(app, owner, '10.6.4.1')).status).toBe(200);
  });
});

describe('two addresses on loopback, over real sockets', () => {
  it('an attacker at 127.0.0.2 does not lock out the owner at 127.0.0.1', async () => {
    let now = 1_000_000;
    // The default limits: 20 failures a minute per address, 10 per name.
    const app = createApp({ store: createSqliteStore(kit.server.db), auth: { now: () => now } });
    const running = await startHttpServer(app.fetch, 0, '127.0.0.1');
    const { port } = new URL(running.url);
    const from = (localAddress: string, account: { username: string; password: string }) =>
      new Promise<number>((resolve, reject) => {
        const sent = request(
          {
            host: '127.0.0.1',
            port,
            localAddress,
            path: '/wp-json/wp/v2/users/me',
            headers: { Authorization: basicAuth(account) },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        sent.on('error', reject);
        sent.end();
      });
    try {
      const owner = kit.server.credentials.admin;
      expect(await from('127.0.0.1', owner)).toBe(200);
      now += PAST_THE_MEMORY;
      for (let i = 0; i < 10; i += 1) expect(await from('127.0.0.2', wrong('admin'))).toBe(401);
      expect(await from('127.0.0.2', wrong('admin'))).toBe(429);
      expect(await from('127.0.0.1', owner)).toBe(200);
    } finally {
      running.server.closeAllConnections();
      await running.close();
    }
  });
});
