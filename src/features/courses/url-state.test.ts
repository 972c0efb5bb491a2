import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PER_PAGE_CHOICES, SORT_COLUMNS } from '../../lib/table-params';
import { studentsUrlCodec, type StudentsUrlState } from './url-state';

const parse = (query: string) => studentsUrlCodec.parse(new URLSearchParams(query));
const serialize = (state: StudentsUrlState) => studentsUrlCodec.serialize(state).toString();

const DEFAULTS: StudentsUrlState = {
  search: '',
  sortBy: 'created_at',
  sortDir: 'DESC',
  page: 1,
  perPage: 20,
};

describe('studentsUrlCodec.parse', () => {
  it('reads an empty URL as the defaults: newest enrollment first, 20 a page', () => {
    expect(parse('')).toEqual({ state: DEFAULTS, ignored: [] });
  });

  it('reads every parameter', () => {
    expect(parse('search=jose&sort_by=last_activity&sort_dir=asc&page=2&per_page=10')).toEqual({
      state: { search: 'jose', sortBy: 'last_activity', sortDir: 'ASC', page: 2, perPage: 10 },
      ignored: [],
    });
  });

  it('uses the column default direction when sort_dir is missing', () => {
    expect(parse('sort_by=display_name').state.sortDir).toBe('ASC');
    expect(parse('sort_by=last_activity').state.sortDir).toBe('DESC');
  });

  it.each([
    ['sort_by=progress', { sortBy: 'created_at' }],
    ['sort_dir=sideways', { sortDir: 'DESC' }],
    ['page=first', { page: 1 }],
    ['per_page=0', { perPage: 20 }],
  ])('ignores %s', (query, expected) => {
    expect(parse(query)).toEqual({ state: { ...DEFAULTS, ...expected }, ignored: [query] });
  });

  it('does not know a status filter', () => {
    expect(parse('status=pending').ignored).toEqual(['status=pending']);
  });
});

describe('studentsUrlCodec.serialize', () => {
  it('drops every default', () => {
    expect(serialize(DEFAULTS)).toBe('');
    expect(serialize({ ...DEFAULTS, sortBy: 'display_name', sortDir: 'ASC' })).toBe(
      'sort_by=display_name',
    );
  });

  it('writes created_at ascending as a direction only', () => {
    expect(serialize({ ...DEFAULTS, sortDir: 'ASC' })).toBe('sort_dir=ASC');
  });

  it('round-trips every state', () => {
    const state = fc.record<StudentsUrlState>({
      search: fc.string(),
      sortBy: fc.constantFrom(...SORT_COLUMNS),
      sortDir: fc.constantFrom('ASC', 'DESC'),
      page: fc.integer({ min: 1, max: 1_000_000 }),
      perPage: fc.constantFrom(...PER_PAGE_CHOICES),
    });
    fc.assert(
      fc.property(state, (value) => {
        expect(parse(serialize(value))).toEqual({ state: value, ignored: [] });
      }),
    );
  });
});
