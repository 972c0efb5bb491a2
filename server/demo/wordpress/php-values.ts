/**
 * WordPress and FluentCommunity keep structured values (profile and post meta, space and
 * topic settings, user meta) PHP-`serialize`d, where our SQLite keeps JSON. These turn one
 * into the other as PHP would have written it: string lengths in UTF-8 bytes (php-serialize
 * does that), integer-like keys as integers (PHP arrays turn "3" into 3), maps and lists as
 * `a:` arrays.
 */
import { serialize } from 'php-serialize';

export type PhpValue =
  string | number | boolean | null | readonly PhpValue[] | ReadonlyMap<string | number, PhpValue>;

/** PHP stores a decimal integer string key of an array as that integer. */
const INTEGER_KEY = /^(0|-?[1-9][0-9]{0,17})$/;

function phpKey(key: string): string | number {
  return INTEGER_KEY.test(key) && Number.isSafeInteger(Number(key)) ? Number(key) : key;
}

/**
 * A parsed JSON value as the PHP array PHP would hold, every string passed through
 * `mapString` (e.g. to put the site URL in place of a token).
 */
export function toPhpValue(
  json: unknown,
  mapString: (text: string) => string = (t) => t,
): PhpValue {
  if (json === null || typeof json === 'boolean' || typeof json === 'number') return json;
  if (typeof json === 'string') return mapString(json);
  if (Array.isArray(json)) return json.map((item: unknown) => toPhpValue(item, mapString));
  if (typeof json === 'object') {
    return new Map(
      Object.entries(json).map(([key, value]) => [phpKey(key), toPhpValue(value, mapString)]),
    );
  }
  throw new TypeError(`Not a JSON value: ${typeof json}`);
}

/** PHP's `serialize` of a value. */
export function phpSerialize(value: PhpValue): string {
  return serialize(value);
}

/** PHP's `serialize` of the value a JSON text holds, strings passed through `mapString`. */
export function serializeJson(jsonText: string, mapString?: (text: string) => string): string {
  return phpSerialize(toPhpValue(JSON.parse(jsonText) as unknown, mapString));
}
