import type { ProfileStatus } from '../../contract';
import type { ProfileRecord } from './rows';

/**
 * A profile's site-wide status (behaviour.md, "A profile's status"), for a store that is its
 * own database (the SQLite demo: sqlite/profile-writes.ts). A site's database is never
 * written (docs/decisions/035); who may, and what is answered, is services/profile-status.ts.
 */
export interface ProfileWrites {
  /** The whole profile of a user, as the plugin sends it back, or null. */
  profile(userId: number): Promise<ProfileRecord | null>;
  setStatus(userId: number, status: ProfileStatus): Promise<void>;
}
