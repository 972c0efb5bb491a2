/**
 * FluentCommunity timestamps are `YYYY-MM-DD HH:MM:SS` without a zone, in the site's time
 * (UTC by default; behaviour.md, "What real sites send"). We read them as UTC.
 */
const WP_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;

export function parseSiteDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = WP_DATE.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as [number, ...number[]];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return Number.isNaN(date.getTime()) ? null : date;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'long' });

/** "3 hours ago", "yesterday", "in 2 days"; "just now" under a minute. */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const magnitude = Math.abs(seconds);
  if (magnitude < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (magnitude >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

const exactFormat = new Intl.DateTimeFormat('en', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "21 Nov 2026, 19:18 UTC": the exact time, for tooltips and exports. */
export function formatExact(date: Date): string {
  return `${exactFormat.format(date)} UTC`;
}

const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** "21 Nov 2026". */
export function formatDay(date: Date): string {
  return dayFormat.format(date);
}
