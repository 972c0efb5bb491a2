import { describe, expect, it } from 'vitest';
import { parseSiteDate } from '../../lib/dates';
import { waitedFor, waitingText } from './waited';

const now = parseSiteDate('2026-11-27 12:00:00')!;
const since = (value: string) => parseSiteDate(value)!;

describe('waitedFor', () => {
  it.each([
    ['2026-11-27 11:59:30', 'under a minute'],
    ['2026-11-27 12:05:00', 'under a minute'],
    ['2026-11-27 11:15:00', '45 minutes'],
    ['2026-11-27 09:00:00', '3 hours'],
    ['2026-11-26 12:00:00', '1 day'],
    ['2026-11-17 12:00:00', '10 days'],
    ['2026-10-30 12:00:00', '4 weeks'],
    ['2026-08-27 12:00:00', '3 months'],
    ['2024-11-01 12:00:00', '2 years'],
  ])('from %s: %s', (date, text) => {
    expect(waitedFor(since(date), now)).toBe(text);
  });

  it('says nothing of a date the site did not send', () => {
    expect(waitingText(null, now)).toBeNull();
    expect(waitingText('2026-11-24 12:00:00', now)).toBe('Waiting 3 days');
  });
});
