import type { Measurement } from './measure';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** "68 (55–120)": the median, and the fastest and slowest round. */
const spread = (values: number[]) =>
  `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

const HEADER = [
  'change',
  'rows shown ms: median (min–max)',
  'its request ms',
  'page req',
  'prefetch req',
  'other req',
  'max <tr>',
  'per_page',
];

/**
 * One line per change: median times over the rounds, and the most requests and rows any round
 * saw (they should not differ between rounds). Returns the changes whose body held more rows
 * than per_page.
 */
export function printReport(
  rows: Array<{ name: string; perPage: number; rounds: Measurement[] }>,
): string[] {
  const cells = rows.map(({ name, perPage, rounds }) => {
    const requestMs = rounds.flatMap((round) => round.requestMs);
    return [
      name,
      spread(rounds.map((round) => round.ms)),
      requestMs.length > 0 ? median(requestMs).toFixed(0) : '–',
      String(Math.max(...rounds.map((round) => round.pageRequests))),
      String(Math.max(...rounds.map((round) => round.prefetchRequests))),
      String(Math.max(...rounds.map((round) => round.otherRequests))),
      String(Math.max(...rounds.map((round) => round.maxRows))),
      String(perPage),
    ];
  });
  const widths = HEADER.map((title, i) =>
    Math.max(title.length, ...cells.map((row) => row[i]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join(' | ');
  console.info(line(HEADER));
  console.info(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of cells) console.info(line(row));
  return cells.filter((row) => Number(row[6]) > Number(row[7])).map((row) => row[0]!);
}
