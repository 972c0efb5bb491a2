import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, formatExact, formatRelative, parseSiteDate } from './dates';
import { activateLocale, loadMessages } from './i18n/activate-locale';

describe('parseSiteDate', () => {
  it('reads WordPress timestamps as UTC', () => {
    expect(parseSiteDate('2026-11-21 19:18:30')?.toISOString()).toBe('2026-11-21T19:18:30.000Z');
  });

  it.each([null, undefined, '', 'yesterday'])('returns null for %j', (value) => {
    expect(parseSiteDate(value)).toBeNull();
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:59:30Z', 'just now'],
    ['2026-11-21T11:55:00Z', '5 minutes ago'],
    ['2026-11-21T09:00:00Z', '3 hours ago'],
    ['2026-11-20T10:00:00Z', 'yesterday'],
    ['2026-10-01T12:00:00Z', 'last month'],
    ['2026-08-01T12:00:00Z', '3 months ago'],
    ['2025-06-01T12:00:00Z', 'last year'],
  ])('%s → %s', (iso, expected) => {
    expect(formatRelative(new Date(iso), now)).toBe(expected);
  });

  it('formats the exact time in UTC', () => {
    expect(formatExact(new Date('2026-11-21T19:18:30Z'))).toMatch(/Nov 21, 2026.*7:18\s?PM UTC/);
  });
});

describe('in German and Arabic', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  // The app's messages too: "just now" and "UTC" come from its catalog.
  beforeAll(() => loadMessages('app'));
  afterEach(() => activateLocale('en'));

  it('says how long ago, and when exactly, the German way, on the site’s clock (UTC)', async () => {
    await activateLocale('de');
    expect(formatRelative(new Date('2026-11-21T11:59:30Z'), now)).toBe('gerade eben');
    expect(formatRelative(new Date('2026-11-21T11:55:00Z'), now)).toBe('vor 5 Minuten');
    expect(formatRelative(new Date('2026-11-20T10:00:00Z'), now)).toBe('gestern');
    expect(formatRelative(new Date('2026-08-01T12:00:00Z'), now)).toBe('vor 3 Monaten');
    expect(formatExact(new Date('2026-11-21T19:18:30Z'))).toBe('21.11.2026, 19:18 UTC');
    // Half past eleven at night on the site is still the 21st, wherever the browser is.
    expect(formatDay(new Date('2026-11-21T23:30:00Z'))).toBe('21.11.2026');
  });

  it('says how long ago, and when exactly, the Arabic way', async () => {
    await activateLocale('ar');
    expect(formatRelative(new Date('2026-11-21T11:59:30Z'), now)).toBe('الآن');
    expect(formatRelative(new Date('2026-11-21T09:00:00Z'), now)).toBe('قبل 3 ساعات');
    expect(formatRelative(new Date('2026-11-20T10:00:00Z'), now)).toBe('أمس');
    expect(formatRelative(new Date('2026-11-07T12:00:00Z'), now)).toBe('قبل أسبوعين');
    // Day, month and year right to left (with their marks), the Arabic comma, م for PM.
    expect(formatExact(new Date('2026-11-21T19:18:30Z'))).toBe(
      '21\u200f/11\u200f/2026، 7:18 م UTC',
    );
    expect(formatDay(new Date('2026-11-21T23:30:00Z'))).toBe('21\u200f/11\u200f/2026');
  });

  it('follows a change of language made after a first date was shown', async () => {
    expect(formatDay(new Date('2026-11-21T12:00:00Z'))).toBe('Nov 21, 2026');
    await activateLocale('de');
    expect(formatDay(new Date('2026-11-21T12:00:00Z'))).toBe('21.11.2026');
  });
});
