/**
 * A small CSV writer (RFC 4180): fields separated by commas, records by CRLF, a field quoted
 * when it holds a quote, a comma or a line break, quotes doubled inside. Text cells are also
 * defused against spreadsheet formula injection (OWASP "CSV Injection"): a cell that begins
 * with `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula by Excel,
 * LibreOffice or Google Sheets, so it gets a leading `'`, which they show as plain text.
 */
export type CsvValue = string | number | boolean | null | undefined;

/** Starts Excel reading the file as UTF-8, so accents and emoji come out right. */
export const UTF8_BOM = '\uFEFF';

const FORMULA_TRIGGER = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** `'=1+1` for `=1+1`; any other text unchanged. */
export function defuseFormula(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

/** One field. Numbers and booleans are data, never formulas, so `-3` stays `-3`. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? defuseFormula(value) : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

export interface CsvOptions {
  /** Start with a UTF-8 byte order mark (default true: Excel needs it for non-ASCII text). */
  bom?: boolean;
}

/** A whole file: the header record, then one record per row, each ending in CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  { bom = true }: CsvOptions = {},
): string {
  const records = [header, ...rows].map((record) => `${csvRecord(record)}\r\n`);
  return (bom ? UTF8_BOM : '') + records.join('');
}
