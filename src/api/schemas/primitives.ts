import { z } from 'zod';

/**
 * Building blocks that accept what real FluentCommunity sites send and output what the spec
 * says (behaviour.md, "What real sites send that a client must tolerate"):
 * numbers as strings, booleans as 0/1, empty maps as `[]`, `null` where the spec is silent.
 *
 * The output types are always the spec's own, so the rest of the app never sees a quirk.
 */

const INTEGER_STRING = /^-?\d+$/;

/** An integer, also when sent as a numeric string (`"12"`). */
export const int = z.preprocess(
  (value) =>
    typeof value === 'string' && INTEGER_STRING.test(value.trim()) ? Number(value) : value,
  z.number().int(),
);

/** An integer or `null` (missing counts as `null`). */
export const nullableInt = z.preprocess(
  (value) => (value === undefined || value === '' ? null : value),
  int.nullable(),
);

/** A boolean, also when sent as `0`/`1` or `"0"`/`"1"`. */
export const bool = z.preprocess((value) => {
  if (value === 0 || value === '0') return false;
  if (value === 1 || value === '1') return true;
  return value;
}, z.boolean());

/** A string that real sites sometimes leave out or send as `null`: both read as `""`. */
export const text = z.preprocess((value) => (value == null ? '' : value), z.string());

/** A string or `null`; a missing value reads as `null`. */
export const nullableText = z.preprocess(
  (value) => (value === undefined ? null : value),
  z.string().nullable(),
);

/** PHP encodes an empty associative array as `[]`: read it as an empty object. */
export function phpMap<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value == null || (Array.isArray(value) && value.length === 0) ? {} : value),
    schema,
  );
}

/** A list that may be missing or `null`: both read as `[]`. */
export function list<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value == null ? [] : value), z.array(item));
}
