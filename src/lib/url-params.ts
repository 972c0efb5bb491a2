import { MAX_SEARCH_LENGTH } from '../../contract';
import type { UrlStateCodec } from './url-state';

/**
 * Declarative URL codecs: each field of a page's state is described by one parameter
 * descriptor (how its value is read from and written to the link, and its default), and
 * `defineUrlCodec` turns the descriptors into a `UrlStateCodec`. Every page so reads links by
 * the same rules (the dashboard's twin of the server's `choiceParam`/`pageParam`/`textParam`
 * in server/http/query.ts):
 * - a blank value (`page=`) means "not given", as it does for the API (contract/params.ts);
 * - a value that cannot be read falls back to the default and is reported;
 * - a parameter the page does not know is reported, and so is every repeat of a single-valued
 *   parameter after its first occurrence (`page=2&page=3` reads page 2);
 * - reports read `name=value`, in the order the link has them.
 * Values equal to their defaults are left out when writing, so links stay short.
 */

/** What `read` answers for a value it cannot use (`page=abc`). */
export const UNREADABLE = Symbol('unreadable');

/** How one field of a page's state lives in the link. Values are never `undefined`. */
export interface UrlParam<V, S = unknown> {
  /** The names the value may come under; the first is the one written. */
  readonly names: readonly [string, ...string[]];
  /** One non-blank occurrence as a value, or `UNREADABLE`. */
  readonly read: (text: string) => V | typeof UNREADABLE;
  /** A list's value from two occurrences; without it only the first occurrence counts. */
  readonly merge?: (earlier: V, next: V) => V;
  /** The value when the link gives none; it may read the fields declared before it. */
  readonly defaultFor: (state: S) => V;
  /** The value as the link's texts; none for "nothing to write". */
  readonly write: (value: V) => readonly string[];
}

/** A descriptor for every field of the state `T`, in the order the link is written. */
export type UrlFields<T> = { readonly [K in keyof T]-?: UrlParam<T[K], T> };

type Choice = string | number;

interface ChoiceOptions {
  /** Read `asc`, `Asc` and `ASC` alike (the API reads `sort_dir` in any case). */
  readonly anyCase?: boolean;
}

function findChoice<V extends Choice>(values: readonly V[], text: string, anyCase: boolean) {
  const found = values.find((value) => {
    if (typeof value === 'number') return /^\d+$/.test(text) && Number(text) === value;
    return anyCase ? value.toLowerCase() === text.toLowerCase() : value === text;
  });
  return found ?? UNREADABLE;
}

/**
 * One of `values` (strings, or numbers written in digits). The default need not be one of
 * them (`''` for "any status"), or it may depend on fields declared before this one
 * (`sort_dir` defaults to the sorted column's own direction).
 */
export function choiceParam<const V extends Choice, const D extends Choice>(
  name: string,
  values: readonly V[],
  options: ChoiceOptions & { readonly default: D },
): UrlParam<V | D>;
export function choiceParam<const V extends Choice, S>(
  name: string,
  values: readonly V[],
  options: ChoiceOptions & { readonly defaultFrom: (state: S) => V },
): UrlParam<V, S>;
export function choiceParam<V extends Choice, S>(
  name: string,
  values: readonly V[],
  options: ChoiceOptions & ({ readonly default: V } | { readonly defaultFrom: (state: S) => V }),
): UrlParam<V, S> {
  const anyCase = options.anyCase ?? false;
  return {
    names: [name],
    read: (text) => findChoice(values, text, anyCase),
    defaultFor: 'defaultFrom' in options ? options.defaultFrom : () => options.default,
    write: (value) => [String(value)],
  };
}

