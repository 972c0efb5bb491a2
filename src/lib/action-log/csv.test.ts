import { describe, expect, it } from 'vitest';
import { actionLogCsv } from './csv';
import type { ActionLogEntry } from './entry';

const entry = (overrides: Partial<ActionLogEntry>): ActionLogEntry => ({
  id: 'a1',
  at: Date.UTC(2026, 10, 21, 9, 30),
  who: 'admin',
  action: 'profile.block',
  what: ['Blocked ', { name: 'Nora Evans' }],
  subject: 'Nora Evans',
  result: 'done',
  ...overrides,
});

describe('actionLogCsv', () => {
  it('writes a header and one record per entry, times in UTC, names plain', () => {
    const csv = actionLogCsv([entry({})]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'When (UTC),Who,Action,What,To whom,Where,Result,Details',
      '2026-11-21T09:30:00.000Z,admin,profile.block,Blocked Nora Evans,Nora Evans,,done,',
      '',
    ]);
  });

  it('quotes as RFC 4180 says, and defuses what a spreadsheet would run', () => {
    const csv = actionLogCsv([
      entry({
        what: ['Removed ', { name: '=HYPERLINK("x")' }, ' from ', { name: 'A, B' }],
        subject: '=HYPERLINK("x")',
        place: 'A, B',
        result: 'refused',
        detail: 'Line one\nline "two"',
      }),
    ]);
    const record = csv.slice(1).split('\r\n')[1];
    expect(record).toBe(
      [
        '2026-11-21T09:30:00.000Z',
        'admin',
        'profile.block',
        '"Removed =HYPERLINK(""x"") from A, B"',
        `"'=HYPERLINK(""x"")"`,
        '"A, B"',
        'refused',
        '"Line one\nline ""two"""',
      ].join(','),
    );
  });
});
