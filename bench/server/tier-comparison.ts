import { existsSync, readFileSync } from 'node:fs';
import type { Measurement } from './measure';

/** One row of a bench's saved results (`.bench/server-results*.json`). */
export interface SavedRow {
  name: string;
  measurement: Measurement;
}

/** The rows a bench saved, or null when it has not run (or the file is not its results). */
export function readSavedRows(file: string): SavedRow[] | null {
  if (!existsSync(file)) return null;
  try {
    const rows: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(rows) ? (rows as SavedRow[]) : null;
  } catch {
    return null;
  }
}

const key = (row: SavedRow) => `${row.name}@${row.measurement.connections}`;
const ms = (value: number | undefined) =>
  (value === undefined || Number.isNaN(value) ? '–' : value.toFixed(2)).padStart(8);
const rate = (value: number | undefined) =>
  (value === undefined ? '–' : value.toFixed(0)).padStart(7);

/** How a figure grew from the small tier to the large one: `×1.4`, or `–` without both. */
export function growth(small: number | undefined, large: number | undefined): string {
  if (small === undefined || large === undefined || !(small > 0)) return '–';
  return `×${(large / small).toFixed(1)}`;
}

/**
 * The rows of two tiers side by side, matched by name and connections (the large tier's
 * order): p50, p99 and throughput of each, and how p50 grew. A row only one tier has shows
 * `–` for the other.
 */
export function tierComparison(
  small: readonly SavedRow[],
  large: readonly SavedRow[],
  labels: readonly [string, string],
): string[] {
  const before = new Map(small.map((row) => [key(row), row.measurement]));
  const [a, b] = labels;
  const lines = [
    `${'query'.padEnd(40)} conn ${`p50 ${a}`.padStart(8)} ${`p50 ${b}`.padStart(8)} ${`p99 ${a}`.padStart(8)} ${`p99 ${b}`.padStart(8)} ${`r/s ${a}`.padStart(7)} ${`r/s ${b}`.padStart(7)}  p50 grew`,
  ];
  for (const row of large) {
    const was = before.get(key(row));
    const now = row.measurement;
    lines.push(
      `${row.name.padEnd(40)} ${String(now.connections).padStart(4)} ${ms(was?.p50)} ${ms(now.p50)} ${ms(was?.p99)} ${ms(now.p99)} ${rate(was?.requestsPerSecond)} ${rate(now.requestsPerSecond)}  ${growth(was?.p50, now.p50)}`,
    );
  }
  return lines;
}
