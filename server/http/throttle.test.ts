import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import { basicAuth } from '../test/harness';
import { startHttpServer } from './node-server';
import {
  CHECKS_PER_GUESS,
  throttleKitBeforeAll,
  signIn,
  wrong,
  type ThrottleKit,
} from '../test/throttle-test-kit';

/** The failed-password throttle seen from HTTP (docs/decisions/005). */
let kit: ThrottleKit;
throttleKitBeforeAll((built) => (kit = built));

describe('failed password checks', () => {
  it('are limited per address: 429 with Retry-After, no hash check spent, until the window ends', async () => {
    const { app, checks, advance } = kit.buildApp();
    for (const username of ['admin', 'member', 'admin']) {
      expect((await signIn(app, wrong(username), '10.0.0.1')).status).toBe(401);
    }
    expect(checks()).toBe(3 * CHECKS_PER_GUESS);

    const refused = await signIn(app, wrong('member'), '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(refused.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({
      code: 'rest_too_many_requests',
      message: 'Too many failed sign-in attempts. Try again in 60 seconds.',
      data: { status: 429, retry_after: 60 },
    });
    // Refused before the check: even the right password is not looked at.
    expect((await signIn(app, kit.server.credentials.admin, '10.0.0.1')).status).toBe(429);
    expect(checks()).toBe(3 * CHECKS_PER_GUESS);

    advance(30_500);
    expect((await signIn(app, wrong('admin'), '10.0.0.1')).headers.get('Retry-After')).toBe('30');
    advance(29_500);
    expect((await signIn(app, wrong('admin'), '10.0.0.1')).status).toBe(401);
    expect((await signIn(app, kit.server.credentials.admin, '10.0.0.1')).status).toBe(200);
  });

  it('count unknown usernames against the address too', async () => {
    const { app, checks } = kit.buildApp();
    for (const username of ['ghost', 'ghost@example.com', 'nobody']) {
      expect((await signIn(app, wrong(username), '10.0.0.2')).status).toBe(401);
    }
    expect((await signIn(app, wrong('ghost'), '10.0.0.2')).status).toBe(429);
    // Checked each (against decoys) as a known name is (docs/decisions/032).
    expect(checks()).toBe(3 * CHECKS_PER_GUESS);
  });

  it('are limited per name across addresses, but a remembered sign-in of that user still works', async () => {
    const { app } = kit.buildApp();
    expect((await signIn(app, kit.server.credentials.member, '10.0.1.100')).status).toBe(200);
    for (let i = 1; i <= 5; i += 1) {
      expect((await signIn(app, wrong('member'), `10.0.1.${i}`)).status).toBe(401);
    }
    const refused = await signIn(app, wrong('member'), '10.0.1.6');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    // The name as typed is what counts: the email has a budget of its own, as an unknown
    // email would (docs/decisions/026).
    expect((await signIn(app, wrong(kit.memberEmail()), '10.0.1.7')).status).toBe(401);
    // Nothing was held against 10.0.1.6: another user signs in from there.
    expect((await signIn(app, kit.server.credentials.admin, '10.0.1.6')).status).toBe(200);
    // The member's own remembered credential costs no check, so it is never refused.
    expect((await signIn(app, kit.server.credentials.member, '10.0.1.100')).status).toBe(200);
    expect((await signIn(app, kit.server.credentials.member, '10.0.1.8')).status).toBe(200);
  });

  it('from one address do not stop another user signing in from another address', async () => {
    const { app } = kit.buildApp();
    for (let i = 0; i < 3; i += 1) await signIn(app, wrong(kit.account(0).username), '10.0.2.1');
    expect((await signIn(app, wrong('admin'), '10.0.2.1')).status).toBe(429);
    // A first, uncached sign-in of another user, from another address.
    expect((await signIn(app, kit.server.credentials.admin, '10.0.2.2')).status).toBe(200);
    // Remembered now, so the throttled address may use it too: it needs no check.
    expect((await signIn(app, kit.server.credentials.admin, '10.0.2.1')).status).toBe(200);
  });

  it('answer the same wrong pair again at once: no second check, no second charge', async () => {
    const { app, checks, advance } = kit.buildApp();
    const guess = wrong('member');
    const unknown = wrong('nobody-here');
    // Far more repeats than the per-address (3) and per-user limits: each is one guess.
    for (let i = 0; i < 8; i += 1) {
      const answer = await signIn(app, guess, '10.0.4.1');
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { code: string }).code).toBe('incorrect_password');
      const unknownAnswer = await signIn(app, unknown, '10.0.4.1');
      expect(unknownAnswer.status).toBe(401);
    }
    expect(checks()).toBe(2 * CHECKS_PER_GUESS);
    // Two failures charged (one per distinct pair): a third distinct guess still gets checked.
    expect((await signIn(app, wrong('admin'), '10.0.4.1')).status).toBe(401);
    expect(checks()).toBe(3 * CHECKS_PER_GUESS);
    expect((await signIn(app, wrong('admin'), '10.0.4.1')).status).toBe(429);
    // Remembered for the throttle's window only.
    advance(60_001);
    expect((await signIn(app, guess, '10.0.4.2')).status).toBe(401);
    expect(checks()).toBe(4 * CHECKS_PER_GUESS);
  });

  it('are not counted when the password was right', async () => {
    const { app } = kit.buildApp({ cacheTtlMs: 0 });
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(app, kit.server.credentials.admin, '10.0.3.1')).status).toBe(200);
    }
    expect((await signIn(app, wrong('admin'), '10.0.3.1')).status).toBe(401);
  });
});

describe('the client address', () => {
  it('comes from the socket by default, not from X-Forwarded-For', async () => {
    const app = createApp({
      store: createSqliteStore(kit.server.db),
      auth: { perAddress: { limit: 2, windowMs: 60_000 } },
    });
    const running = await startHttpServer(app.fetch, 0, '127.0.0.1');
    try {
      const overSocket = async (forwardedFor: string) =>
        (
          await fetch(`${running.url}/wp-json/wp/v2/users/me`, {
            headers: { Authorization: basicAuth(wrong('ghost')), 'X-Forwarded-For': forwardedFor },
          })
        ).status;
      expect(await overSocket('192.0.2.1')).toBe(401);
      expect(await overSocket('192.0.2.2')).toBe(401);
      expect(await overSocket('192.0.2.3')).toBe(429);
      // In-process requests have no socket: they are another client (the fixed fallback key).
      const inProcess = await app.request('/wp-json/wp/v2/users/me', {
        headers: { Authorization: basicAuth(wrong('ghost')) },
      });
      expect(inProcess.status).toBe(401);
    } finally {
      await running.close();
    }
  });

  it('comes from the last X-Forwarded-For entry only when the proxy is trusted', async () => {
    const app = createApp({
      store: createSqliteStore(kit.server.db),
      auth: { perAddress: { limit: 1, windowMs: 60_000 } },
      clientAddress: { trustForwardedFor: true },
    });
    const send = async (forwardedFor: string) =>
      (
        await app.request('/wp-json/wp/v2/users/me', {
          headers: { Authorization: basicAuth(wrong('ghost')), 'X-Forwarded-For': forwardedFor },
        })
      ).status;
    expect(await send('198.51.100.7, 203.0.113.1')).toBe(401);
    expect(await send('198.51.100.8, 203.0.113.1')).toBe(429);
    expect(await send('203.0.113.1, 203.0.113.2')).toBe(401);
  });
});
