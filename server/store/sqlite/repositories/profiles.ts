import type { Database } from 'better-sqlite3';
import { FTS_CANDIDATE_LIMIT, trigramPhrase } from '../full-text';
import { keptUntilChange } from '../kept-until-change';
import type { ProfileRecord, ProfileRow } from '../../rows';

/** The profile columns, for queries that join fcom_xprofile as `p`. */
export const PROFILE_COLUMNS = `p.user_id, p.display_name, p.username, p.avatar, p.status,
  p.total_points, p.is_verified, p.meta, p.created_at, p.short_description, p.last_activity`;

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

/** Terms whose matching users are kept per connection at most (kept-until-change.ts). */
const KEPT_TERMS = 1000;

export function createProfileRepository(db: Database) {
  const byUserIds = db.prepare<[string], ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM fcom_xprofile p
      WHERE p.user_id IN (SELECT value FROM json_each(?))`,
  );
  const matching = db.prepare<[string, number], { user_id: number }>(
    `SELECT p.user_id FROM fcom_xprofile_fts f JOIN fcom_xprofile p ON p.id = f.rowid
      WHERE fcom_xprofile_fts MATCH ? LIMIT ?`,
  );
  const initials = db.prepare<[number], { display_name: string }>(
    'SELECT display_name FROM fcom_xprofile WHERE user_id = ?',
  );
  // Usernames hold ASCII letters, digits, `-` and `_` (the route allows no other), so NOCASE
  // compares them as the site's collation does.
  const byUsername = db.prepare<[string], ProfileRecord>(
    `SELECT p.id, ${PROFILE_COLUMNS}, p.updated_at FROM fcom_xprofile p
      WHERE p.username = ? COLLATE NOCASE ORDER BY p.id LIMIT 1`,
  );
  const keptMatches = keptUntilChange(db, KEPT_TERMS);
  return {
    /** The profiles of many users in one query (no N+1 for authors and commenters). */
    byUserIds(ids: Iterable<number>): Map<number, ProfileRow> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      return new Map(byUserIds.all(JSON.stringify(unique)).map((row) => [row.user_id, row]));
    },
    /**
     * Users whose folded name or login contains `term` (fold.ts), from the trigram index;
     * null when the term is too short or too common for the index to help.
     */
    userIdsMatching(term: string, limit = FTS_CANDIDATE_LIMIT): readonly number[] | null {
      const phrase = trigramPhrase(term);
      if (phrase === null) return null;
      // Kept until a change: a term of a few hundred members at 200k reads its thousand
      // candidates (~1.3 ms) only to learn it is too common (docs/decisions/042).
      return keptMatches(`${limit}:${phrase}`, () => {
        const ids = matching.all(phrase, limit + 1).map((row) => row.user_id);
        return ids.length > limit ? null : ids;
      });
    },
    displayName(userId: number): string | null {
      return initials.get(userId)?.display_name ?? null;
    },
    byUsername(username: string): ProfileRecord | null {
      return byUsername.get(username) ?? null;
    },
  };
}
