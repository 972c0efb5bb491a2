import type { Database } from 'better-sqlite3';
import { scopeFilter, type CopyJob, type IdScope } from './copy-job';
import { copyComments, copyFeedPosts, copyReactionsAndVotes } from './copy-feed';
import {
  forgetOrigins,
  LESSON_COMPLETIONS,
  originIds,
  SURVEY_VOTES,
  TERM_SPACES,
} from './copy-origins';
import { copyProfiles, copyUsers } from './copy-people';
import {
  copyCourseContent,
  copyLessonCompletions,
  copyMemberships,
  copySpaceRows,
} from './copy-spaces';
import { copyTermFeed, copyTerms, copyTermSpaces } from './copy-topics';

/**
 * What following the site (follow-site.ts) knows of each of the site's tables a local copy
 * is made of: which copiers read it, which of our rows its rows become (to forget a range
 * before copying it again), and what else in the copy hangs on those rows — the copy keeps
 * the site's own counters and copies of profiles, so a comment copied again means its post's
 * `comments_count` must be copied again too.
 *
 * Every table is followed by its id (`ID` for wp_users; MariaDB's names are case-blind), and
 * every one of our rows it becomes carries that id, or has its origin recorded
 * (copy-origins.ts).
 */
export type FollowedTableName =
  | 'users'
  | 'xprofile'
  | 'spaces'
  | 'spaceUser'
  | 'posts'
  | 'comments'
  | 'reactions'
  | 'terms'
  | 'termFeed'
  | 'meta';

/** Rows of the copy to copy again, by the id of the site's row, per table. */
export type Dependents = Partial<Record<FollowedTableName, number[]>> & {
  /** Users whose profile copies (on memberships, on posts) must be set again. */
  profileCopiesOf?: number[];
};

/** The values of our rows a table's dependents are read from. */
interface Watched {
  /** Our table, its id column (the site's row's id), and the columns whose change matters to others. */
  table: string;
  id: string;
  columns: readonly string[];
  /** The dependents of rows that came, went or changed (old and new versions both). */
  dependents(rows: readonly Record<string, unknown>[], db: Database): Dependents;
}

/** One of our tables and its column holding the id of the site's row each row came from. */
type IdColumn = readonly [table: string, column: string];

export interface FollowedTable {
  name: FollowedTableName;
  /** Copies the site's rows of `job.scope` (every copier reading this table, in order). */
  copy(job: CopyJob): Promise<void>;
  /** Deletes the rows of ours that the site's rows of `scope` became. */
  forget(db: Database, scope: IdScope): void;
  /**
   * Where the copy holds the site's ids of this table: which of the site's rows it has rows
   * of, whatever the site holds now (a chunk the site emptied still has rows here to forget).
   */
  held: readonly IdColumn[];
  watched?: Watched;
}

/** `DELETE FROM table WHERE column in scope`, for each pair. */
const deleteIn =
  (...targets: readonly IdColumn[]) =>
  (db: Database, scope: IdScope) => {
    for (const [table, column] of targets) {
      const where = scopeFilter(scope, column);
      db.prepare(`DELETE FROM ${table} WHERE ${where.sql}`).run(...where.params);
    }
  };

/** Rows of ours that carry the site's ids: held there, and forgotten by deleting them. */
const rowsIn = (...targets: readonly IdColumn[]) => ({
  held: targets,
  forget: deleteIn(...targets),
});

const numbers = (rows: readonly Record<string, unknown>[], column: string) => [
  ...new Set(rows.map((row) => Number(row[column]))),
];

const ids = (
  rows: readonly Record<string, unknown>[],
  where: (row: Record<string, unknown>) => boolean,
  column: string,
) => numbers(rows.filter(where), column);

export const FOLLOWED_TABLES: readonly FollowedTable[] = [
  {
    name: 'users',
    copy: async (job) => void (await copyUsers(job)),
    forget: deleteIn(['wp_users', 'ID'], ['wp_application_passwords', 'user_id']),
    // An account's application passwords come with it (copy-people.ts): its row says it is held.
    held: [['wp_users', 'ID']],
    // A profile's folded search text holds the login, its default avatar the email.
    watched: {
      table: 'wp_users',
      id: 'ID',
      columns: ['user_login', 'user_email'],
      dependents: (rows, db) => ({ xprofile: profileIdsOf(db, numbers(rows, 'id')) }),
    },
  },
  {
    name: 'xprofile',
    copy: async (job) => void (await copyProfiles(job)),
    ...rowsIn(['fcom_xprofile', 'id']),
    watched: {
      table: 'fcom_xprofile',
      id: 'id',
      columns: ['user_id', 'status', 'name_fold', 'search_fold', 'last_activity'],
      dependents: (rows) => ({ profileCopiesOf: numbers(rows, 'user_id') }),
    },
  },
  {
    name: 'spaces',
    copy: async (job) => void (await copySpaceRows(job)),
    ...rowsIn(['fcom_spaces', 'id']),
  },
  {
    name: 'spaceUser',
    copy: async (job) => void (await copyMemberships(job)),
    ...rowsIn(['fcom_space_user', 'id']),
  },
  {
    name: 'posts',
    copy: async (job) => {
      await copyFeedPosts(job);
      await copyCourseContent(job);
    },
    ...rowsIn(['fcom_posts', 'id'], ['fcom_course_sections', 'id'], ['fcom_course_lessons', 'id']),
  },
  {
    name: 'comments',
    copy: async (job) => void (await copyComments(job)),
    ...rowsIn(['fcom_post_comments', 'id']),
    // The site's comments_count of the post (a comment's status counts too).
    watched: {
      table: 'fcom_post_comments',
      id: 'id',
      columns: ['post_id', 'status', 'type'],
      dependents: (rows) => ({ posts: numbers(rows, 'post_id') }),
    },
  },
  {
    name: 'reactions',
    copy: async (job) => {
      await copyReactionsAndVotes(job);
      await copyLessonCompletions(job);
    },
    forget: (db, scope) => {
      deleteIn(['fcom_post_reactions', 'id'])(db, scope);
      forgetOrigins(db, SURVEY_VOTES, scope);
      forgetOrigins(db, LESSON_COMPLETIONS, scope);
    },
    held: [['fcom_post_reactions', 'id'], originIds(SURVEY_VOTES), originIds(LESSON_COMPLETIONS)],
    // The site's reactions_count of the post or comment liked.
    watched: {
      table: 'fcom_post_reactions',
      id: 'id',
      columns: ['object_id', 'object_type', 'type'],
      dependents: (rows) => ({
        posts: ids(rows, (row) => row.object_type === 'feed', 'object_id'),
        comments: ids(rows, (row) => row.object_type === 'comment', 'object_id'),
      }),
    },
  },
  {
    name: 'terms',
    copy: async (job) => void (await copyTerms(job)),
    ...rowsIn(['fcom_terms', 'id']),
  },
  {
    name: 'termFeed',
    copy: async (job) => void (await copyTermFeed(job)),
    ...rowsIn(['fcom_term_feed', 'id']),
  },
  {
    name: 'meta',
    copy: async (job) => void (await copyTermSpaces(job)),
    forget: (db, scope) => forgetOrigins(db, TERM_SPACES, scope),
    held: [originIds(TERM_SPACES)],
  },
];

