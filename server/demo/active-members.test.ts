import { describe, expect, it } from 'vitest';
import { createMemberIndex } from './active-members';
import type { ActiveWindow } from './activity-plan';
import { createRandom } from './random';

const window = (
  registeredAt: number,
  activeUntil: number | null,
  engagement = 1,
): ActiveWindow => ({ registeredAt, activeUntil, lastSeen: activeUntil, engagement });

// Joined at 10, 20, 30, 40; user 3 stopped at 50, user 4 never acted.
const windows = new Map<number, ActiveWindow>([
  [1, window(0, 1000)],
  [2, window(15, 1000)],
  [3, window(0, 50)],
  [4, window(0, null)],
]);
const joined = new Map([
  [1, 10],
  [2, 20],
  [3, 30],
  [4, 40],
]);
const index = createMemberIndex([4, 3, 2, 1], (id) => joined.get(id) ?? 0, windows);

function drawn(at: number, times = 400): Set<number | null> {
  const random = createRandom(5);
  return new Set(Array.from({ length: times }, () => index.pick(random, at)));
}

describe('drawing members active at a moment', () => {
  it('picks only members who had joined and were active then', () => {
    expect(index.size).toBe(4);
    expect(drawn(5)).toEqual(new Set([null]));
    expect(drawn(15)).toEqual(new Set([1]));
    expect(drawn(45)).toEqual(new Set([1, 2, 3]));
    expect(drawn(60)).toEqual(new Set([1, 2]));
    expect(drawn(2000)).toEqual(new Set([null]));
  });

  it('draws the more engaged more often', () => {
    const engaged = new Map<number, ActiveWindow>([
      [1, window(0, 1000, 1)],
      [2, window(0, 1000, 0.1)],
    ]);
    const both = createMemberIndex([1, 2], () => 0, engaged);
    const random = createRandom(9);
    const picks = Array.from({ length: 2000 }, () => both.pick(random, 500));
    const ones = picks.filter((id) => id === 1).length;
    expect(ones / picks.length).toBeGreaterThan(0.8);
    expect(picks).toContain(2);
  });

  it('picks distinct members per moment, skipping moments nobody is left for', () => {
    const random = createRandom(3);
    const picks = index.pickDistinct(random, [45, 45, 45, 45, 60]);
    expect(picks.map((pick) => pick.at)).toEqual([45, 45, 45]);
    expect(new Set(picks.map((pick) => pick.userId))).toEqual(new Set([1, 2, 3]));
  });

  it('can pick among those who had joined, active or not', () => {
    const random = createRandom(4);
    expect(index.pickJoined(random, 45, new Set([1, 2, 3]))).toBe(4);
    expect(index.pickJoined(random, 25, new Set([1, 2]))).toBeNull();
  });
});
