import { describe, expect, it } from 'vitest';
import { all, andThen } from './maybe-promise';

describe('maybe-promise', () => {
  it('stays synchronous when every value is there', () => {
    const result = andThen(all([1, 'two'] as const), ([one, two]) => `${one} ${two}`);
    expect(result).toBe('1 two');
  });

  it('waits when any value is a promise', async () => {
    const result = andThen(
      all([1, Promise.resolve('two')] as const),
      ([one, two]) => `${one} ${two}`,
    );
    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toBe('1 two');
  });

  it('passes a rejection on', async () => {
    const failed = andThen(Promise.reject(new Error('no')), () => 'never');
    await expect(failed).rejects.toThrow('no');
  });
});
