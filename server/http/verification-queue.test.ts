import { describe, expect, it } from 'vitest';
import { createVerificationQueue } from './verification-queue';

/** A task that runs until its `finish` is called. */
function heldTask() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  const task = async () => {
    started = true;
    await done;
    return 'checked';
  };
  return { task, finish, started: () => started };
}

/** Signed in lately, no failures; never seen; failed `n` times lately. */
const CLEAN = { pastFailures: 0, signedInLately: true };
const UNKNOWN = { pastFailures: 0, signedInLately: false };
const failed = (pastFailures: number) => ({ pastFailures, signedInLately: false });

describe('the verification queue', () => {
  it('runs at most `concurrency` tasks, queues up to `queueLimit`, refuses the rest at once', async () => {
    const queue = createVerificationQueue({ concurrency: 2, queueLimit: 2, perClientLimit: 9 });
    const tasks = [1, 2, 3, 4, 5].map(() => heldTask());
    const outcomes = tasks.map((held, i) => queue.run(`client-${i}`, CLEAN, held.task));
    expect(tasks.map((held) => held.started())).toEqual([true, true, false, false, false]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    expect(await outcomes[4]).toEqual({ ok: false, refusal: 'server_busy' });

    tasks[0]?.finish();
    expect(await outcomes[0]).toEqual({ ok: true, value: 'checked' });
    // The first in line took the freed place.
    expect(tasks.map((held) => held.started())).toEqual([true, true, true, false, false]);
    for (const held of tasks) held.finish();
    expect(await Promise.all(outcomes.slice(1, 4))).toEqual([
      { ok: true, value: 'checked' },
      { ok: true, value: 'checked' },
      { ok: true, value: 'checked' },
    ]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('gives one client at most perClientLimit places, running or waiting', async () => {
    const queue = createVerificationQueue({ concurrency: 1, queueLimit: 10, perClientLimit: 2 });
    const tasks = [1, 2, 3].map(() => heldTask());
    const outcomes = tasks.map((held) => queue.run('flood', CLEAN, held.task));
    expect(queue.load).toEqual({ running: 1, waiting: 1 });
    expect(await outcomes[2]).toEqual({ ok: false, refusal: 'client_busy' });
    const other = heldTask();
    const otherOutcome = queue.run('someone-else', CLEAN, other.task);
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    for (const held of [...tasks, other]) held.finish();
    expect(await otherOutcome).toEqual({ ok: true, value: 'checked' });
    // Places are given back when tasks end, failed ones included.
    expect(
      await queue
        .run('flood', CLEAN, () => Promise.reject(new Error('scrypt failed')))
        .catch(String),
    ).toBe('Error: scrypt failed');
    expect(await queue.run('flood', CLEAN, async () => 'again')).toEqual({
      ok: true,
      value: 'again',
    });
  });

  it('starts the clean first and, when full, refuses the waiting check with most failures', async () => {
    const queue = createVerificationQueue({ concurrency: 1, queueLimit: 2, perClientLimit: 9 });
    const [a, b, c, d, e] = [1, 2, 3, 4, 5].map(() => heldTask());
    if (!a || !b || !c || !d || !e) throw new Error('five tasks');
    const running = queue.run('a', CLEAN, a.task);
    const flooder = queue.run('b', failed(5), b.task);
    const waiting = queue.run('c', failed(3), c.task);
    const clean = queue.run('d', UNKNOWN, d.task);
    const refusedFirst = await Promise.race([
      flooder.then((outcome) => ['the flooder', outcome]),
      clean.then((outcome) => ['the clean newcomer', outcome]),
    ]);
    expect(refusedFirst).toEqual(['the flooder', { ok: false, refusal: 'server_busy' }]);
    expect(await queue.run('e', failed(3), e.task)).toEqual({ ok: false, refusal: 'server_busy' });
    a.finish();
    await running;
    expect([c.started(), d.started()]).toEqual([false, true]);
    d.finish();
    c.finish();
    expect(await clean).toEqual({ ok: true, value: 'checked' });
    expect(await waiting).toEqual({ ok: true, value: 'checked' });
  });

  it('keeps one running place for clients without failures', async () => {
    const queue = createVerificationQueue({ concurrency: 2, queueLimit: 4, perClientLimit: 9 });
    const [s1, s2, c] = [1, 2, 3].map(() => heldTask());
    if (!s1 || !s2 || !c) throw new Error('three tasks');
    const first = queue.run('suspect-1', failed(1), s1.task);
    const second = queue.run('suspect-2', failed(1), s2.task);
    expect([s1.started(), s2.started()]).toEqual([true, false]);
    const clean = queue.run('clean', UNKNOWN, c.task);
    expect(c.started()).toBe(true);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    s1.finish();
    await first;
    expect(s2.started()).toBe(true);
    s2.finish();
    c.finish();
    expect(await Promise.all([second, clean])).toEqual([
      { ok: true, value: 'checked' },
      { ok: true, value: 'checked' },
    ]);
  });
});
