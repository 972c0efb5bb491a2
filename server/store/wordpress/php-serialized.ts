/**
 * PHP-serialized values as WordPress and FluentCommunity store them (wp_usermeta, fcom meta and
 * settings columns), read into plain JSON-compatible data. Parsing is php-serialize's (byte-length
 * aware, never evaluates anything); this module adds what a reader of a live database needs on
 * top: WordPress's `is_serialized` test, one typed error that never echoes the value (it may hold
 * a password hash), a guard against `__proto__` keys, and zod-checked shapes for the few values
 * the server reads (application passwords, capabilities, meta maps).
 *
 * PHP objects: `O:8:"stdClass"` reads as a plain map of its properties (what PHP's json_encode
 * gives); any other class, and `C:` (Serializable) payloads, are rejected with PhpSerializedError.
 * Maps become JS objects, so integer-like keys come first in ascending order, whatever PHP's order.
 */
import { unserialize } from 'php-serialize';
import { z } from 'zod';
import { isTruthyInPhp } from '../../lib/php-truthiness';

/** A value could not be read. The message says what was wrong, never the value itself. */
export class PhpSerializedError extends Error {
  override name = 'PhpSerializedError';
}

export interface StoredApplicationPassword {
  uuid: string;
  name: string;
  hash: string;
  created: number | null;
}

/**
 * The only class php-serialize may build: `stdClass`, as `Object`, which makes a plain object.
 * With strict mode (the default) other names throw instead of becoming `__PHP_Incomplete_Class`,
 * and a null prototype keeps names such as `constructor` from resolving to built-ins.
 */
const PLAIN_OBJECT_CLASSES: Record<string, unknown> = Object.assign(
  Object.create(null) as Record<string, unknown>,
  { stdClass: Object },
);

/** Assigning a `__proto__` key replaces the prototype instead of adding an entry: refuse it. */
const PROTO_KEY = '__proto__"';
const MAX_NAME_IN_MESSAGE = 40;

/** Any PHP-serialized value as plain JSON-compatible data: PHP arrays with keys 0..n-1 in order become arrays, other arrays become objects; null, booleans, numbers, strings as themselves. Throws PhpSerializedError. */
export function parsePhpSerialized(text: string): unknown {
  if (!isSerialized(text)) throw new PhpSerializedError('not a PHP-serialized value');
  if (text.includes(PROTO_KEY)) {
    throw new PhpSerializedError('PHP-serialized value has a "__proto__" key');
  }
  let parsed: unknown;
  try {
    parsed = unserialize(text, PLAIN_OBJECT_CLASSES) as unknown;
  } catch (error) {
    throw describeParseFailure(error, Buffer.byteLength(text, 'utf8'));
  }
  return toPlainData(parsed);
}

/**
 * WordPress's maybe_unserialize: serialized → parsed; anything else (plain text, JSON, '') returned as is.
 * Text that looks serialized but does not parse throws PhpSerializedError (WordPress would return false).
 */
export function maybeUnserialize(text: string | null): unknown {
  if (text === null || !isSerialized(text.trim())) return text;
  return parsePhpSerialized(text.trim());
}

const mapSchema = z.record(z.string(), z.unknown());

/** A column that holds a PHP-serialized map (or '' / NULL / 'a:0:{}' / JSON as some writers leave it) as JSON object text, for the shaping layer, which reads meta/settings as JSON text. Empty → '{}'. Throws PhpSerializedError when malformed or not a map. */
export function serializedMapAsJson(text: string | null): string {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return '{}';
  const value = looksLikeJson(trimmed) ? parseJson(trimmed) : parseColumn(trimmed);
  if (Array.isArray(value) && value.length === 0) return '{}';
  if (!mapSchema.safeParse(value).success) {
    throw new PhpSerializedError(`expected a map, got ${describeKind(value)}`);
  }
  // The value itself, not zod's copy: a JSON "__proto__" key stays an ordinary key this way.
  return JSON.stringify(value);
}

const applicationPasswordSchema = z.object({
  password: z.string(),
  uuid: z.string().catch(''),
  name: z.string().catch(''),
  created: z.number().int().nullable().catch(null),
});

/** WordPress unsets revoked entries without renumbering, so the list may come back as a map. */
const applicationPasswordListSchema = z.union([z.array(z.unknown()), mapSchema]);

