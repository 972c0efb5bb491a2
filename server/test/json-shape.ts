/**
 * Key paths and JSON types of a response, for comparing ours with the real samples:
 * `members.data[].xprofile.is_verified → {integer}`. Array items share one `[]` path;
 * strings of digits are told apart from other strings ("numeric-string").
 */
export type JsonType =
  'null' | 'boolean' | 'integer' | 'float' | 'string' | 'numeric-string' | 'array' | 'object';

export type Shape = Map<string, Set<JsonType>>;

export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'float';
  if (typeof value === 'string') return /^-?\d+$/.test(value) ? 'numeric-string' : 'string';
  return 'object';
}

export function shapeOf(value: unknown, into: Shape = new Map(), at = ''): Shape {
  const types = into.get(at) ?? new Set<JsonType>();
  types.add(jsonType(value));
  into.set(at, types);
  if (Array.isArray(value)) {
    for (const item of value) shapeOf(item, into, `${at}[]`);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) shapeOf(item, into, `${at}.${key}`);
  }
  return into;
}

/** Documented upgrades (behaviour.md, "What real sites send"), by key name at the end of a path. */
export interface Upgrades {
  /** Keys that real sites send as 0/1 and we as booleans. */
  booleans: readonly string[];
  /** Paths whose `[]` (PHP's empty map) we send as `{}`. */
  maps: readonly RegExp[];
}

function lastKey(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/** Is a sample's type at `path` matched by one of ours, allowing only the documented upgrades? */
export function typeMatches(
  path: string,
  sample: JsonType,
  ours: ReadonlySet<JsonType>,
  upgrades: Upgrades,
): boolean {
  if (ours.has(sample)) return true;
  switch (sample) {
    case 'null':
      return true; // null where we have a value
    case 'numeric-string':
      return ours.has('integer');
    case 'integer':
      return ours.has('boolean') && upgrades.booleans.includes(lastKey(path));
    case 'float':
      return ours.has('integer');
    case 'array':
      return ours.has('object') && upgrades.maps.some((pattern) => pattern.test(path));
    default:
      return false;
  }
}

/** Every key path of `sample` must exist in `ours` with a compatible type; returns the misses. */
export function shapeDifferences(sample: Shape, ours: Shape, upgrades: Upgrades): string[] {
  const misses: string[] = [];
  for (const [path, types] of sample) {
    // Items of an array we send as an object (a PHP [] map) have no counterpart.
    if (
      /\[\]/.test(path) &&
      [...ours.keys()].some((p) => path.startsWith(`${p}[]`) && ours.get(p)?.has('object'))
    )
      continue;
    const mine = ours.get(path);
    if (!mine) {
      misses.push(`${path || '(root)'}: missing`);
      continue;
    }
    for (const type of types) {
      if (!typeMatches(path, type, mine, upgrades))
        misses.push(`${path}: sample ${type}, ours ${[...mine].join('|')}`);
    }
  }
  return misses;
}
