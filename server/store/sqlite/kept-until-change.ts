import type { Database } from 'better-sqlite3';

/**
 * Answers kept until the database changes: any commit by another connection (SQLite's
 * `data_version`: a local copy following its site, our own writes through the writer, a seed)
 * or by this one (`total_changes()`), read before every use, so nothing kept is used after a
 * write. For what costs a walk over many rows and is asked again and again between changes: a
 * list's total (page-planner.ts), a member's visible comments, the insights. At most
 * `capacity` answers at once (all forgotten when full), so arbitrary keys (search terms) cannot
 * grow it without bound.
 */
export function keptUntilChange(
  db: Database,
  capacity: number,
): <T>(key: string, read: () => T) => T {
  const version = db
    .prepare<[], string>(
      "SELECT (SELECT data_version FROM pragma_data_version()) || ':' || total_changes()",
    )
    .pluck();
  let keptAt = '';
  const kept = new Map<string, unknown>();
  return <T>(key: string, read: () => T): T => {
    const now = version.get() ?? '';
    if (now !== keptAt) {
      kept.clear();
      keptAt = now;
    }
    if (kept.has(key)) return kept.get(key) as T;
    const value = read();
    if (kept.size >= capacity) kept.clear();
    kept.set(key, value);
    return value;
  };
}
