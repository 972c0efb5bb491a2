import mysql from 'mysql2/promise';
import { describe, expect, it } from 'vitest';
import { bindStatement } from './bound-statement';

describe('bindStatement', () => {
  it('keeps one placeholder per value, the values apart from the text', () => {
    const quote = "x' OR 1=1#";
    expect(bindStatement('SELECT a FROM t WHERE b = ? AND c = ?', [quote, null])).toEqual({
      sql: 'SELECT a FROM t WHERE b = ? AND c = ?',
      values: [quote, null],
    });
  });

  it('turns a list into as many placeholders as it has values', () => {
    expect(bindStatement('SELECT a FROM t WHERE id IN (?) AND s = ?', [[1, 2, 3], 'x'])).toEqual({
      sql: 'SELECT a FROM t WHERE id IN (?, ?, ?) AND s = ?',
      values: [
        mysql.TypedParameter.LONGLONG(1),
        mysql.TypedParameter.LONGLONG(2),
        mysql.TypedParameter.LONGLONG(3),
        'x',
      ],
    });
  });

  it('sends whole numbers as BIGINT, as the literals they stood for, others as they are', () => {
    expect(bindStatement('SELECT ? LIMIT ?', [1.5, 20]).values).toEqual([
      1.5,
      mysql.TypedParameter.LONGLONG(20),
    ]);
    expect(bindStatement('SELECT ?', [true]).values).toEqual([true]);
  });

  it('refuses what only a client-side format could splice into the text', () => {
    expect(() => bindStatement('SELECT ?? FROM t', ['a'])).toThrow(/Unsupported placeholder \?\?/);
    expect(() => bindStatement('SELECT a FROM t WHERE ?', [{ b: 1 }])).toThrow(/object value/);
    expect(() => bindStatement('SELECT a FROM t WHERE b IN (?)', [[]])).toThrow(/empty list/);
    expect(() => bindStatement('SELECT a FROM t WHERE b IN (?)', [[[1]]])).toThrow(/object value/);
    expect(() => bindStatement('SELECT ?', [undefined])).toThrow(/undefined value/);
  });

  it('refuses a count of values that does not fit the placeholders', () => {
    expect(() => bindStatement('SELECT ?, ?', ['a'])).toThrow(/Too few values/);
    expect(() => bindStatement('SELECT ?', ['a', 'b'])).toThrow(/Too many values/);
  });
});
