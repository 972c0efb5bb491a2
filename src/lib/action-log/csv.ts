import { t } from '@lingui/core/macro';
import { toCsv } from '../csv';
import { plainWhat, type ActionLogEntry } from './entry';

/** The file's column headers, in the language shown when it is made. */
export function actionLogCsvHeader(): string[] {
  return [
    t({ context: 'action log column', message: 'When (UTC)' }),
    t({ context: 'action log column', message: 'Who' }),
    t({ context: 'action log column', message: 'Action' }),
    t({ context: 'action log column', message: 'What' }),
    t({ context: 'action log column', message: 'To whom' }),
    t({ context: 'action log column', message: 'Where' }),
    t({ context: 'action log column', message: 'Result' }),
    t({ context: 'action log column', message: 'Details' }),
  ];
}

/**
 * The log as a CSV file (lib/csv.ts: RFC 4180, cells that a spreadsheet would run as a formula
 * defused), in the order given; times in ISO 8601 UTC, which every spreadsheet reads. The
 * action and the result are the log's codes (`profile.block`, `done`), the same in every language.
 */
export function actionLogCsv(entries: readonly ActionLogEntry[]): string {
  return toCsv(
    actionLogCsvHeader(),
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
