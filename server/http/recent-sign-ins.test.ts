import { describe, expect, it } from 'vitest';
import { createRecentSignIns } from './recent-sign-ins';

function withClock(maxKeys = 100) {
  let now = 0;
  const signIns = createRecentSignIns({ windowMs: 10_000, maxKeys, now: () => now });
  return { signIns, set: (ms: number) => (now = ms) };
}

describe('recent sign-ins', () => {
  it('know a pair of user and address for the window after its last sign-in', () => {
    const { signIns, set } = withClock();
    signIns.record(1, '10.0.0.1');
    expect(signIns.has(1, '10.0.0.1')).toBe(true);
    expect(signIns.has(2, '10.0.0.1')).toBe(false);
    expect(signIns.has(1, '10.0.0.2')).toBe(false);
    set(9_999);
    expect(signIns.has(1, '10.0.0.1')).toBe(true);
    signIns.record(1, '10.0.0.1');
    set(19_998);
    expect(signIns.has(1, '10.0.0.1')).toBe(true);
    set(19_999);
    expect(signIns.has(1, '10.0.0.1')).toBe(false);
    expect(signIns.size).toBe(0);
  });

  it('keep at most maxKeys pairs: expired ones go first, then the least recently signed in', () => {
    const { signIns, set } = withClock(3);
    signIns.record(1, 'a');
    set(1_000);
    signIns.record(2, 'a');
    set(1_500);
    signIns.record(3, 'a');
    set(2_000);
    // 1 signs in again: 2 is now the one signed in longest ago.
    signIns.record(1, 'a');
    signIns.record(4, 'a');
    expect(signIns.size).toBe(3);
    expect([1, 2, 3, 4].map((user) => signIns.has(user, 'a'))).toEqual([true, false, true, true]);
    // 3 has expired: it makes room, and the live ones stay.
    set(11_600);
    signIns.record(5, 'a');
    expect([1, 3, 4, 5].map((user) => signIns.has(user, 'a'))).toEqual([true, false, true, true]);
  });
});
