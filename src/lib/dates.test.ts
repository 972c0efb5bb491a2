import { describe, expect, it } from 'vitest';
import { formatExact, formatRelative, parseSiteDate } from './dates';

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
