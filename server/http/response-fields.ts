import type { MiddlewareHandler } from 'hono';
import { RESPONSE_FIELDS_PARAM } from '../../contract';
import type { AppEnv } from './hono-app';

/**
 * WordPress's `_fields` (`rest_filter_response_fields`, run on every REST response): keeps
 * only the named fields of a successful JSON answer, of each item when the answer is a list.
 * `a.b` keeps field `b` inside `a`; naming `a` itself keeps all of it. The list is split on
 * commas and whitespace (`wp_parse_list`), given once or as `_fields[]=…`. Errors (status
 * 400 and up) pass untouched, as WordPress leaves `WP_Error` answers alone.
 */
export type FieldTree = ReadonlyMap<string, FieldTree | true>;

/** The requested fields as a tree, or null when none are named. */
export function parseResponseFields(values: readonly string[]): FieldTree | null {
  const names = values.flatMap((value) => value.split(/[\s,]+/)).filter((name) => name !== '');
  if (names.length === 0) return null;
  const tree = new Map<string, Map<string, unknown> | true>();
  for (const name of names) {
    const parts = name.split('.');
    const last = parts.pop() ?? name;
    let level: Map<string, unknown> | null = tree as Map<string, unknown>;
    for (const part of parts) {
      const existing: unknown = level.get(part);
      // A parent already kept whole keeps its sub-fields too.
      if (existing === true) {
        level = null;
        break;
      }
      const next = existing instanceof Map ? (existing as Map<string, unknown>) : new Map();
      level.set(part, next);
      level = next;
    }
    level?.set(last, true);
  }
  return tree as FieldTree;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `_rest_array_intersect_key_recursive`: the fields of `value` the tree names. */
function pick(value: unknown, tree: FieldTree): unknown {
  if (!isRecord(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, child] of tree) {
    if (!Object.hasOwn(value, key)) continue;
    kept[key] = child === true ? value[key] : pick(value[key], child);
  }
  return kept;
}

/** The answer with only the named fields: per item for a list, else of the object itself. */
export function filterResponseFields(data: unknown, tree: FieldTree): unknown {
  return Array.isArray(data) ? data.map((item) => pick(item, tree)) : pick(data, tree);
}

export function responseFields(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const requested = [
      ...(c.req.queries(RESPONSE_FIELDS_PARAM) ?? []),
      ...(c.req.queries(`${RESPONSE_FIELDS_PARAM}[]`) ?? []),
    ];
    const tree = parseResponseFields(requested);
    const response = c.res;
    if (!tree || response.status >= 400) return;
    if (!response.headers.get('Content-Type')?.startsWith('application/json')) return;
    const filtered = filterResponseFields(await response.json(), tree);
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    c.res = undefined;
    c.res = new Response(JSON.stringify(filtered), { status: response.status, headers });
  };
}
