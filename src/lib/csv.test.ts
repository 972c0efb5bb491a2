import { describe, expect, it } from 'vitest';
import { csvField, csvRecord, defuseFormula, toCsv, UTF8_BOM } from './csv';

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Ana Souza')).toBe('Ana Souza');
    expect(csvField('José — ünïcödé 🎨')).toBe('José — ünïcödé 🎨');
  });

  it('writes nothing for null and undefined', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('"')).toBe('""""');
  });

  it('writes numbers and booleans as they are, never as formulas', () => {
    expect(csvField(42)).toBe('42');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(0)).toBe('0');
    expect(csvField(true)).toBe('true');
  });

  it.each([
    [
      '=',
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['+', '+1+2', "'+1+2"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['carriage return', '\r=1+1', `"'\r=1+1"`],
  ])('defuses a text cell that starts with %s', (_trigger, input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('does not touch trigger characters that are not at the start', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('ana@example.com')).toBe('ana@example.com');
    expect(csvField('Jean-Luc')).toBe('Jean-Luc');
  });
});

describe('defuseFormula', () => {
  it('prefixes a quote only before a trigger', () => {
    expect(defuseFormula('=1')).toBe("'=1");
    expect(defuseFormula('1=')).toBe('1=');
    expect(defuseFormula('')).toBe('');
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF after every record, after a BOM', () => {
    const csv = toCsv(
      ['Name', 'Points'],
      [
        ['Ana', 10],
        ['Smith, Jane', null],
      ],
    );
    expect(csv).toBe(`${UTF8_BOM}Name,Points\r\nAna,10\r\n"Smith, Jane",\r\n`);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });

  it('can leave the BOM out', () => {
    expect(toCsv(['A'], [['b']], { bom: false })).toBe('A\r\nb\r\n');
  });

  it('encodes the BOM as the three UTF-8 bytes Excel looks for', () => {
    const bytes = new TextEncoder().encode(toCsv(['é'], []));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('é\r\n');
  });

  it('keeps a multi-line cell inside one record', () => {
    const csv = toCsv(['Bio'], [['line one\nline two']], { bom: false });
    expect(csv).toBe('Bio\r\n"line one\nline two"\r\n');
  });

  it('joins a record with commas', () => {
    expect(csvRecord(['a', 1, null, '=x'])).toBe("a,1,,'=x");
  });
});
