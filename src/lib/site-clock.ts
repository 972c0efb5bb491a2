/**
 * The site's time zone, as its REST index names it (`timezone_string`, `gmt_offset`): the API's
 * dates are the site's wall-clock time without a zone (behaviour.md, "What real sites send"),
 * so anything that buckets them by day or week must know what "now" is on the site's clock.
 * Read once at sign-in, with the discovery that already asks the index.
 */
export interface SiteClock {
  /** An IANA zone (`Europe/Paris`); null when the site uses a bare UTC offset. */
  timezone: string | null;
  /** The site's UTC offset in hours (`5.5`), used when there is no zone. */
  gmtOffsetHours: number;
}

/** WordPress's default, and what a site whose index is closed to visitors is taken to be. */
export const UTC_SITE_CLOCK: SiteClock = { timezone: null, gmtOffsetHours: 0 };

function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The clock a REST index describes; a zone the browser does not know falls back to the offset. */
export function siteClockFromIndex(index: {
  gmt_offset?: number | undefined;
  timezone_string?: string | undefined;
}): SiteClock {
  const zone = index.timezone_string?.trim() ?? '';
  return {
    timezone: zone !== '' && isKnownTimeZone(zone) ? zone : null,
    gmtOffsetHours: index.gmt_offset ?? 0,
  };
}

export function isSiteClock(value: unknown): value is SiteClock {
  if (typeof value !== 'object' || value === null) return false;
  const { timezone, gmtOffsetHours } = value as Record<string, unknown>;
  return (
    (timezone === null || typeof timezone === 'string') &&
    typeof gmtOffsetHours === 'number' &&
    Number.isFinite(gmtOffsetHours)
  );
}
