import { describe, expect, it } from 'vitest';
import { offsetFromTimezone, siteInstant, siteNow } from './site-time';

describe('siteNow and siteInstant', () => {
  it('gives the site wall clock at an instant, and the instant back', () => {
    const instant = new Date('2026-11-15T18:30:00Z');
    const wallClock = siteNow(instant, 330);
    expect(wallClock.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(siteInstant(wallClock, 330).toISOString()).toBe(instant.toISOString());
  });

  it('goes back for a site west of UTC', () => {
    const wallClock = siteNow(new Date('2026-11-16T03:00:00Z'), -300);
    expect(wallClock.toISOString()).toBe('2026-11-15T22:00:00.000Z');
    expect(siteInstant(wallClock, -300).toISOString()).toBe('2026-11-16T03:00:00.000Z');
  });
});

describe('offsetFromTimezone', () => {
  it.each([
    ['2026-03-08T06:59:59Z', -300],
    ['2026-03-08T07:00:00Z', -240],
    ['2026-11-01T05:59:59Z', -240],
    ['2026-11-01T06:00:00Z', -300],
  ])('follows New York daylight saving: at %s the offset is %i minutes', (iso, minutes) => {
    expect(offsetFromTimezone('America/New_York', -5, new Date(iso))).toBe(minutes);
  });

  it('prefers the zone over gmt_offset, which may be stale', () => {
    expect(offsetFromTimezone('Asia/Kolkata', 0, new Date('2026-11-16T00:00:00Z'))).toBe(330);
    expect(offsetFromTimezone('Asia/Kathmandu', 5, new Date('2026-11-16T00:00:00Z'))).toBe(345);
    expect(offsetFromTimezone('UTC', 3, new Date('2026-11-16T00:00:00Z'))).toBe(0);
  });

  it('ignores the milliseconds of the instant', () => {
    expect(offsetFromTimezone('Europe/Paris', 0, new Date('2026-07-01T10:00:00.999Z'))).toBe(120);
  });

  it('falls back to gmt_offset hours, fractional too, without a zone the browser knows', () => {
    const at = new Date('2026-11-16T00:00:00Z');
    expect(offsetFromTimezone('', 5.5, at)).toBe(330);
    expect(offsetFromTimezone(null, -3, at)).toBe(-180);
    expect(offsetFromTimezone(undefined, 5.75, at)).toBe(345);
    expect(offsetFromTimezone('  ', 2, at)).toBe(120);
    expect(offsetFromTimezone('Mars/Olympus', 2, at)).toBe(120);
    expect(offsetFromTimezone('UTC+5', 5, at)).toBe(300);
  });

  it('reads a non-finite offset, and an invalid instant with no zone to ask, as UTC', () => {
    expect(offsetFromTimezone(null, Number.NaN, new Date('2026-11-16T00:00:00Z'))).toBe(0);
    expect(offsetFromTimezone('Europe/Paris', 1, new Date(Number.NaN))).toBe(60);
  });
});
