/**
 * Field-by-field comparison of one of our responses with a real plugin response
 * (test/fixtures/api-samples/): every field the sample has must be in ours with the same
 * value. Where behaviour.md says real sites differ only in type, the types are read as the
 * same: numbers sent as strings ("2" = 2), booleans sent as 0/1, empty maps sent as []. Our
 * extra fields (has_more, every social link key, …) are allowed. Returns the differences as
 * `path: sample → ours` lines, so a failing test shows all of them at once.
 */
export interface SampleDiffOptions {
  /** Paths (dot-separated, `*` for any array index or key) not compared at all. */
  ignore?: readonly string[];
  /** Paths of arrays compared by length only (e.g. a nondeterministic likes preview). */
  lengthOnly?: readonly string[];
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('.');
  const b = path.split('.');
  return a.length === b.length && a.every((part, i) => part === '*' || part === b[i]);
}

function isEmptyMap(value: unknown): boolean {
  return (
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length === 0)
  );
}

function sameScalar(sample: unknown, ours: unknown): boolean {
  if (sample === ours) return true;
  if (typeof sample === 'string' && typeof ours === 'number') return sample === String(ours);
  if (typeof sample === 'number' && typeof ours === 'boolean') return sample === (ours ? 1 : 0);
  return false;
}

export function sampleDiff(
  sample: unknown,
  ours: unknown,
  options: SampleDiffOptions = {},
): string[] {
  const differences: string[] = [];
  const show = (value: unknown) => {
    const text = JSON.stringify(value) ?? 'undefined';
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  };
  const walk = (a: unknown, b: unknown, path: string) => {
    if ((options.ignore ?? []).some((pattern) => matches(pattern, path))) return;
    if (isEmptyMap(a) && isEmptyMap(b)) return;
    // An empty map sent as [] against our map with (extra) default keys.
    if (Array.isArray(a) && a.length === 0 && typeof b === 'object' && b !== null) return;
    if (Array.isArray(a)) {
      if (!Array.isArray(b)) return void differences.push(`${path}: ${show(a)} → ${show(b)}`);
      if (a.length !== b.length) {
        differences.push(`${path}: ${a.length} items → ${b.length} items`);
        return;
      }
      if ((options.lengthOnly ?? []).some((pattern) => matches(pattern, path))) return;
      a.forEach((item, i) => walk(item, b[i], path === '' ? String(i) : `${path}.${i}`));
      return;
    }
    if (typeof a === 'object' && a !== null) {
      if (typeof b !== 'object' || b === null || Array.isArray(b)) {
        return void differences.push(`${path}: ${show(a)} → ${show(b)}`);
      }
      for (const [key, value] of Object.entries(a)) {
        const next = path === '' ? key : `${path}.${key}`;
        if (!(key in b)) {
          if (!(options.ignore ?? []).some((pattern) => matches(pattern, next))) {
            differences.push(`${next}: ${show(value)} → missing`);
          }
          continue;
        }
        walk(value, (b as Record<string, unknown>)[key], next);
      }
      return;
    }
    if (!sameScalar(a, b)) differences.push(`${path}: ${show(a)} → ${show(b)}`);
  };
  walk(sample, ours, '');
  return differences;
}
