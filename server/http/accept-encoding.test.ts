import { describe, expect, it } from 'vitest';
import { negotiateEncoding, parseAcceptEncoding } from './accept-encoding';

const both = ['br', 'gzip'] as const;

describe('negotiateEncoding', () => {
  it.each([
    // [Accept-Encoding, what we answer with when both copies exist]
    [undefined, 'identity'],
    [null, 'identity'],
    ['', 'identity'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br ; q=0 , gzip', 'gzip'],
    ['gzip;q=0.9, br;q=0.8', 'gzip'],
    ['gzip;q=0.8', 'gzip'],
    ['gzip;q=0.8, identity;q=0.9', 'identity'],
    ['br;q=0.5, identity', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip, identity;q=0', 'gzip'],
    ['identity', 'identity'],
    // Nothing acceptable: identity all the same, as RFC 9110 asks (rather than a 406).
    ['identity;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    // Malformed q-values are ignored, as if the entry were not sent.
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=0.0001, gzip;q=0.5', 'gzip'],
    ['br;q=1.000', 'br'],
    [',, ;q=1, gzip', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it('only picks a coding that is available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBe('identity');
    expect(negotiateEncoding('br, gzip', [])).toBe('identity');
  });
});

describe('parseAcceptEncoding', () => {
  it('reads q-values, keeping the more generous of repeated entries', () => {
    expect(parseAcceptEncoding('br;q=0.3, gzip, br;q=0.7, *;q=0')).toEqual(
      new Map([
        ['br', 0.7],
        ['gzip', 1],
        ['*', 0],
      ]),
    );
  });
});
