import { useState } from 'react';
import type { SiteClock } from '../lib/site-clock';
import { useViewer } from '../lib/viewer';
import { offsetFromTimezone, siteNow } from './aggregate/site-time';

const HOUR_MS = 60 * 60 * 1000;

/** The site's wall clock at `instant`, floored to the hour (see `useSiteNow`). */
export function siteHour(clock: SiteClock, instant = new Date()): Date {
  const offset = offsetFromTimezone(clock.timezone, clock.gmtOffsetHours, instant);
  const wallClock = siteNow(instant, offset).getTime();
  return new Date(wallClock - (wallClock % HOUR_MS));
}

/**
 * "Now" on the site's clock (aggregate/site-time.ts), read once when the page opens and
 * floored to the hour: windows and week edges built from it are part of the insights' cache
 * keys, so they must not move with every render, and an hour's grain keeps a reload within the
 * hour on the figures already kept (and a prefetch at sign-in on the page's own key).
 */
export function useSiteNow(): Date {
  const { siteClock } = useViewer();
  const [now] = useState(() => siteHour(siteClock));
  return now;
}
