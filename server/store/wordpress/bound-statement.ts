import mysql from 'mysql2/promise';

/**
 * A statement as the server prepares it (docs/decisions/017, "How values reach MariaDB"): the
 * SQL text holds only `?` placeholders and every value travels apart from it, in the binary
 * protocol, so no value is ever parsed as SQL, whatever the session's sql_mode.
 *
 * The store's statements are written with mysql2's client-side conventions, where an array
 * fills one `?` with a comma-separated list (`IN (?)`); a server-side placeholder holds one
 * value, so such a `?` becomes as many placeholders as the array has values. Anything else the
 * client-side format would have spliced into the text (`??` identifiers, objects, nested or
 * empty lists) is a mistake in our own SQL and throws.
 */
export interface BoundStatement {
  sql: string;
  values: BoundValue[];
}

export type BoundValue = string | number | boolean | null | mysql.TypedParameterValue;

export function bindStatement(sql: string, values: readonly unknown[]): BoundStatement {
  const bound: BoundValue[] = [];
  let index = 0;
  const text = sql.replace(/\?+/g, (marks) => {
    if (marks.length > 1) throw new Error(`Unsupported placeholder ${marks} in: ${sql}`);
    if (index >= values.length) throw new Error(`Too few values for the placeholders of: ${sql}`);
    const value = values[index++];
    if (!Array.isArray(value)) {
      bound.push(boundValue(value, sql));
      return '?';
    }
    if (value.length === 0) throw new Error(`An empty list for a placeholder of: ${sql}`);
    for (const item of value as unknown[]) bound.push(boundValue(item, sql));
    return value.map(() => '?').join(', ');
  });
  if (index !== values.length) throw new Error(`Too many values for the placeholders of: ${sql}`);
  return { sql: text, values: bound };
}

function boundValue(value: unknown, sql: string): BoundValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  // Whole numbers as BIGINT, as the literal `LIMIT 20` or `id = 7` they stood for: a DOUBLE
  // (mysql2's default for a JavaScript number) compares as a float, and MySQL 8 refuses it in
  // `LIMIT ?`.
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? mysql.TypedParameter.LONGLONG(value) : value;
  }
  if (typeof value === 'bigint') return mysql.TypedParameter.LONGLONG(value);
  throw new Error(`Unsupported ${typeof value} value for a placeholder of: ${sql}`);
}
