/**
 * How the API's parameters are described: plain data, read by the server (to build its zod
 * query schemas, its REST index and its CORS answers) and by the dashboard (to build its URL
 * codecs and requests). Nothing here runs a check; it only says what is allowed.
 */

/** An integer. Blank means `default` (or "not given" without one); out-of-range is clamped. */
export interface IntegerParam {
  readonly type: 'integer';
  readonly default?: number;
  readonly min?: number;
  readonly max?: number;
  readonly required?: boolean;
}

/** Free text, blank meaning "not given"; longer than `maxLength` characters is refused. */
export interface StringParam {
  readonly type: 'string';
  readonly maxLength: number;
  readonly required?: boolean;
}

/**
 * One of `values`, read in any case; anything else falls back to `default` (never an error),
 * except where `strict`: WordPress core validates its own parameters, exactly, with a 400.
 */
export interface ChoiceParam<V extends string = string> {
  readonly type: 'choice';
  readonly values: readonly V[];
  readonly default?: V;
  readonly strict?: boolean;
}

/** Some of `values`, as `k[]=a&k[]=b`, `k=a` or `k=a,b`; unknown values are ignored. */
export interface ListParam<V extends string = string> {
  readonly type: 'list';
  readonly values: readonly V[];
}

export type ParamSpec = IntegerParam | StringParam | ChoiceParam | ListParam;

/** The largest page number we answer; any page past the data is simply empty. */
export const MAX_PAGE = 1_000_000_000;

/** The most rows one page may ask for; more is clamped (behaviour.md, "Limits"). */
export const MAX_PER_PAGE = 100;

/** Search terms (and slugs) longer than this are refused with a 400 rather than silently cut. */
export const MAX_SEARCH_LENGTH = 200;

export const searchParam = { type: 'string', maxLength: MAX_SEARCH_LENGTH } as const;

export const pageParam = { type: 'integer', default: 1, min: 1, max: MAX_PAGE } as const;

export function perPageParam<const D extends number>(fallback: D) {
  return { type: 'integer', default: fallback, min: 1, max: MAX_PER_PAGE } as const;
}

/**
 * WordPress's global `_fields` parameter, accepted on every REST route: only the named fields
 * of the answer (of each item, for a list) come back — `name,namespaces`, or `a.b` for a field
 * inside another. Discovery asks the REST index for just what it reads this way.
 */
export const RESPONSE_FIELDS_PARAM = '_fields';
