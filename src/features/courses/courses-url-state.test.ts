import { describe, expect, it } from 'vitest';
import { coursesUrlCodec } from './courses-url-state';

const parse = (query: string) => coursesUrlCodec.parse(new URLSearchParams(query));

describe('coursesUrlCodec', () => {
  it('reads the search, empty by default', () => {
    expect(parse('')).toEqual({ state: { search: '' }, ignored: [] });
    expect(parse('search=figma')).toEqual({ state: { search: 'figma' }, ignored: [] });
  });

  it('reports unknown and repeated parameters', () => {
    expect(parse('search=a&search=b&page=2').ignored).toEqual(['search=b', 'page=2']);
  });

  it('drops the empty search and round-trips', () => {
    expect(coursesUrlCodec.serialize({ search: '' }).toString()).toBe('');
    const text = 'Café & <b>';
    expect(parse(coursesUrlCodec.serialize({ search: text }).toString()).state.search).toBe(text);
  });
});
