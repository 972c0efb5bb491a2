import type { Statement } from 'better-sqlite3';
import { errorCode } from '../../lib/system-error';
import type { CopyJob } from './copy-job';

/**
 * How every copier writes rows our schema may refuse where the site's tables accept them
 * (unique keys the plugin's tables do not have): written anyway where a name can change
 * (a slug), left out with a warning otherwise — never failing the whole copy.
 */

/** A value of a NOT NULL column of ours that the site may leave NULL: '' as the stores read it. */
export const orEmpty = (value: string | null): string => value ?? '';

/** Runs `write` for every row of a batch in one transaction; returns how many went in. */
export function writeBatch<T>(
  job: CopyJob,
  rows: readonly T[],
  write: (row: T) => boolean,
): number {
  return job.target.transaction(() => {
    let written = 0;
    for (const row of rows) if (write(row)) written += 1;
    return written;
  })();
}

/** Says once, after a table is copied, how many of the site's rows our keys could not hold. */
export function warnSkipped(job: CopyJob, skipped: number[], table: string, why: string): void {
  if (skipped.length === 0) return;
  const some = skipped.slice(0, 5).join(', ');
  job.source.warn(
    `${skipped.length} row(s) of ${table} not copied (${why}): id ${some}${skipped.length > 5 ? ', …' : ''}.`,
  );
}

/**
 * Runs an INSERT; a row our schema cannot hold beside one already copied (a UNIQUE key the
 * site's tables do not have, e.g. two accounts whose emails differ only in case) is left
 * out with a warning instead of failing the whole copy. Returns whether the row went in.
 */
export function insertUnlessTaken(
  job: CopyJob,
  insert: Statement<unknown[]>,
  values: unknown[],
  what: string,
): boolean {
  try {
    insert.run(...values);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      throw error;
    }
    job.source.warn(
      `Local copy: ${what} clashes with a row already copied (${
        error instanceof Error ? error.message : 'unique key'
      }). Left out of the copy.`,
    );
    return false;
  }
}

/**
 * Inserts a row with an `ON CONFLICT DO NOTHING` statement; when its slug is taken (our slugs
 * are unique, the site's only in practice) it goes in as `<slug>#<id>` and its id is added to
 * `renamed`, so the second holder keeps its place. Returns whether the row went in.
 */
export function insertKeepingSlug(
  insert: Statement,
  row: Record<string, unknown> & { id: number; slug: unknown },
  renamed: number[],
): boolean {
  if (insert.run(row).changes > 0) return true;
  renamed.push(row.id);
  return insert.run({ ...row, slug: `${String(row.slug)}#${row.id}` }).changes > 0;
}

/** Says once which rows went in under another slug (`insertKeepingSlug`). */
export function warnRenamed(job: CopyJob, renamed: number[], what: string): void {
  if (renamed.length === 0) return;
  job.source.warn(
    `${renamed.length} ${what}; copied as "<slug>#<id>": id ${renamed.slice(0, 5).join(', ')}.`,
  );
}
