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
  const others = Math.max(0, total - shown.length);
  if (total <= 0) return ['No reactions yet.'];
  if (shown.length === 0) {
    return [`${numberFormat.format(total)} ${total === 1 ? 'person' : 'people'} reacted.`];
  }
  const rest =
    others === 0 ? [] : [`${numberFormat.format(others)} ${others === 1 ? 'other' : 'others'}`];
  // The list's own words and commas, with the names as parts: the rest ("3 others") is ours.
  const listed = listFormat.formatToParts([...shown, ...rest]).map((part, index, all) => {
    const isName = part.type === 'element' && (rest.length === 0 || index < all.length - 1);
    return isName ? named(part.value) : part.value;
  });
  return [...listed, ' reacted.'];
}

/** "3 comments", "1 reaction". */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${numberFormat.format(count)} ${count === 1 ? singular : plural}`;
}
