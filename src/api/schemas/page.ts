import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { bool, int, nullableInt } from './primitives';

/**
 * The Laravel-style page of members, students and courses (behaviour.md, "Page envelopes").
 * Real sites send no `has_more`; when it is missing we derive it from the page numbers.
 * `from`/`to` are `null` past the last page. The `*_url` fields are never followed: they
 * drop every query parameter except `page`.
 */
export function paginatedPage<T extends core.$ZodType>(item: T) {
  return z.pipe(
    z.object({
      data: z.array(item),
      current_page: int,
      per_page: int,
      from: nullableInt,
      to: nullableInt,
      total: int,
      last_page: int,
      has_more: z.optional(bool),
    }),
    z.transform((page) => ({
      ...page,
      has_more: page.has_more ?? page.current_page < page.last_page,
    })),
  );
}

/**
 * The feed page: no `last_page`, and `total` is not a count ("N+" at most); `has_more` only
 * says that this page came back full.
 */
export function feedPage<T extends core.$ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: int,
    per_page: int,
    from: nullableInt,
    to: nullableInt,
    total: int,
    has_more: bool,
  });
}
