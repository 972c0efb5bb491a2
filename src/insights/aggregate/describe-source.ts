import { formatRelative } from '../../lib/dates';

/** What a figure was computed from, and when it was fetched. */
export interface SourceOfFigures {
  /** What one row is: `{ one: 'member', other: 'members' }`. */
  noun: { one: string; other: string };
  /** Rows fetched, the figures' base. */
  rows: number;
  /** Rows the site has, or null when it does not say (the feed's `total` is no count). */
  total: number | null;
  /** Whether every row was fetched; false when the fetch was cancelled part way. */
  complete: boolean;
  /** When the rows arrived, and the time now, on the same clock. */
  fetchedAt: Date;
  now: Date;
}

const numberFormat = new Intl.NumberFormat('en');

/** "2,000 members", "1 member": a count with the noun that agrees with it. */
function countWithNoun(count: number, noun: { one: string; other: string }): string {
  return `${numberFormat.format(count)} ${count === 1 ? noun.one : noun.other}`;
}

/**
 * The provenance line under an insight: "From all 2,000 members, 2 minutes ago", or for a fetch
 * cancelled part way "From 312 of 2,000 members — partial, cancelled 1 minute ago". A complete
 * fetch names the rows it used ("From 1 member", "From no members" when there were none); with
 * no known total a partial one reads "From 312 posts — partial, cancelled …".
 */
export function describeSource({
  noun,
  rows,
  total,
  complete,
  fetchedAt,
  now,
}: SourceOfFigures): string {
  const when = formatRelative(fetchedAt, now);
  if (complete) {
    if (rows === 0) return `From no ${noun.other}, ${when}`;
    const all = rows === 1 ? '' : 'all ';
    return `From ${all}${countWithNoun(rows, noun)}, ${when}`;
  }
  const part =
    total === null
      ? countWithNoun(rows, noun)
      : `${numberFormat.format(rows)} of ${countWithNoun(total, noun)}`;
  return `From ${part} — partial, cancelled ${when}`;
}
