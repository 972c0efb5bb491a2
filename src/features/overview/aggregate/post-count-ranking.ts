import { t } from '@lingui/core/macro';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import type { WindowPost } from '../data/window-post';
import type { ChartRow, ChartTable } from '../../../components/charts/chart-table';

/** What a post is counted under (its space, its author), or null to leave the post out. */
export interface PostSubject<T> {
  key: string;
  label: string;
  item: T;
}

/** A subject with the number of posts counted under it. */
export interface RankedSubject<T> extends PostSubject<T> {
  count: number;
}

/** How many rows a "most active" chart shows, and where each row links. */
export interface RankingOptions<T> {
  /** The most rows to keep (0 or less keeps none; `Infinity` keeps all). */
  limit: number;
  /** The row's in-app link, or undefined for none (links are built by the page). */
  hrefOf: (item: T) => string | undefined;
}

const collators = new Map<string, Intl.Collator>();

/** Names compared as the language shown sorts them (case and accents aside), read at each call. */
function byName(): Intl.Collator {
  const locale = intlLocale();
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Counts `posts` under the subject `subjectOf` gives each (posts it gives null are skipped),
 * most posts first; ties go by name (case and accents aside), then by key, so the order never
 * depends on the order the posts came in.
 */
export function rankByPostCount<T>(
  posts: Iterable<WindowPost>,
  subjectOf: (post: WindowPost) => PostSubject<T> | null,
  limit: number,
): RankedSubject<T>[] {
  const counted = new Map<string, RankedSubject<T>>();
  for (const post of posts) {
    const subject = subjectOf(post);
    if (subject === null) continue;
    const seen = counted.get(subject.key);
    if (seen) seen.count += 1;
    else counted.set(subject.key, { ...subject, count: 1 });
  }
  return rankCounted([...counted.values()], limit);
}

/**
 * Subjects already counted (by this page, or by our server: docs/decisions/038), most posts
 * first, ties by name (case and accents aside), then by key; the first `limit` kept.
 */
export function rankCounted<T>(
  subjects: readonly RankedSubject<T>[],
  limit: number,
): RankedSubject<T>[] {
  const keep = Math.max(0, Number.isNaN(limit) ? 0 : limit);
  if (keep === 0) return [];
  // Only subjects with at least the count of the `keep`-th are sorted by name: a month of posts
  // has thousands of authors, most tied on a post or two, and names compare slowly.
  const names = byName();
  const counts = subjects.map((subject) => subject.count).sort((a, b) => b - a);
  const threshold = counts[Math.min(keep, counts.length) - 1] ?? 0;
  const ranked = subjects
    .filter((subject) => subject.count >= threshold)
    .sort(
      (a, b) =>
        b.count - a.count ||
        names.compare(a.label, b.label) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
  return ranked.slice(0, keep);
}

/** A one-series chart of post counts, one row per ranked subject. */
export function postCountTable<T>(
  heading: { caption: string; rowHeader: string },
  ranked: readonly RankedSubject<T>[],
  hrefOf: (item: T) => string | undefined,
): ChartTable {
  const rows = ranked.map(({ key, label, item, count }): ChartRow => {
    const href = hrefOf(item);
    return href === undefined
      ? { key, label, values: [count] }
      : { key, label, values: [count], href };
  });
  return {
    ...heading,
    series: [{ key: 'posts', label: t`Posts` }],
    rows,
    unit: {
      one: t({ comment: 'What a chart counts, after the number 1: "1 post".', message: 'post' }),
      other: t({ comment: 'What a chart counts, after a number: "12 posts".', message: 'posts' }),
    },
  };
}
