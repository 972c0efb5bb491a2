import { formatRelative } from '../../lib/dates';
import { nounSentences, type Noun } from '../noun';

/** What a figure was computed from, and when it was fetched. */
export interface SourceOfFigures {
  /** What one row is: `NOUNS.member` (or `{ one: 'member', other: 'members' }`). */
  noun: Noun;
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

/**
 * The provenance line under an insight: "From all 2,000 members, 2 minutes ago", or for a fetch
 * cancelled part way "From 312 of 2,000 members — partial, cancelled 1 minute ago". A complete
 * fetch names the rows it used ("From 1 member", "From no members" when there were none); with
 * no known total a partial one reads "From 312 posts — partial, cancelled …". Each a whole
 * message for the kind of rows, in the language shown (insights/noun.ts).
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
  const sentences = nounSentences(noun);
  if (complete) return sentences.fromAll(rows, when);
  return total === null ? sentences.fromPart(rows, when) : sentences.fromPartOf(rows, total, when);
}
