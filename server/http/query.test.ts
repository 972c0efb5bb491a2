import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { integerParam, listParam, parseQuery, readRawQuery, textParam } from './query';

describe('reading query strings like PHP', () => {
  it('keeps the last of duplicate keys and collects key[] lists', () => {
    expect({ ...readRawQuery('/x?page=1&page=2&search_in[]=a&search_in[]=b&q[0]=c') }).toEqual({
      page: '2',
      search_in: ['a', 'b'],
      q: ['c'],
    });
  });

  it('survives bad escapes and prototype keys', () => {
    const query = readRawQuery('/x?a=%zz&__proto__[]=1&constructor=2&b=%00');
    expect(query.a).toBe('%zz');
    expect(query.b).toBe('\u0000');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(query.__proto__).toEqual(['1']);
  });

  it('turns schema failures into a 400 naming each parameter', () => {
    const schema = z.object({
      page: integerParam(1, 1, 10),
      search: textParam(5),
      list: listParam(['a', 'b', 'c']),
    });
    expect(parseQuery(schema, readRawQuery('/x?page=99&search=%20ab%00c%20&list=A,b'))).toEqual({
      page: 10,
      search: 'ab c',
      list: ['a', 'b'],
    });
    expect(() => parseQuery(schema, readRawQuery('/x?page=x&search=abcdefgh'))).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): page, search',
      }),
    );
  });
});
