import { describe, expect, it } from 'vitest';
import { createFailureThrottle } from './failure-throttle';

function throttleWithClock(limit = 3, maxKeys = 100) {
  let now = 0;
  const throttle = createFailureThrottle({ limit, windowMs: 10_000, maxKeys, now: () => now });
  return { throttle, set: (ms: number) => (now = ms) };
}

describe('the failure throttle', () => {
  it('allows `limit` attempts per window, then says how long to wait, then forgets', () => {
    const { throttle, set } = throttleWithClock();
    expect([1, 2, 3].map(() => throttle.attempt('a'))).toEqual([0, 0, 0]);
    expect(throttle.attempt('a')).toBe(10);
    expect(throttle.attempt('b')).toBe(0);
    set(9_001);
    expect(throttle.attempt('a')).toBe(1);
    set(10_000);
    expect(throttle.attempt('a')).toBe(0);
  });

  it('takes refunded attempts back', () => {
    const { throttle } = throttleWithClock();
    for (let i = 0; i < 10; i += 1) {
      expect(throttle.attempt('a')).toBe(0);
      throttle.refund('a');
    }
    expect(throttle.size).toBe(0);
  });

  it('tracks at most maxKeys keys, dropping expired ones first, then the oldest', () => {
    const { throttle, set } = throttleWithClock(1, 3);
    throttle.attempt('old');
    set(5_000);
    throttle.attempt('b');
    throttle.attempt('c');
    set(10_001);
    // 'old' has expired: it makes room, and 'b' and 'c' stay blocked.
    throttle.attempt('d');
    expect(throttle.size).toBe(3);
    expect(throttle.attempt('b')).toBeGreaterThan(0);
    expect(throttle.attempt('c')).toBeGreaterThan(0);
    // Nothing has expired now: the oldest, 'b', goes.
    throttle.attempt('e');
    expect(throttle.size).toBe(3);
    expect(throttle.attempt('b')).toBe(0);
    for (let i = 0; i < 10_000; i += 1) throttle.attempt(`flood-${i}`);
    expect(throttle.size).toBe(3);
  });
});
