import { z } from 'zod';
import type { RawQuery } from '../endpoint-queries';
import { invalidParams } from '../errors';

/**
 * Query strings as PHP reads them, since clients are written for WordPress: the last of
 * duplicate keys wins, `key[]=a&key[]=b` (or `key[0]=`) is a list, and the plain-permalink
 * form `/?rest_route=/…&page=2` carries the route's own parameters beside `rest_route`.
 * URLSearchParams never throws on bad percent-encoding (it substitutes U+FFFD).
 */
export function readRawQuery(url: string): RawQuery {
  // No prototype: keys such as `__proto__[]` or `constructor` are just unknown parameters.
  const query: RawQuery = Object.create(null) as RawQuery;
  const search = url.indexOf('?');
  if (search === -1) return query;
  const hash = url.indexOf('#', search);
  const params = new URLSearchParams(url.slice(search + 1, hash === -1 ? undefined : hash));
  for (const [rawKey, value] of params) {
    const list = /^([^[\]]+)\[[^\]]*\]$/.exec(rawKey);
    if (list?.[1]) {
      const current = query[list[1]];
      query[list[1]] = Array.isArray(current) ? [...current, value] : [value];
    } else {
      query[rawKey] = value;
    }
  }
  return query;
}

/** Parses a raw query with a route's zod schema; failures become a 400 naming each parameter. */
export function parseQuery<T extends z.ZodType>(schema: T, query: RawQuery): z.output<T> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const params: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? 'query');
    if (params[name]) continue;
    if (issue.code === 'invalid_type') params[name] = `${name} is not of type ${issue.expected}.`;
    else if (issue.code === 'invalid_value') {
      params[name] = `${name} is not one of ${issue.values.map(String).join(', ')}.`;
    } else params[name] = `${name} ${issue.message}`;
  }
  throw invalidParams(params);
}

/** A scalar parameter: a list form (`page[]=1`) is a type error, as in WordPress. */
const scalar = z.string().optional();

/**
 * An integer parameter: missing or blank is `fallback` (undefined without one), a value out of
 * range is clamped (the plugin clamps feed paging; behaviour.md "Limits"). Non-integers are a
 * 400.
 */
export function integerParam<F extends number | undefined>(fallback: F, min: number, max: number) {
  return scalar.transform((value, context): number | F => {
    const text = value?.trim() ?? '';
    if (text === '') return fallback;
    if (!/^[+-]?\d+$/.test(text)) {
      context.addIssue({ code: 'custom', message: 'is not of type integer.' });
      return z.NEVER;
    }
    return Math.min(max, Math.max(min, Number(text)));
  });
}

/** A free-text parameter; absent and blank both mean "not given". */
export function textParam(maxLength: number) {
  return scalar.transform((value, context) => {
    // eslint-disable-next-line no-control-regex
    const text = (value ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
    if ([...text].length > maxLength) {
      context.addIssue({
        code: 'custom',
        message: `must be at most ${maxLength} characters long.`,
      });
      return z.NEVER;
    }
    return text === '' ? undefined : text;
  });
}

/** An enumerated parameter, any case; unknown values fall back (never a 400). */
export function choiceParam<const T extends string>(choices: readonly T[]) {
  return scalar.transform((value) => {
    const lower = value?.trim().toLowerCase();
    return choices.find((choice) => choice.toLowerCase() === lower);
  });
}

/**
 * An enumerated parameter WordPress core validates itself: exactly one of `choices`, or a 400
 * naming them (rest_invalid_param).
 */
export function strictChoiceParam<const T extends string>(choices: readonly T[]) {
  return scalar.superRefine((value, context) => {
    if (value !== undefined && !(choices as readonly string[]).includes(value)) {
      context.addIssue({ code: 'invalid_value', values: [...choices], input: value });
    }
  }) as z.ZodType<T | undefined, string | undefined>;
}

/** A list parameter given as `k[]=a&k[]=b`, `k=a`, or `k=a,b`; unknown values are dropped. */
export function listParam<const T extends string>(choices: readonly T[]) {
  return anyListParam.transform((values) =>
    choices.filter((choice) => values.includes(choice.toLowerCase())),
  );
}

const anyListParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim().toLowerCase())
      .filter((item) => item !== ''),
  );
