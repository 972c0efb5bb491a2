import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choiceParam,
  defineUrlCodec,
  flagParam,
  idParam,
  integerParam,
  listParam,
  slugParam,
  textParam,
  UNREADABLE,
} from './url-params';

const TAGS = ['news', 'help', 'ideas'] as const;
type Tag = (typeof TAGS)[number];
const SORT_DEFAULTS = { name: 'ASC', date: 'DESC' } as const;

/** A state with a field of every kind, to test the rules every page shares. */
interface Sample {
  space: string;
  author: number | null;
  search: string;
  tags: Tag[];
  status: '' | 'open' | 'closed';
  sortBy: 'name' | 'date';
  sortDir: 'ASC' | 'DESC';
  page: number;
  perPage: 10 | 25 | 100;
  archived: boolean;
}

const DEFAULTS: Sample = {
  space: '',
  author: null,
  search: '',
  tags: ['news'],
  status: '',
  sortBy: 'date',
  sortDir: 'DESC',
  page: 1,
  perPage: 25,
  archived: false,
};

const codec = defineUrlCodec<Sample>({
  space: slugParam('space'),
  author: idParam('user_id'),
  search: textParam('search'),
  tags: listParam(['tag', 'tag[]'], TAGS, ['news']),
  status: choiceParam('status', ['open', 'closed'], { default: '' }),
  sortBy: choiceParam('sort_by', ['name', 'date'], { default: 'date' }),
  sortDir: choiceParam('sort_dir', ['ASC', 'DESC'], {
    anyCase: true,
    defaultFrom: (state: Pick<Sample, 'sortBy'>) => SORT_DEFAULTS[state.sortBy],
  }),
  page: integerParam('page', { default: 1, min: 1, max: 1_000_000 }),
  perPage: choiceParam('per_page', [10, 25, 100], { default: 25 }),
  archived: flagParam('archived', { on: 'yes', off: 'no' }),
});

const parse = (query: string) => codec.parse(new URLSearchParams(query));
const serialize = (state: Partial<Sample>) => codec.serialize({ ...DEFAULTS, ...state }).toString();

describe('parameter descriptors', () => {
  it('reads choices exactly, or in any case when asked', () => {
    const status = choiceParam('status', ['open'], { default: '' });
    expect(status.read('open')).toBe('open');
    expect(status.read('OPEN')).toBe(UNREADABLE);
    const direction = choiceParam('dir', ['ASC', 'DESC'], { default: 'ASC', anyCase: true });
    expect(direction.read('desc')).toBe('DESC');
  });

  it('reads number choices written in digits only', () => {
    const perPage = choiceParam('per_page', [10, 20], { default: 20 });
    expect(perPage.read('10')).toBe(10);
    expect(perPage.read('010')).toBe(10);
    expect(perPage.read('1e1')).toBe(UNREADABLE);
    expect(perPage.read('15')).toBe(UNREADABLE);
  });

  it.each(['0', '-1', '+2', '2.5', ' 2', '1000001', '00000001', 'abc'])(
    'refuses page %j',
    (text) => {
      expect(integerParam('page', { default: 1, min: 1, max: 1_000_000 }).read(text)).toBe(
        UNREADABLE,
      );
    },
  );

  it('reads integers in range, leading zeros included, up to the digits of the maximum', () => {
    const page = integerParam('page', { default: 1, min: 1, max: 1_000_000 });
    expect(page.read('1000000')).toBe(1_000_000);
    expect(page.read('0000002')).toBe(2);
  });

  it('reads ids as the API writes them', () => {
    const author = idParam('user_id');
    expect(author.read('12')).toBe(12);
    for (const text of ['0', '012', '-4', '12345678901'])
      expect(author.read(text)).toBe(UNREADABLE);
  });

  it('reads slugs of any script and refuses anything else', () => {
    const space = slugParam('space');
    expect(space.read('café-club_2')).toBe('café-club_2');
    expect(space.read('two words')).toBe(UNREADABLE);
    expect(space.read('a/b')).toBe(UNREADABLE);
  });

  it('writes a list in the order of its values, never empty', () => {
    const tags = listParam(['tag'], TAGS, ['news']);
    expect(tags.write(['ideas', 'help', 'ideas'])).toEqual(['help', 'ideas']);
    expect(tags.write([])).toEqual(['news']);
  });

  it('writes a flag only when it is on', () => {
    const flag = flagParam('archived', { on: 'yes', off: 'no' });
    expect(flag.read('no')).toBe(false);
    expect(flag.write(false)).toEqual([]);
    expect(flag.write(true)).toEqual(['yes']);
  });

  it('refuses two fields under one name', () => {
    expect(() => defineUrlCodec({ a: textParam('q'), b: slugParam('q') })).toThrow(/q/);
  });
});

