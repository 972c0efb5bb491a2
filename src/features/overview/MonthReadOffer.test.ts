import { describe, expect, it } from 'vitest';
import { monthReadCost } from './MonthReadOffer';

describe('monthReadCost', () => {
  it('says one request, and several, with the size in KB or MB', () => {
    expect(monthReadCost(1)).toBe('about 1 request and 6 KB of data');
    expect(monthReadCost(250)).toBe('about 3 requests and 2 MB of data');
    expect(monthReadCost(120_000)).toBe('about 1,200 requests and 768 MB of data');
  });
});
