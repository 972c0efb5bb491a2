import { plainWhat, type ActionLogEntry } from '../../lib/action-log/entry';
import { foldText } from '../../lib/fold-text';

/** The text an entry is found by: everything the page shows of it. */
function searchableText(entry: ActionLogEntry): string {
  return [entry.who, plainWhat(entry.what), entry.subject, entry.place, entry.result, entry.detail]
    .filter(Boolean)
    .join('\n');
}

/**
 * The entries newest first, those matching every word of `search` (accents and case aside, as
 * every search of the dashboard).
 */
export function filterEntries(
  entries: readonly ActionLogEntry[],
  search: string,
): ActionLogEntry[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const newestFirst = [...entries].reverse();
  if (words.length === 0) return newestFirst;
  return newestFirst.filter((entry) => {
    const text = foldText(searchableText(entry));
    return words.every((word) => text.includes(word));
  });
}
