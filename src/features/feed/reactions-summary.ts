const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const numberFormat = new Intl.NumberFormat('en');

/**
 * "Ana, Ben, Cy, and 12 others reacted.": who reacted, from the API's preview of at most three
 * reactions, with the rest of `reactions_count` counted (behaviour.md, "Feeds": `reactions`
 * is a preview, the real number is `reactions_count`).
 */
export function describeReactions(names: readonly string[], total: number): string {
  const shown = names.slice(0, Math.max(0, total));
  const others = Math.max(0, total - shown.length);
  if (total <= 0) return 'No reactions yet.';
  if (shown.length === 0) {
    return `${numberFormat.format(total)} ${total === 1 ? 'person' : 'people'} reacted.`;
  }
  if (others === 0) return `${listFormat.format(shown)} reacted.`;
  const rest = `${numberFormat.format(others)} ${others === 1 ? 'other' : 'others'}`;
  return `${listFormat.format([...shown, rest])} reacted.`;
}

/** "3 comments", "1 reaction". */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${numberFormat.format(count)} ${count === 1 ? singular : plural}`;
}
