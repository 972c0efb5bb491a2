import type { Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/* The CSV files the dashboard exports, read back strictly. */

/** Reads a downloaded CSV file: its raw text (BOM included) and its records. */
export async function readCsv(download: Download): Promise<{ raw: string; records: string[][] }> {
  const raw = await readFile(await download.path(), 'utf8');
  return { raw, records: parseCsv(raw.replace(/^\uFEFF/, '')) };
}

/** A strict RFC 4180 reader, to check what the dashboard wrote. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else {
      field += char;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('The CSV does not end with CRLF');
  return records;
}
