/**
 * PHP's `intval` of a request's value: the leading integer of a string (after white space),
 * 0 when there is none; a number truncated; true 1; a non-empty list 1; anything else 0.
 */
export function phpIntval(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const match = /^[ \t\n\r\v\f]*([+-]?\d+)/.exec(value);
    return match ? Number.parseInt(match[1]!, 10) : 0;
  }
  if (Array.isArray(value)) return value.length > 0 ? 1 : 0;
  return 0;
}
