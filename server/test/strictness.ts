import { safeParse, type $ZodType } from 'zod/v4/core';

/**
 * The dashboard's schemas are tolerant: they turn "12" into 12, 1 into true, [] into {}.
 * Our server must never need that. This helper parses a response with the shared schema and
 * then walks the parsed output: every value must equal the raw value at the same place, so
 * integers were integers, booleans were booleans, maps were objects, and no field the schema
 * reads was missing (a missing text field would come out as "" and differ from undefined).
 * Returns the differences, as readable paths.
 */
export function coercionsNeeded(schema: $ZodType, raw: unknown): string[] {
  const parsed = safeParse(schema, raw);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }
  const differences: string[] = [];
  compare(parsed.data, raw, '$', differences);
  return differences;
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function compare(output: unknown, raw: unknown, at: string, differences: string[]): void {
  if (kind(output) !== kind(raw)) {
    differences.push(
      `${at}: the schema produced ${JSON.stringify(output)} from ${raw === undefined ? 'nothing (missing)' : JSON.stringify(raw)}`,
    );
    return;
  }
  if (Array.isArray(output) && Array.isArray(raw)) {
    if (output.length !== raw.length)
      differences.push(`${at}: ${raw.length} items became ${output.length}`);
    output.forEach((item, index) => compare(item, raw[index], `${at}[${index}]`, differences));
    return;
  }
  if (typeof output === 'object' && output !== null) {
    const rawObject = raw as Record<string, unknown>;
    for (const [key, value] of Object.entries(output)) {
      compare(value, rawObject[key], `${at}.${key}`, differences);
    }
    return;
  }
  if (!Object.is(output, raw))
    differences.push(`${at}: ${JSON.stringify(raw)} became ${JSON.stringify(output)}`);
}
