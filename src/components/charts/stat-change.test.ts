import { describe, expect, it } from 'vitest';
import { statChange } from './stat-change';

const week = { period: 'previous 7 days' };

describe('statChange', () => {
  it('shows a rise as a plus percentage, good by default', () => {
    expect(statChange(1120, { ...week, previous: 1000 })).toEqual({
      direction: 'up',
      tone: 'good',
      text: '+12% vs previous 7 days',
      spoken: 'Up 12% from 1,000 in the previous 7 days',
    });
  });

  it('shows a fall with a true minus sign, bad by default and good when down is better', () => {
    const fall = statChange(46, { ...week, previous: 50 });
    expect(fall).toMatchObject({ direction: 'down', tone: 'bad', text: '−8% vs previous 7 days' });
    expect(fall.spoken).toBe('Down 8% from 50 in the previous 7 days');
    expect(statChange(46, { ...week, previous: 50, better: 'down' }).tone).toBe('good');
  });

  it('says no change when equal, zero included', () => {
    expect(statChange(7, { ...week, previous: 7 })).toMatchObject({
      direction: 'flat',
      tone: 'neutral',
      text: 'No change vs previous 7 days',
    });
    expect(statChange(0, { ...week, previous: 0 }).direction).toBe('flat');
  });

  it('has no percentage from a previous of zero', () => {
    expect(statChange(5, { ...week, previous: 0 })).toEqual({
      direction: 'up',
      tone: 'good',
      text: 'Up from 0 vs previous 7 days',
      spoken: 'Up from 0 in the previous 7 days',
    });
  });

  it('keeps a small change visible instead of rounding it to 0%', () => {
    expect(statChange(5002, { ...week, previous: 5000 }).text).toBe('+0.04% vs previous 7 days');
  });

  it('falls back to "previous period" without a period', () => {
    expect(statChange(2, { previous: 1 }).text).toBe('+100% vs previous period');
  });
});
