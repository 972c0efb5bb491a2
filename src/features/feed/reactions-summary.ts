import { named, type SentencePart } from '../../lib/sentence';

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const numberFormat = new Intl.NumberFormat('en');

/**
 * "Ana, Ben, Cy, and 12 others reacted.": who reacted, from the API's preview of at most three
 * reactions, with the rest of `reactions_count` counted (behaviour.md, "Feeds": `reactions`
 * is a preview, the real number is `reactions_count`). Each name is its own part, to be
 * isolated on the page (lib/sentence.ts).
 */
export function reactionsSentence(names: readonly string[], total: number): SentencePart[] {
  const shown = names.slice(0, Math.max(0, total));
  if (total <= 0) return ['No reactions yet.'];
  const rest = reactionsRest(names, total);
  if (shown.length === 0) return [rest!, ' reacted.'];
  const others = rest === null ? [] : [rest];
  // The list's own words and commas, with the names as parts: the rest ("3 others") is ours.
  const listed = listFormat.formatToParts([...shown, ...others]).map((part, index, all) => {
    const isName = part.type === 'element' && (others.length === 0 || index < all.length - 1);
    return isName ? named(part.value) : part.value;
  });
  return [...listed, ' reacted.'];
}

/**
 * The part of the sentence that counts those it does not name: "12 others", or "5 people"
 * when it names nobody; null when it names everyone. The feed makes it the way to see them all.
 */
export function reactionsRest(names: readonly string[], total: number): string | null {
  const shown = Math.min(names.length, Math.max(0, total));
  const others = Math.max(0, total - shown);
  if (others === 0) return null;
  if (shown === 0) return `${numberFormat.format(total)} ${total === 1 ? 'person' : 'people'}`;
  return `${numberFormat.format(others)} ${others === 1 ? 'other' : 'others'}`;
}

/** "3 comments", "1 reaction". */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${numberFormat.format(count)} ${count === 1 ? singular : plural}`;
}
