/**
 * The site's clock. FluentCommunity dates are the site's wall-clock time without a zone, and
 * `parseSiteDate` reads them as if they were UTC: a "site wall-clock" Date, whose UTC getters
 * give the site's calendar. Everything in insights compares against a `now` of the same kind,
 * so the browser's own zone never enters a bucket.
 */
const MINUTE_MS = 60_000;

/** The site's wall clock at a real instant: what `parseSiteDate` would give for a row written then. */
export function siteNow(instant: Date, offsetMinutes: number): Date {
  return new Date(instant.getTime() + offsetMinutes * MINUTE_MS);
}

/** The real instant a site wall-clock Date stands for (the inverse of `siteNow`). */
export function siteInstant(wallClock: Date, offsetMinutes: number): Date {
  return new Date(wallClock.getTime() - offsetMinutes * MINUTE_MS);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter for `zone`'s wall clock, or null when this browser does not know the zone. */
function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  if (!zoneFormats.has(zone)) {
    let format: Intl.DateTimeFormat | null;
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      format = null;
    }
    zoneFormats.set(zone, format);
  }
  return zoneFormats.get(zone) ?? null;
}

/** `zone`'s UTC offset in minutes at `at`, or null when the zone is unknown. */
function zoneOffsetMinutes(zone: string, at: Date): number | null {
  const format = zoneFormat(zone);
  if (format === null || Number.isNaN(at.getTime())) return null;
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((each) => each.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  if (Number.isNaN(wallClock)) return null;
  // The wall clock has no milliseconds; rounding to whole minutes also drops them.
  return Math.round((wallClock - at.getTime()) / MINUTE_MS);
}

/**
 * The site's UTC offset in minutes at the instant `at`. WordPress names the site's zone either
 * as an IANA `timezone_string` (`America/New_York`: the offset then follows daylight saving, so
 * it is asked of Intl for that very instant) or, when the site chose a bare offset ("UTC+5:30"),
 * as `gmt_offset` in hours (`5.5`) with an empty `timezone_string`. An empty, null or unknown
 * zone falls back to `gmtOffsetHours`; a non-finite offset reads as UTC.
 */
export function offsetFromTimezone(
  timezoneString: string | null | undefined,
  gmtOffsetHours: number,
  at: Date,
): number {
  const zone = timezoneString?.trim() ?? '';
  const fromZone = zone === '' ? null : zoneOffsetMinutes(zone, at);
  if (fromZone !== null) return fromZone;
  return Number.isFinite(gmtOffsetHours) ? Math.round(gmtOffsetHours * 60) : 0;
}
