import { plainWhat, type ActionLogEntry } from '../../lib/action-log/entry';
import { foldText } from '../../lib/fold-text';
import { resultLabel } from './result-labels';

/**
 * The text an entry is found by: everything the page shows of it (its result as the page names
 * it in the language shown, and as the CSV writes it).
 */
function searchableText(entry: ActionLogEntry): string {
  return [
    entry.who,
    plainWhat(entry.what),
    entry.subject,
    entry.place,
    resultLabel(entry.result),
    entry.result,
    entry.detail,
  ]
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
