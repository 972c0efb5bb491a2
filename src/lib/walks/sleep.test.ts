import { describe, expect, it } from 'vitest';
import { sleep } from './sleep';

describe('sleep', () => {
  it('waits, and ends early when its signal is aborted', async () => {
    const started = performance.now();
    await sleep(20);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);

    const controller = new AbortController();
    const cut = performance.now();
    const waiting = sleep(10_000, controller.signal);
    controller.abort();
    await waiting;
    expect(performance.now() - cut).toBeLessThan(1000);

    const early = performance.now();
    await sleep(10_000, AbortSignal.abort());
    expect(performance.now() - early).toBeLessThan(1000);
  });
});
