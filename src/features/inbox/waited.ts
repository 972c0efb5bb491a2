import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import { offsetFromTimezone, siteNow } from '../../insights/aggregate/site-time';
import { parseSiteDate } from '../../lib/dates';
import { useViewer } from '../../lib/viewer';

const MINUTE_MS = 60_000;

/**
 * How long something has waited, from its site date to `now` on the site's clock (both site
 * wall-clock Dates: insights/aggregate/site-time.ts): "5 minutes", "3 hours", "4 days",
 * "2 weeks", "3 months", "1 year". A date a little ahead of the clock is "under a minute".
 */
export function waitedFor(since: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - since.getTime()) / MINUTE_MS);
  if (minutes < 1) return t`under a minute`;
  if (minutes < 60) return plural(minutes, { one: '# minute', other: '# minutes' });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, { one: '# hour', other: '# hours' });
  const days = Math.floor(hours / 24);
  if (days < 14) return plural(days, { one: '# day', other: '# days' });
  const weeks = Math.floor(days / 7);
  if (days < 60) return plural(weeks, { one: '# week', other: '# weeks' });
  const months = Math.floor(days / 30);
  if (days < 365) return plural(months, { one: '# month', other: '# months' });
  const years = Math.floor(days / 365);
  return plural(years, { one: '# year', other: '# years' });
}

/** "Waiting 4 days"; null when the site sent no date (privacy settings can hide it). */
export function waitingText(siteDate: string | null | undefined, now: Date): string | null {
  const since = parseSiteDate(siteDate);
  if (!since) return null;
  const duration = waitedFor(since, now);
  return t({
    comment: 'Under an item of the inbox. {duration}: how long, e.g. "4 days", "under a minute".',
    message: `Waiting ${duration}`,
  });
}

/** "Now" on the site's clock (the API's dates are its wall clock), read when the page opens. */
export function useSiteWallClock(): Date {
  const { siteClock } = useViewer();
  const [now] = useState(() => {
    const instant = new Date();
    return siteNow(
      instant,
      offsetFromTimezone(siteClock.timezone, siteClock.gmtOffsetHours, instant),
    );
  });
  return now;
}