interface IntegerOptions {
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

/**
 * A whole number in `min..max`, written in digits. Digit strings longer than `max`'s are
 * refused before conversion, so a huge number never reads as a rounded one.
 */
export function integerParam(name: string, options: IntegerOptions): UrlParam<number> {
  const digits = new RegExp(`^\\d{1,${String(options.max).length}}$`);
  return {
    names: [name],
    read: (text) => {
      const value = digits.test(text) ? Number(text) : NaN;
      return value >= options.min && value <= options.max ? value : UNREADABLE;
    },
    defaultFor: () => options.default,
    write: (value) => [String(value)],
  };
}

/** Ids as the API writes them: positive, without leading zeros, at most ten digits. */
export const POSITIVE_ID_PATTERN = /^[1-9]\d{0,9}$/;

/** An optional id (`user_id`): a positive integer, or `null` when not given. */
export function idParam(name: string): UrlParam<number | null> {
  return {
    names: [name],
    read: (text) => (POSITIVE_ID_PATTERN.test(text) ? Number(text) : UNREADABLE),
    defaultFor: () => null,
    write: (value) => (value === null ? [] : [String(value)]),
  };
}

/**
 * Free text, kept as typed (trimming is the request's business); `''` when not given. Text
 * longer than the API accepts (it answers 400) is reported as ignored instead.
 */
export function textParam(name: string, maxLength = MAX_SEARCH_LENGTH): UrlParam<string> {
  return {
    names: [name],
    read: (text) => ([...text].length <= maxLength ? text : UNREADABLE),
    defaultFor: () => '',
    write: (value) => (value === '' ? [] : [value]),
  };
}

/** What a space or topic slug may hold: letters and digits of any script, `-` and `_`. */
export const SLUG_PATTERN = /^[\p{L}\p{N}_-]+$/u;

/** A slug (`space`, `topic_slug`), or `''` when not given. */
export function slugParam(name: string): UrlParam<string> {
  return { ...textParam(name), read: (text) => (SLUG_PATTERN.test(text) ? text : UNREADABLE) };
}

/**
 * The chosen values in the order of `values`, without repeats, or `fallback` when none is
 * chosen: equal choices make equal links and equal query keys.
 */
export function orderedChoices<V extends string>(
  values: readonly V[],
  chosen: readonly V[],
  fallback: readonly V[],
): V[] {
  const ordered = values.filter((value) => chosen.includes(value));
  return ordered.length > 0 ? ordered : [...fallback];
}

/**
 * Some of `values`, one per occurrence (`search_in=a&search_in=b`), under any of `names`
 * (`search_in[]` too, as the API writes it); never empty: `fallback` when none is chosen.
 */
export function listParam<const V extends string>(
  names: readonly [string, ...string[]],
  values: readonly V[],
  fallback: readonly V[],
): UrlParam<V[]> {
  return {
    names,
    read: (text) => {
      const value = findChoice(values, text, false);
      return value === UNREADABLE ? value : [value];
    },
    merge: (earlier, next) => orderedChoices(values, [...earlier, ...next], fallback),
    defaultFor: () => [...fallback],
    write: (value) => orderedChoices(values, value, fallback),
  };
}

/** A switch written as `on` when true and left out when false; `off` reads as false. */
export function flagParam(
  name: string,
  flag: { readonly on: string; readonly off: string },
): UrlParam<boolean> {
  return {
    names: [name],
    read: (text) => (text === flag.on ? true : text === flag.off ? false : UNREADABLE),
    defaultFor: () => false,
    write: (value) => (value ? [flag.on] : []),
  };
}

function sameTexts(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((text, index) => text === b[index]);
}

/**
 * What a link gives of one field, as its first occurrence that counts (blank ones are not
 * given): the text as written, and the value read from it, or none where it could not be read
 * (`order_by_type=whatever`).
 */
export interface GivenParam<V> {
  readonly text: string;
  readonly value: V | undefined;
}

/** The fields a link gives, each as written and as read (a name for a view says only these). */
export type GivenParams<T> = { readonly [K in keyof T]?: GivenParam<T[K]> };

export interface UrlCodec<T> extends UrlStateCodec<T> {
  /** The fields `params` gives, by the same rules as `parse`. */
  given(params: URLSearchParams): GivenParams<T>;
}

/** The codec of a page's state, from one descriptor per field (see the rules above). */
export function defineUrlCodec<T>(fields: UrlFields<T>): UrlCodec<T> {
  const keys = Object.keys(fields) as Array<keyof T>;
  const fieldOfName = new Map<string, keyof T>();
  for (const key of keys) {
    for (const name of fields[key].names) {
      if (fieldOfName.has(name)) throw new Error(`defineUrlCodec: ${name} is read twice`);
      fieldOfName.set(name, key);
    }
  }

  const codec: UrlCodec<T> = {
    parse(params) {
      const ignored: string[] = [];
      const seen = new Set<keyof T>();
      const found: Partial<T> = {};
      /** Reads one occurrence of a known parameter; false when it is to be reported. */
      const readOccurrence = <K extends keyof T>(key: K, text: string): boolean => {
        const field = fields[key];
        if (seen.has(key) && !field.merge) return false;
        seen.add(key);
        if (text === '') return true;
        const value = field.read(text);
        if (value === UNREADABLE) return false;
        const earlier = found[key];
        found[key] = earlier !== undefined && field.merge ? field.merge(earlier, value) : value;
        return true;
      };
      for (const [name, text] of params) {
        const key = fieldOfName.get(name);
        if (key === undefined || !readOccurrence(key, text)) ignored.push(`${name}=${text}`);
      }

      const state = { ...found } as T;
      // Defaults last, in declaration order, so a default can read the fields before it.
      for (const key of keys) {
        if (found[key] === undefined) state[key] = fields[key].defaultFor(state);
      }
      return { state, ignored };
    },

    serialize(state) {
      const params = new URLSearchParams();
      for (const key of keys) {
        const field = fields[key];
        const texts = field.write(state[key]);
        // Equal to the default when written alike: `sort_dir` compares with its column's own.
        if (sameTexts(texts, field.write(field.defaultFor(state)))) continue;
        for (const text of texts) params.append(field.names[0], text);
      }
      return params;
    },

    given(params) {
      const { state } = codec.parse(params);
      const given: { [K in keyof T]?: GivenParam<T[K]> } = {};
      const seen = new Set<keyof T>();
      for (const [name, text] of params) {
        const key = fieldOfName.get(name);
        if (key === undefined) continue;
        const field = fields[key];
        // As `parse` reads them: a repeat of a single-valued parameter does not count.
        if (seen.has(key) && !field.merge) continue;
        seen.add(key);
        if (text === '' || given[key]) continue;
        given[key] = { text, value: field.read(text) === UNREADABLE ? undefined : state[key] };
      }
      return given;
    },
  };
  return codec;
}
