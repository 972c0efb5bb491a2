import type { Database } from 'better-sqlite3';
import { scopeFilter, type IdScope } from './copy-job';

/**
 * Three tables of ours hold rows without the id of the site's row each came from: survey
 * votes and lesson completions (rows of the site's fcom_post_reactions) and the spaces of a
 * topic (rows of fcom_meta). Their keys are their content (post, user, option…), and the site
 * may hold the same content twice, which our keys keep once. To copy a range of the site's
 * rows again (follow-site.ts), the copy must know which of its rows that range made: each
 * such row is written with its origin, in a table of the copy's own (`local_copy_origin_…`,
 * never read by the store), and forgetting a range removes exactly its rows — or, where
 * another of the site's rows holds the same content, keeps that one.
 */
export interface KeylessTarget {
  /** Our table. */
  table: string;
  /** Its primary key's columns. */
  key: readonly string[];
  /** Every column a copier writes, the key's first. */
  columns: readonly string[];
}

export const SURVEY_VOTES: KeylessTarget = {
  table: 'fcom_survey_votes',
  key: ['post_id', 'user_id', 'option_slug'],
  columns: ['post_id', 'user_id', 'option_slug', 'created_at'],
};

export const LESSON_COMPLETIONS: KeylessTarget = {
  table: 'fcom_lesson_completions',
  key: ['course_id', 'user_id', 'lesson_id'],
  columns: ['course_id', 'user_id', 'lesson_id', 'completed_at'],
};

export const TERM_SPACES: KeylessTarget = {
  table: 'fcom_term_space',
  key: ['term_id', 'space_id'],
  columns: ['term_id', 'space_id'],
};

export const KEYLESS_TARGETS = [SURVEY_VOTES, LESSON_COMPLETIONS, TERM_SPACES] as const;

const originTable = (target: KeylessTarget) => `local_copy_origin_${target.table}`;

/** Where the copy keeps the site's ids of `target`'s rows: its origin table's `source_id`. */
export const originIds = (target: KeylessTarget): readonly [table: string, column: string] => [
  originTable(target),
  'source_id',
];

/** Creates the origin tables in a new copy. */
export function createOriginTables(db: Database): void {
  for (const target of KEYLESS_TARGETS) {
    const origin = originTable(target);
    db.exec(
      `CREATE TABLE ${origin} (source_id INTEGER PRIMARY KEY, ${target.columns.join(', ')});
       CREATE INDEX ${origin}_key ON ${origin}(${target.key.join(', ')});`,
    );
  }
}

/** One of the site's rows as one of ours: its id there, and our columns' values. */
export type OriginRow = { sourceId: number; values: readonly unknown[] };

/**
 * Writes rows of a keyless table with their origin; returns a function that writes one and
 * says whether our table took it (false: the same content is already there).
 */
export function originWriter(db: Database, target: KeylessTarget): (row: OriginRow) => boolean {
  const marks = target.columns.map(() => '?').join(', ');
  const recordOrigin = db.prepare(
    `INSERT OR REPLACE INTO ${originTable(target)} (source_id, ${target.columns.join(', ')})
     VALUES (?, ${marks})`,
  );
  const insert = db.prepare(
    `INSERT INTO ${target.table} (${target.columns.join(', ')}) VALUES (${marks})
     ON CONFLICT DO NOTHING`,
  );
  return ({ sourceId, values }) => {
    recordOrigin.run(sourceId, ...values);
    return insert.run(...values).changes > 0;
  };
}

/**
 * Removes what the site's rows of `scope` made in `target`: their origins, and each row of
 * ours they held — replaced by the first other of the site's rows with the same content, if
 * there is one. Run inside the transaction that copies the scope again.
 */
export function forgetOrigins(db: Database, target: KeylessTarget, scope: IdScope): void {
  const origin = originTable(target);
  const where = scopeFilter(scope, 'source_id');
  const keyMatch = target.key.map((column) => `${column} = ?`).join(' AND ');
  const keys = db
    .prepare<unknown[], Record<string, unknown>>(
      `SELECT DISTINCT ${target.key.join(', ')} FROM ${origin} WHERE ${where.sql}`,
    )
    .all(...where.params)
    .map((row) => target.key.map((column) => row[column]));
  db.prepare(`DELETE FROM ${origin} WHERE ${where.sql}`).run(...where.params);
  const remove = db.prepare(`DELETE FROM ${target.table} WHERE ${keyMatch}`);
  const restore = db.prepare(
    `INSERT INTO ${target.table} (${target.columns.join(', ')})
     SELECT ${target.columns.join(', ')} FROM ${origin} WHERE ${keyMatch}
      ORDER BY source_id LIMIT 1`,
  );
  for (const key of keys) {
    remove.run(...key);
    restore.run(...key);
  }
}
