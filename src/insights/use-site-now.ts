import { useState } from 'react';
import { useViewer } from '../lib/viewer';
import { offsetFromTimezone, siteNow } from './aggregate/site-time';

const HOUR_MS = 60 * 60 * 1000;

/**
 * "Now" on the site's clock (aggregate/site-time.ts), read once when the page opens and
 * floored to the hour: windows and week edges built from it are part of the walks' cache keys,
 * so they must not move with every render, and an hour's grain keeps a reload within the hour
 * on the figures already kept.
 */
export function useSiteNow(): Date {
  const { siteClock } = useViewer();
  const [now] = useState(() => {
    const instant = new Date();
    const offset = offsetFromTimezone(siteClock.timezone, siteClock.gmtOffsetHours, instant);
    const wallClock = siteNow(instant, offset).getTime();
    return new Date(wallClock - (wallClock % HOUR_MS));
  });
  return now;
}