describe('defineUrlCodec.parse', () => {
  it('reads an empty link as the defaults', () => {
    expect(parse('')).toEqual({ state: DEFAULTS, ignored: [] });
  });

  it('reads every field, a list from either of its names', () => {
    expect(
      parse(
        'space=design&user_id=7&search=a+b&tag[]=ideas&tag=help&status=open&sort_by=name&sort_dir=desc&page=3&per_page=100&archived=yes',
      ),
    ).toEqual({
      state: {
        space: 'design',
        author: 7,
        search: 'a b',
        tags: ['help', 'ideas'],
        status: 'open',
        sortBy: 'name',
        sortDir: 'DESC',
        page: 3,
        perPage: 100,
        archived: true,
      },
      ignored: [],
    });
  });

  it('gives a missing field the default that depends on an earlier one', () => {
    expect(parse('sort_by=name').state.sortDir).toBe('ASC');
    expect(parse('sort_dir=asc').state).toEqual({ ...DEFAULTS, sortDir: 'ASC' });
  });

  it('reads a blank value as not given, silently', () => {
    expect(parse('space=&page=&tag=&status=&archived=')).toEqual({ state: DEFAULTS, ignored: [] });
  });

  it('reports unknown parameters, unreadable values and repeats, in the order of the link', () => {
    const { state, ignored } = parse(
      'page=2&utm_source=mail&tag[]=news&tag=nope&page=3&status=gone&status=open&search=x&search=y',
    );
    expect(state).toEqual({ ...DEFAULTS, page: 2, search: 'x' });
    expect(ignored).toEqual([
      'utm_source=mail',
      'tag=nope',
      'page=3',
      'status=gone',
      'status=open',
      'search=y',
    ]);
  });

  it('counts a blank or unreadable first occurrence as the one read', () => {
    expect(parse('page=&page=4')).toEqual({ state: DEFAULTS, ignored: ['page=4'] });
    expect(parse('page=x&page=4')).toEqual({ state: DEFAULTS, ignored: ['page=x', 'page=4'] });
  });
});

describe('defineUrlCodec.given', () => {
  const given = (query: string) => codec.given(new URLSearchParams(query));

  it('gives each field the link sets, as written and as read', () => {
    expect(given('sort_dir=desc&search=+a+&per_page=100')).toEqual({
      sortDir: { text: 'desc', value: 'DESC' },
      search: { text: ' a ', value: ' a ' },
      perPage: { text: '100', value: 100 },
    });
    // A default written out is given too: the link says it.
    expect(given('sort_by=date')).toEqual({ sortBy: { text: 'date', value: 'date' } });
  });

  it('keeps the text of a value it cannot read, without a value', () => {
    expect(given('status=gone&per_page=7')).toEqual({
      status: { text: 'gone', value: undefined },
      perPage: { text: '7', value: undefined },
    });
  });

  it('counts occurrences as parse does: blanks are not given, repeats do not count', () => {
    expect(given('space=&space=design&page=2&page=3&utm_source=mail')).toEqual({
      page: { text: '2', value: 2 },
    });
    expect(given('tag=help&tag[]=ideas')).toEqual({
      tags: { text: 'help', value: ['help', 'ideas'] },
    });
  });
});

