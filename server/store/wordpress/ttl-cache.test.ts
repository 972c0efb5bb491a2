import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('reads once per key until the time is up, then reads again', async () => {
    let clock = 0;
    let reads = 0;
    const cache = createTtlCache<number>(1000, () => clock);
    const read = () => Promise.resolve((reads += 1));
    expect(await cache('a', read)).toBe(1);
    clock = 999;
    expect(await cache('a', read)).toBe(1);
    expect(await cache('b', read)).toBe(2);
    clock = 1000;
    expect(await cache('a', read)).toBe(3);
  });

  it('keeps at most a thousand keys, dropping the oldest', async () => {
    let reads = 0;
    const cache = createTtlCache<number>(60_000, () => 0);
    const read = () => Promise.resolve((reads += 1));
    for (let key = 0; key <= 1000; key += 1) await cache(String(key), read);
    expect(reads).toBe(1001);
    await cache('1000', read);
    expect(reads).toBe(1001);
    await cache('0', read);
    expect(reads).toBe(1002);
  });

  it('does not keep a failed read', async () => {
    const cache = createTtlCache<number>(60_000, () => 0);
    await expect(cache('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache('a', () => Promise.resolve(7))).toBe(7);
  });
});
