import { expect } from 'vitest';
import { foldForSearch } from '../store/sqlite/fold';
import type { $ZodType } from 'zod/v4/core';
import { specViolations, type Fields } from './spec';
import { coercionsNeeded } from './strictness';

/**
 * A response honours the contract when the dashboard's shared schema reads it without any
 * coercion, and every spec field is there with its spec type.
 */
export function expectContract(schema: $ZodType, fields: Fields, body: unknown): void {
  expect(coercionsNeeded(schema, body)).toEqual([]);
  expect(specViolations(fields, body)).toEqual([]);
}

/**
 * The folding the server's order and search must follow: the site's collation, as fold.ts
 * implements it (fold.test.ts pins that function to the collation's letters, literally).
 */
export const foldName = foldForSearch;

/** Code point order, as SQLite's BINARY collation compares UTF-8 bytes. */
export function compareCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const difference = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/**
 * Asserts rows are ordered by `key` (nulls smallest, as in SQLite) then by `id`, both in
 * `direction`: exactly the server's documented rule.
 */
export function expectOrdered<T>(
  rows: readonly T[],
  key: (row: T) => string | null,
  id: (row: T) => number,
  direction: 'ASC' | 'DESC',
): void {
  const sign = direction === 'ASC' ? 1 : -1;
  const compare = (a: T, b: T) => {
    const ka = key(a);
    const kb = key(b);
    const byKey = ka === kb ? 0 : ka === null ? -1 : kb === null ? 1 : compareCodePoints(ka, kb);
    return sign * (byKey !== 0 ? byKey : id(a) - id(b));
  };
  const sorted = [...rows].sort(compare);
  expect(rows.map(id)).toEqual(sorted.map(id));
}
