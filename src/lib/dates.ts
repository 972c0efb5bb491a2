import { t } from '@lingui/core/macro';
import { intlLocale } from './i18n/intl-locale';

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

/**
 * One formatter per language and kind, made when first needed: the language is read when a date
 * is formatted (it may change while the page is open), and a formatter is costly to make.
 */
function cachedPerLocale<F>(make: (locale: string) => F): () => F {
  const made = new Map<string, F>();
  return () => {
    const locale = intlLocale();
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const relativeFormat = cachedPerLocale(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' }),
);

/** "3 hours ago", "yesterday", "in 2 days"; "just now" under a minute. */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const magnitude = Math.abs(seconds);
  if (magnitude >= 60) {
    for (const [unit, size] of UNITS) {
      if (magnitude >= size) return relativeFormat().format(Math.trunc(seconds / size), unit);
    }
  }
  return t({ comment: 'A time less than a minute from now', message: 'just now' });
}

/**
 * The site's clock (UTC, as parseSiteDate reads the API's dates). Time zone names are read in
 * any case (ECMA-402): written in lower case, it is plainly not text for a translator.
 */
const SITE_TIME_ZONE = 'utc';

const exactFormat = cachedPerLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: SITE_TIME_ZONE,
    }),
);

/** "Nov 21, 2026, 7:18 PM UTC": the exact time, for tooltips and exports. */
export function formatExact(date: Date): string {
  const time = exactFormat().format(date);
  return t({
    comment: 'time is a date and time on the site’s clock, which is UTC',
    message: `${time} UTC`,
  });
}

const dayFormat = cachedPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SITE_TIME_ZONE }),
);

/** "Nov 21, 2026". */
export function formatDay(date: Date): string {
  return dayFormat().format(date);
}