describe('defineUrlCodec.serialize', () => {
  it('drops every value equal to its default', () => {
    expect(serialize({})).toBe('');
    expect(serialize({ sortBy: 'name', sortDir: 'ASC', tags: ['news'] })).toBe('sort_by=name');
    expect(serialize({ tags: [] })).toBe('');
  });

  it('writes the other values in the order of the fields, a list under its first name', () => {
    expect(
      serialize({
        archived: true,
        tags: ['ideas', 'news'],
        space: 'design',
        sortDir: 'ASC',
        author: 3,
      }),
    ).toBe('space=design&user_id=3&tag=news&tag=ideas&sort_dir=ASC&archived=yes');
  });
});

const sampleState: fc.Arbitrary<Sample> = fc.record({
  space: fc.oneof(fc.constant(''), fc.stringMatching(/^[\p{L}\p{N}_-]{1,20}$/u)),
  author: fc.option(fc.integer({ min: 1, max: 9_999_999_999 }), { nil: null }),
  search: fc.string({ unit: 'grapheme' }),
  tags: fc.subarray([...TAGS], { minLength: 1 }),
  status: fc.constantFrom('', 'open', 'closed'),
  sortBy: fc.constantFrom('name', 'date'),
  sortDir: fc.constantFrom('ASC', 'DESC'),
  page: fc.integer({ min: 1, max: 1_000_000 }),
  perPage: fc.constantFrom(10, 25, 100),
  archived: fc.boolean(),
});

/** Links as people and other sites write them: known names, unknown ones, any values. */
const link: fc.Arbitrary<URLSearchParams> = fc.oneof(
  fc.string({ unit: 'grapheme' }).map((query) => new URLSearchParams(query)),
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          ...['space', 'user_id', 'search', 'tag', 'tag[]', 'status', 'sort_by', 'sort_dir'],
          ...['page', 'per_page', 'archived', 'utm_source', 'Page'],
        ),
        fc.oneof(
          fc.constantFrom('', 'news', 'ideas', 'open', 'name', 'desc', 'yes', 'no', '0', '7'),
          fc.string({ unit: 'grapheme', maxLength: 12 }),
        ),
      ),
    )
    .map((pairs) => new URLSearchParams(pairs)),
);

describe('defineUrlCodec round trip', () => {
  it('reads back every state it writes', () => {
    fc.assert(
      fc.property(sampleState, (state) => {
        const written = codec.serialize(state).toString();
        expect(codec.parse(new URLSearchParams(written))).toEqual({ state, ignored: [] });
      }),
    );
  });

  it('writes any link it reads as a stable one that reads the same', () => {
    fc.assert(
      fc.property(link, (params) => {
        const { state } = codec.parse(params);
        const written = codec.serialize(state);
        const again = codec.parse(new URLSearchParams(written.toString()));
        expect(again).toEqual({ state, ignored: [] });
        expect(codec.serialize(again.state).toString()).toBe(written.toString());
      }),
    );
  });

  it('reports only pairs of the link, in its order', () => {
    fc.assert(
      fc.property(link, (params) => {
        const pairs = [...params].map(([name, value]) => `${name}=${value}`);
        let from = 0;
        for (const entry of codec.parse(params).ignored) {
          from = pairs.indexOf(entry, from) + 1;
          expect(from).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('text longer than the API accepts', () => {
  it('is reported as ignored rather than sent to a certain 400', () => {
    const codec = defineUrlCodec<{ search: string }>({ search: textParam('search', 5) });
    expect(codec.parse(new URLSearchParams('search=abcde'))).toEqual({
      state: { search: 'abcde' },
      ignored: [],
    });
    expect(codec.parse(new URLSearchParams('search=abcdef'))).toEqual({
      state: { search: '' },
      ignored: ['search=abcdef'],
    });
    // Characters, not UTF-16 units: five emoji are five characters.
    expect(codec.parse(new URLSearchParams('search=😀😀😀😀😀')).ignored).toEqual([]);
  });
});
