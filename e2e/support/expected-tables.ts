import type { TableText } from './page-readers';
import { wallClockOf, weekEdges, weekLabel, WEEK_MS } from './site-clock';

/**
 * The shapes the insights' tables share, built from the database's rows: counts per week,
 * and buckets in a given order; names sorted as the dashboard sorts them.
 */

/** Names in the dashboard's order: case and accents aside, numbers by value. */
export const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A per-week chart of dates over `weeks` weeks, and how many came before its first week. */
export function perWeekTable(
  dates: readonly string[],
  now: Date,
  weeks: number,
  heading: { caption: string; series: string },
): { table: TableText; earlier: number } {
  const edges = weekEdges(now, weeks);
  const counts = Array.from({ length: weeks }, () => 0);
  let earlier = 0;
  for (const text of dates) {
    const date = wallClockOf(text)!;
    if (date < edges[0]!) earlier += 1;
    else if (date < edges[weeks]!)
      counts[Math.floor((date.getTime() - edges[0]!.getTime()) / WEEK_MS)]! += 1;
  }
  return {
    table: {
      caption: heading.caption,
      headers: ['Week', heading.series],
      rows: counts.map((count, week) => ({
        label: weekLabel(edges[week]!, week === weeks - 1),
        href: null,
        cells: [count],
      })),
    },
    earlier,
  };
}

/** A one-column table of buckets, in the order given. */
export function bucketTable(
  caption: string,
  headers: [string, string],
  buckets: ReadonlyArray<readonly [string, number]>,
): TableText {
  return {
    caption,
    headers,
    rows: buckets.map(([label, count]) => ({ label, href: null, cells: [count] })),
  };
}
