import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

/**
 * Building blocks that accept what real FluentCommunity sites send and output what the spec
 * says (behaviour.md, "What real sites send that a client must tolerate"):
 * numbers as strings, booleans as 0/1, empty maps as `[]`, `null` where the spec is silent.
 * The output types are always the spec's own, so the rest of the app never sees a quirk.
 *
 * Written with `zod/mini` (functional, tree-shakable) to keep the login screen's bundle small.
 */

const INTEGER_STRING = /^-?\d+$/;

/** Runs `fn` on the raw value before `schema` checks it. */
export function preprocess<T extends core.$ZodType>(fn: (value: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(fn), schema);
}

/** An integer, also when sent as a numeric string (`"12"`). */
export const int = preprocess(
  (value) =>
    typeof value === 'string' && INTEGER_STRING.test(value.trim()) ? Number(value) : value,
  z.int(),
);

/** An integer or `null` (missing or `""` counts as `null`). */
export const nullableInt = preprocess(
  (value) => (value === undefined || value === '' ? null : value),
  z.nullable(int),
);

/** A boolean, also when sent as `0`/`1` or `"0"`/`"1"`. */
export const bool = preprocess((value) => {
  if (value === 0 || value === '0') return false;
  if (value === 1 || value === '1') return true;
  return value;
}, z.boolean());

/** A string that real sites sometimes leave out or send as `null`: both read as `""`. */
export const text = preprocess((value) => (value == null ? '' : value), z.string());

/** A string or `null`; a missing value reads as `null`. */
export const nullableText = preprocess(
  (value) => (value === undefined ? null : value),
  z.nullable(z.string()),
);

/** PHP encodes an empty associative array as `[]`: read it as an empty object. */
export function phpMap<T extends core.$ZodType>(schema: T) {
  return preprocess(
    (value) => (value == null || (Array.isArray(value) && value.length === 0) ? {} : value),
    schema,
  );
}

/** A list that may be missing or `null`: both read as `[]`. */
export function list<T extends core.$ZodType>(item: T) {
  return preprocess((value) => (value == null ? [] : value), z.array(item));
}

/** An optional value that reads as `undefined` when it is not of the expected type. */
export function lenient<T extends core.$ZodType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/**
 * A list whose broken items are left out instead of failing the whole answer (a missing or
 * non-list value reads as `[]`): one odd item costs one row, not the screen that lists them.
 */
export function itemsThatParse<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    ),
  );
}