/** The highest of the site's ids of `table` the copy holds rows of (0 when none). */
export function highestHeldId(db: Database, table: FollowedTable): number {
  let highest = 0;
  for (const [name, column] of table.held) {
    const top = db.prepare<[], number | null>(`SELECT max(${column}) FROM ${name}`).pluck().get();
    highest = Math.max(highest, top ?? 0);
  }
  return highest;
}

/** Whether the copy holds rows of any of the site's rows `from`…`to` of `table`. */
export function holdsAny(db: Database, table: FollowedTable, from: number, to: number): boolean {
  return table.held.some(
    ([name, column]) =>
      db
        .prepare<[number, number], number>(
          `SELECT EXISTS (SELECT 1 FROM ${name} WHERE ${column} BETWEEN ? AND ?)`,
        )
        .pluck()
        .get(from, to) === 1,
  );
}

/** The ids of the profiles of `userIds` in the copy. */
function profileIdsOf(db: Database, userIds: readonly number[]): number[] {
  if (userIds.length === 0) return [];
  return db
    .prepare<[string], { id: number }>(
      'SELECT id FROM fcom_xprofile WHERE user_id IN (SELECT value FROM json_each(?))',
    )
    .all(JSON.stringify(userIds))
    .map((row) => row.id);
}

/**
 * Sets the copies of each of `userIds`' profile again, as copy-spaces.ts and copy-feed.ts
 * write them from the site (and trigger fcom_xprofile_copies keeps them on the demo): on
 * their memberships the profile's status, folds and last activity ('' and NULL without a
 * profile); on their posts the profile's status ('' without one).
 */
export function setProfileCopies(db: Database, userIds: readonly number[]): void {
  if (userIds.length === 0) return;
  const users = JSON.stringify(userIds);
  const profile = (column: string, owner: string) =>
    `(SELECT x.${column} FROM fcom_xprofile x WHERE x.user_id = ${owner}.user_id)`;
  db.prepare(
    `UPDATE fcom_space_user
        SET profile_status = coalesce(${profile('status', 'fcom_space_user')}, ''),
            profile_name_fold = coalesce(${profile('name_fold', 'fcom_space_user')}, ''),
            profile_search_fold = coalesce(${profile('search_fold', 'fcom_space_user')}, ''),
            profile_last_activity = ${profile('last_activity', 'fcom_space_user')}
      WHERE user_id IN (SELECT value FROM json_each(?))`,
  ).run(users);
  db.prepare(
    `UPDATE fcom_posts SET author_status = coalesce(${profile('status', 'fcom_posts')}, '')
      WHERE user_id IN (SELECT value FROM json_each(?))`,
  ).run(users);
}

/** Our rows of `watched` for the site's rows of `scope`, by id (as `id`, whatever the column). */
export function watchedRows(
  db: Database,
  watched: Watched,
  scope: IdScope,
): Map<number, Record<string, unknown>> {
  const where = scopeFilter(scope, watched.id);
  const rows = db
    .prepare<unknown[], Record<string, unknown>>(
      `SELECT ${watched.id} AS id, ${watched.columns.join(', ')} FROM ${watched.table}
        WHERE ${where.sql}`,
    )
    .all(...where.params);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** The rows, old or new, of those that came, went or changed between two readings. */
export function changedRows(
  before: Map<number, Record<string, unknown>>,
  after: Map<number, Record<string, unknown>>,
): Record<string, unknown>[] {
  const changed: Record<string, unknown>[] = [];
  for (const [id, old] of before) {
    const now = after.get(id);
    if (now === undefined || JSON.stringify(now) !== JSON.stringify(old)) {
      changed.push(old);
      if (now !== undefined) changed.push(now);
    }
  }
  for (const [id, now] of after) if (!before.has(id)) changed.push(now);
  return changed;
}
