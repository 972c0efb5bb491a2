/**
 * What the browser benches share: a measured value over runs against its target, the run
 * that gave the median, and a plain-text table.
 */

/** A measured value over the runs, against its target (null: none). */
export interface Figure {
  runs: number[];
  median: number;
  min: number;
  max: number;
  target: number | null;
  ok: boolean | null;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function figure(values: readonly number[], target: number | null = null): Figure {
  const mid = median(values);
  return {
    runs: values.map((value) => Math.round(value * 10) / 10),
    median: mid,
    min: Math.min(...values),
    max: Math.max(...values),
    target,
    ok: target === null ? null : mid <= target,
  };
}

/** The run whose value is the median (the lower middle one for an even count). */
export function medianRun<T>(runs: readonly T[], value: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export const int = (value: number) => Math.round(value).toLocaleString('en');
export const msCell = (f: Figure) => `${int(f.median)} (${int(f.min)}–${int(f.max)})`;

/** A table with `|` between columns, the first column left-aligned and the others right. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join(' | ');
  console.info(line(header));
  console.info(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.info(line(row));
}
