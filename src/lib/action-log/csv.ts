import { toCsv } from '../csv';
import { plainWhat, type ActionLogEntry } from './entry';

export const ACTION_LOG_CSV_HEADER = [
  'When (UTC)',
  'Who',
  'Action',
  'What',
  'To whom',
  'Where',
  'Result',
  'Details',
] as const;

/**
 * The log as a CSV file (lib/csv.ts: RFC 4180, cells that a spreadsheet would run as a formula
 * defused), in the order given; times in ISO 8601 UTC, which every spreadsheet reads.
 */
export function actionLogCsv(entries: readonly ActionLogEntry[]): string {
  return toCsv(
    ACTION_LOG_CSV_HEADER,
    entries.map((entry) => [
      new Date(entry.at).toISOString(),
      entry.who,
      entry.action,
      plainWhat(entry.what),
      entry.subject,
      entry.place,
      entry.result,
      entry.detail,
    ]),
  );
}
