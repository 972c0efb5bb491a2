import { describe, expect, it } from 'vitest';
import { isSiteClock, siteClockFromIndex, UTC_SITE_CLOCK } from './site-clock';

describe('siteClockFromIndex', () => {
  it('keeps a zone the browser knows, with the offset beside it', () => {
    expect(siteClockFromIndex({ timezone_string: 'Europe/Paris', gmt_offset: 1 })).toEqual({
      timezone: 'Europe/Paris',
      gmtOffsetHours: 1,
    });
  });

  it('falls back to the offset for an empty or unknown zone', () => {
    expect(siteClockFromIndex({ timezone_string: '', gmt_offset: 5.5 })).toEqual({
      timezone: null,
      gmtOffsetHours: 5.5,
    });
    expect(siteClockFromIndex({ timezone_string: 'Mars/Olympus', gmt_offset: -3 })).toEqual({
      timezone: null,
      gmtOffsetHours: -3,
    });
  });

  it('reads an index without either field as UTC', () => {
    expect(siteClockFromIndex({})).toEqual(UTC_SITE_CLOCK);
  });
});

describe('isSiteClock', () => {
  it('accepts a stored clock and refuses anything else', () => {
    expect(isSiteClock({ timezone: 'UTC', gmtOffsetHours: 0 })).toBe(true);
    expect(isSiteClock({ timezone: null, gmtOffsetHours: -9.5 })).toBe(true);
    expect(isSiteClock({ timezone: 3, gmtOffsetHours: 0 })).toBe(false);
    expect(isSiteClock({ timezone: null, gmtOffsetHours: Number.NaN })).toBe(false);
    expect(isSiteClock(null)).toBe(false);
  });
});
