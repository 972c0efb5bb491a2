/**
 * PHP's conversion to boolean, for a request's values and the scalars and lists a
 * PHP-serialized value holds: false for an absent value (PHP's null), false, 0, '', '0' and
 * an empty list; true for anything else.
 */
export function isTruthyInPhp(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return (
    value !== undefined &&
    value !== null &&
    value !== false &&
    value !== 0 &&
    value !== '' &&
    value !== '0'
  );
}