/** usermeta `_application_passwords`: a PHP array of entries {uuid, app_id, name, password (the hash), created, last_used, last_ip}. Entries without a string password are skipped; the whole value malformed → PhpSerializedError. */
export function parseApplicationPasswords(text: string): StoredApplicationPassword[] {
  if (text.trim() === '') return [];
  const value = parsePhpSerialized(text.trim());
  const entries = applicationPasswordListSchema.safeParse(value);
  if (!entries.success) {
    throw new PhpSerializedError(`expected an array of entries, got ${describeKind(value)}`);
  }
  return Object.values(entries.data).flatMap((entry) => {
    const read = applicationPasswordSchema.safeParse(entry);
    if (!read.success) return [];
    const { uuid, name, password, created } = read.data;
    return [{ uuid, name, hash: password, created }];
  });
}

/** usermeta `{prefix}capabilities`: a PHP map role → true, e.g. a:1:{s:13:"administrator";b:1;} → ['administrator']. Roles whose value is false are left out. */
export function parseCapabilities(text: string): string[] {
  if (text.trim() === '') return [];
  const value = parsePhpSerialized(text.trim());
  if (Array.isArray(value) && value.length === 0) return [];
  const map = mapSchema.safeParse(value);
  if (!map.success) throw new PhpSerializedError(`expected a map, got ${describeKind(value)}`);
  return Object.entries(map.data)
    .filter(([, granted]) => isTruthyInPhp(granted))
    .map(([role]) => role);
}

/**
 * WordPress's `is_serialized($data, true)`: only values shaped like serialize() output are read
 * (ending in ';' or '}'), so plain text in a meta column is left alone. Like PHP's unserialize,
 * php-serialize ignores anything after a complete value; this keeps that to text ending like one.
 */
function isSerialized(data: string): boolean {
  if (data === 'N;') return true;
  if (data.length < 4 || data[1] !== ':') return false;
  if (!data.endsWith(';') && !data.endsWith('}')) return false;
  switch (data[0]) {
    case 's':
      return data.at(-2) === '"' && /^s:[0-9]+:/.test(data);
    case 'a':
    case 'O':
      return /^[aO]:[0-9]+:/.test(data);
    case 'b':
    case 'i':
    case 'd':
      return /^[bid]:[0-9.E+-]+;$/.test(data);
    default:
      return false;
  }
}

/** php-serialize's messages can quote the value ("Cannot convert <text> to a BigInt"): keep only the position. */
function describeParseFailure(error: unknown, byteLength: number): PhpSerializedError {
  const message = error instanceof Error ? error.message : '';
  const missingClass = /^Class (.*) not found in given scope$/s.exec(message);
  if (missingClass) {
    const name = (missingClass[1] ?? '').slice(0, MAX_NAME_IN_MESSAGE);
    return new PhpSerializedError(`PHP object of class ${JSON.stringify(name)} is not supported`);
  }
  if (message.startsWith('unserialize not found on class')) {
    return new PhpSerializedError('PHP Serializable object (C:) is not supported');
  }
  if (error instanceof RangeError) {
    return new PhpSerializedError('PHP-serialized value is nested too deeply');
  }
  const index = /at index (\d+)/.exec(message)?.[1];
  const where = index === undefined ? '' : ` at byte ${index}`;
  return new PhpSerializedError(`malformed PHP-serialized value${where} (${byteLength} bytes)`);
}

/**
 * php-serialize's result as JSON-compatible data in fresh plain objects and arrays.
 * Integers beyond 2^53 (and odd spellings such as `i:007;`) arrive as bigint: safe ones become
 * numbers, larger ones decimal strings, so no digit is lost. Non-finite floats are refused.
 */
function toPlainData(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new PhpSerializedError('non-finite number');
      return value;
    case 'bigint':
      return value >= Number.MIN_SAFE_INTEGER && value <= Number.MAX_SAFE_INTEGER
        ? Number(value)
        : value.toString();
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) return value.map(toPlainData);
      if (Object.getPrototypeOf(value) !== Object.prototype) {
        throw new PhpSerializedError('PHP object is not a plain map');
      }
      const map: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(value)) map[key] = toPlainData(entry);
      return map;
    }
    default:
      throw new PhpSerializedError(`unexpected ${typeof value} in PHP-serialized value`);
  }
}

function parseColumn(text: string): unknown {
  if (!isSerialized(text)) throw new PhpSerializedError('neither PHP-serialized nor JSON');
  return parsePhpSerialized(text);
}

function looksLikeJson(text: string): boolean {
  return text.startsWith('{') || text.startsWith('[');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PhpSerializedError('malformed JSON');
  }
}

function describeKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}
