const numberFormat = new Intl.NumberFormat('en');

/** "1 member", "1,204 members": a count with its noun (regular English plurals only). */
export function countOf(count: number, noun: string): string {
  return `${numberFormat.format(count)} ${count === 1 ? noun : `${noun}s`}`;
}
