import type { Database } from 'better-sqlite3';
import { PROFILE_COLUMNS, type ProfileRepository } from './profiles';
import { createPagePlanner } from './page-planner';
import { keptUntilChange } from '../kept-until-change';
import type { DirectoryPageQuery, MentionQuery, ProfileRow } from '../../rows';
import type { SortColumn } from '../../../../contract';

/**
 * The member directory (behaviour.md, "Member directory"): profiles of one status, searched
 * and sorted on fcom_xprofile's own folded columns and the indexes of schema 3, the way the
 * roster pages work on memberships (roster.ts): a page is one index range, its total one
 * covering count, ties broken by the profile id in the same direction.
 *
 * The plugin also requires a WordPress user behind each profile (`whereHas('user')`); here
 * fcom_xprofile.user_id references wp_users with ON DELETE CASCADE, so every profile has one.
 */

const ORDER_COLUMNS: Record<SortColumn, string> = {
  created_at: 'created_at',
  display_name: 'name_fold',
  last_activity: 'last_activity',
};

const INDEXES: Record<SortColumn | 'search', string> = {
  created_at: 'fcom_xprofile_directory_created',
  display_name: 'fcom_xprofile_directory_name',
  last_activity: 'fcom_xprofile_directory_activity',
  search: 'fcom_xprofile_directory_search',
};

/** Active profiles in id order, with what a mention tests (schema 5). */
const MENTION_INDEX = 'fcom_xprofile_mention';

/** Mentions kept per connection at most, until a change (kept-until-change.ts). */
const KEPT_MENTIONS = 1000;

/** fcom_xprofile's UNIQUE user_id (schema 1): a profile by its user. */
const USER_INDEX = 'sqlite_autoindex_fcom_xprofile_1';

type IdRow = { id: number };

export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;

export function createDirectoryRepository(db: Database, profiles: ProfileRepository) {
  // The rosters' planner (page-planner.ts): walk a sort's index, scan the search index, or look
  // up the users the trigram index matched.
  const pageIds = createPagePlanner(db, {
    table: 'fcom_xprofile',
    where: 'status = ?',
    searchColumn: 'search_fold',
    orderColumns: ORDER_COLUMNS,
    indexes: INDEXES,
    countSort: 'last_activity',
    matchingUsers: (term) => profiles.userIdsMatching(term),
  });
  const rowsById = db.prepare<[string], ProfileRow & IdRow>(
    `SELECT p.id, ${PROFILE_COLUMNS} FROM fcom_xprofile p
      WHERE p.id IN (SELECT value FROM json_each(?))`,
  );

  /** The profiles of these ids, in this order. */
  function profilesInOrder(ids: readonly number[]): ProfileRow[] {
    if (ids.length === 0) return [];
    const byId = new Map(
      rowsById.all(JSON.stringify(ids)).map(({ id, ...profile }) => [id, profile]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  // Mentions in table order. A rare term looks up the trigram index's few candidates by user
  // (named: with the mention index below, the planner may walk every active profile for
  // them instead). Any other walks the active profiles in id order on fcom_xprofile_mention
  // (schema 5: the id, user and folded name and login only) and stops at the tenth match: at
  // once for a common term, after every active profile for a short rare one (~1 ms at 20k;
  // reading their whole rows took 2–5 ms).
  const inSpace =
    'AND EXISTS (SELECT 1 FROM fcom_space_user su WHERE su.space_id = ? AND su.user_id = p.user_id)';
  const mentionStatement = (candidates: boolean, space: boolean) =>
    db.prepare<unknown[], IdRow>(
      `SELECT p.id FROM fcom_xprofile p INDEXED BY ${candidates ? USER_INDEX : MENTION_INDEX}
        WHERE p.status = 'active' AND p.user_id <> ?
          AND ${candidates ? 'p.user_id IN (SELECT value FROM json_each(?))' : 'instr(p.search_fold, ?) > 0'}
          ${space ? inSpace : ''}
        ORDER BY p.id LIMIT ?`,
    );
  const keptMentions = keptUntilChange(db, KEPT_MENTIONS);
  const mentions = {
    walk: mentionStatement(false, false),
    walkInSpace: mentionStatement(false, true),
    candidates: mentionStatement(true, false),
    candidatesInSpace: mentionStatement(true, true),
  };

  return {
    page(query: DirectoryPageQuery): { rows: ProfileRow[]; total: number } {
      const { ids, total } = pageIds({ ...query, whereParams: [query.status] });
      return { rows: profilesInOrder(ids), total };
    },
    mention(query: MentionQuery): ProfileRow[] {
      const users = profiles.userIdsMatching(query.term);
      const space = query.spaceId !== null;
      const statement =
        users === null
          ? space
            ? mentions.walkInSpace
            : mentions.walk
          : space
            ? mentions.candidatesInSpace
            : mentions.candidates;
      // Kept until a change: a short term no one's name holds walks every active profile
      // (18 ms at 200k members), and a mention is asked again as its author types.
      const key = JSON.stringify([query.term, query.excludeUserId, query.spaceId, query.limit]);
      const ids = keptMentions(key, () =>
        statement
          .all(
            query.excludeUserId,
            users === null ? query.term : JSON.stringify(users),
            ...(space ? [query.spaceId] : []),
            query.limit,
          )
          .map((row) => row.id),
      );
      return profilesInOrder(ids);
    },
  };
}
