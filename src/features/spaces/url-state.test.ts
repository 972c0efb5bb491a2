import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PER_PAGE_CHOICES, SORT_COLUMNS } from '../../lib/table-params';
import { MEMBER_SORT_DEFAULTS, membersUrlCodec, type MembersUrlState } from './url-state';

const parse = (query: string) => membersUrlCodec.parse(new URLSearchParams(query));
const serialize = (state: MembersUrlState) => membersUrlCodec.serialize(state).toString();

const DEFAULTS: MembersUrlState = {
  status: 'active',
  search: '',
  sortBy: 'created_at',
  sortDir: 'ASC',
  page: 1,
  perPage: 20,
};

describe('membersUrlCodec.parse', () => {
  it('reads an empty URL as the defaults: active members, oldest first, 20 a page', () => {
    expect(parse('')).toEqual({ state: DEFAULTS, ignored: [] });
  });

  it('reads every parameter', () => {
    expect(
      parse('status=pending&search=ana&sort_by=display_name&sort_dir=DESC&page=3&per_page=50'),
    ).toEqual({
      state: {
        status: 'pending',
        search: 'ana',
        sortBy: 'display_name',
        sortDir: 'DESC',
        page: 3,
        perPage: 50,
      },
      ignored: [],
    });
  });

  it('uses the API default direction of the column when sort_dir is missing', () => {
    expect(parse('sort_by=display_name').state.sortDir).toBe('ASC');
    expect(parse('sort_by=last_activity').state.sortDir).toBe('DESC');
    expect(parse('sort_by=created_at').state.sortDir).toBe('ASC');
  });

  it('accepts sort_dir in any case', () => {
    expect(parse('sort_dir=desc').state.sortDir).toBe('DESC');
    expect(parse('sort_dir=Asc&sort_by=last_activity').state.sortDir).toBe('ASC');
  });

  it('keeps search text as typed, including characters that need encoding', () => {
    expect(parse('search=Jos%C3%A9+%3Cb%3E').state.search).toBe('José <b>');
  });

  it.each([
    ['status=blocked', { status: 'active' }],
    ['sort_by=email', { sortBy: 'created_at' }],
    ['sort_dir=up', { sortDir: 'ASC' }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=99999999', { page: 1 }],
    ['per_page=15', { perPage: 20 }],
    ['per_page=1000', { perPage: 20 }],
    ['per_page=ten', { perPage: 20 }],
  ])('ignores %s and falls back to the default', (query, expected) => {
    const result = parse(query);
    expect(result.state).toEqual({ ...DEFAULTS, ...expected });
    expect(result.ignored).toEqual([query]);
  });

  it('reports unknown and repeated parameters', () => {
    const result = parse('utm_source=mail&page=2&page=3');
    expect(result.state.page).toBe(2);
    expect(result.ignored).toEqual(['utm_source=mail', 'page=3']);
  });

  it('lists the ignored parameters in the order of the link', () => {
    expect(parse('page=abc&status=x&sort_by=email').ignored).toEqual([
      'page=abc',
      'status=x',
      'sort_by=email',
    ]);
  });

  it('keeps the valid parameters next to invalid ones', () => {
    const result = parse('status=pending&sort_by=nope&page=4');
    expect(result.state).toEqual({ ...DEFAULTS, status: 'pending', page: 4 });
    expect(result.ignored).toEqual(['sort_by=nope']);
  });
});

describe('membersUrlCodec.serialize', () => {
  it('drops every default, so the plain list has a plain link', () => {
    expect(serialize(DEFAULTS)).toBe('');
  });

  it('writes what differs from the defaults, in a stable order', () => {
    expect(
      serialize({
        status: 'pending',
        search: 'ana',
        sortBy: 'last_activity',
        sortDir: 'ASC',
        page: 2,
        perPage: 100,
      }),
    ).toBe('status=pending&search=ana&sort_by=last_activity&sort_dir=ASC&page=2&per_page=100');
  });

  it('drops sort_dir when it is the default of the sorted column', () => {
    expect(serialize({ ...DEFAULTS, sortBy: 'last_activity', sortDir: 'DESC' })).toBe(
      'sort_by=last_activity',
    );
    expect(serialize({ ...DEFAULTS, sortDir: 'DESC' })).toBe('sort_dir=DESC');
  });

  it('round-trips every state', () => {
    const state = fc.record<MembersUrlState>({
      status: fc.constantFrom('active', 'pending'),
      search: fc.string(),
      sortBy: fc.constantFrom(...SORT_COLUMNS),
      sortDir: fc.constantFrom('ASC', 'DESC'),
      page: fc.integer({ min: 1, max: 1_000_000 }),
      perPage: fc.constantFrom(...PER_PAGE_CHOICES),
    });
    fc.assert(
      fc.property(state, (value) => {
        const again = parse(serialize(value));
        expect(again).toEqual({ state: value, ignored: [] });
      }),
    );
  });

  it('has a default direction for every sortable column', () => {
    for (const column of SORT_COLUMNS) expect(MEMBER_SORT_DEFAULTS[column]).toMatch(/^(ASC|DESC)$/);
  });
});
