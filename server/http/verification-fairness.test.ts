import { describe, expect, it } from 'vitest';
import {
  throttleKitBeforeAll,
  gatedVerifier,
  signIn,
  wrong,
  type ThrottleKit,
} from '../test/throttle-test-kit';

/** The verification queue seen from HTTP: the cap, and who gets a place (docs/decisions/005). */
let kit: ThrottleKit;
throttleKitBeforeAll((built) => (kit = built));

describe('password checks at once', () => {
  it('are capped; a full queue is refused at once with 503 and Retry-After', async () => {
    const gate = gatedVerifier();
    const { app } = kit.buildApp(
      { queue: { concurrency: 2, queueLimit: 1, perClientLimit: 5 } },
      gate.verify,
    );
    const first = [0, 1].map((i) => signIn(app, kit.account(i), `10.1.0.${i}`));
    await gate.runningAtOnce(2);
    // Two more: one waits its turn, the other finds the queue full. Without a cap both would
    // start checking, and the third check running would win this race.
    const more = [2, 3].map((i) => signIn(app, kit.account(i), `10.1.1.${i}`));
    const refused = await Promise.race([
      ...more,
      gate.runningAtOnce(3).then(() => 'a third check started'),
    ]);
    expect(refused).toBeInstanceOf(Response);
    const response = refused as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('1');
    expect(await response.json()).toMatchObject({
      code: 'rest_server_busy',
      data: { status: 503, retry_after: 1 },
    });

    gate.release();
    const statuses = await Promise.all([...first, ...more].map(async (r) => (await r).status));
    expect(statuses.sort()).toEqual([200, 200, 200, 503]);
    expect(gate.mostAtOnce()).toBe(2);
  });

  it('give one address only its share (429), and never hold up a remembered sign-in', async () => {
    const gate = gatedVerifier();
    const { app } = kit.buildApp(
      { queue: { concurrency: 2, queueLimit: 4, perClientLimit: 1 } },
      gate.verify,
    );
    expect((await signIn(app, kit.server.credentials.admin, '10.2.0.1')).status).toBe(200);

    const held = signIn(app, kit.account(0), '10.2.0.1');
    await gate.runningAtOnce(1);
    // A place is free, but this address already holds its one.
    const second = await Promise.race([
      signIn(app, kit.account(1), '10.2.0.1'),
      gate.runningAtOnce(2).then(() => 'a second check from 10.2.0.1 started'),
    ]);
    expect(second).toBeInstanceOf(Response);
    expect((second as Response).status).toBe(429);
    expect((second as Response).headers.get('Retry-After')).toBe('1');
    expect(await (second as Response).json()).toMatchObject({ code: 'rest_too_many_requests' });
    // Another address gets the free place.
    const other = signIn(app, kit.account(2), '10.2.0.2');
    await gate.runningAtOnce(2);
    // Every place is taken now, yet a remembered credential needs none.
    expect((await signIn(app, kit.server.credentials.admin, '10.2.0.1')).status).toBe(200);
    gate.release();
    expect((await held).status).toBe(200);
    expect((await other).status).toBe(200);
  });

  it('let an address without failures overtake addresses that keep failing', async () => {
    const gate = gatedVerifier();
    const { app } = kit.buildApp(
      { queue: { concurrency: 1, queueLimit: 1, perClientLimit: 1 } },
      gate.verify,
    );
    for (const address of ['10.4.0.1', '10.4.0.2']) {
      expect((await signIn(app, wrong('member'), address)).status).toBe(401);
    }
    const running = signIn(app, kit.account(0), '10.4.0.1');
    await gate.runningAtOnce(1);
    const waiting = signIn(app, kit.account(1), '10.4.0.2');
    // The queue is full of a failing address: the clean newcomer takes its waiting place.
    const clean = signIn(app, kit.account(2), '10.4.0.3');
    const [refused, response] = await Promise.race([
      waiting.then((r) => ['the failing address', r] as const),
      clean.then((r) => ['the clean newcomer', r] as const),
    ]);
    expect(refused).toBe('the failing address');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('1');
    gate.release();
    expect((await running).status).toBe(200);
    expect((await clean).status).toBe(200);
  });

  it('put an address that signed in lately before addresses never seen', async () => {
    const gate = gatedVerifier();
    const { app } = kit.buildApp(
      { queue: { concurrency: 1, queueLimit: 1, perClientLimit: 1 } },
      gate.verify,
    );
    expect((await signIn(app, kit.server.credentials.admin, '10.5.0.9')).status).toBe(200);
    const running = signIn(app, kit.account(0), '10.5.0.1');
    await gate.runningAtOnce(1);
    const unknown = signIn(app, kit.account(1), '10.5.0.2');
    // Neither has failed yet; the address known for a right password goes first.
    const known = signIn(app, kit.account(2), '10.5.0.9');
    const [refused, response] = await Promise.race([
      unknown.then((r) => ['the unknown address', r] as const),
      known.then((r) => ['the known address', r] as const),
    ]);
    expect(refused).toBe('the unknown address');
    expect(response.status).toBe(503);
    gate.release();
    expect((await running).status).toBe(200);
    expect((await known).status).toBe(200);
  });

  it('share one check between identical credentials arriving together', async () => {
    const gate = gatedVerifier();
    const { app, checks } = kit.buildApp({}, gate.verify);
    const together = [1, 2, 3, 4, 5].map((i) => signIn(app, kit.account(4), `10.3.0.${i}`));
    await gate.runningAtOnce(1);
    gate.release();
    for (const response of await Promise.all(together)) expect(response.status).toBe(200);
    expect(checks()).toBe(1);
  });
});
