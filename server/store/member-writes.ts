import type { SpaceRole } from '../../contract';

/** A user's membership of a space, as the write rules read it. */
export interface MembershipState {
  status: string;
  role: string;
}

/**
 * The writes of a space's members (behaviour.md, "Writes: a space's members"), for a store
 * that is its own database: the SQLite demo (sqlite/member-writes.ts). A site's database is
 * never written (docs/decisions/017, 035). Each method does exactly what it says; which one
 * an action takes, and who may, is decided in services/space-member-writes.ts.
 */
export interface MemberWrites {
  /** Whether a WordPress user has this id, and its profile's status (null: no profile). */
  user(userId: number): Promise<{ profileStatus: string | null } | null>;
  membership(spaceId: number, userId: number): Promise<MembershipState | null>;
  /** A new active membership with this role. */
  add(spaceId: number, userId: number, role: SpaceRole): Promise<void>;
  /** A request (or any membership not active) made active, its role left as it is. */
  activate(spaceId: number, userId: number): Promise<void>;
  setRole(spaceId: number, userId: number, role: SpaceRole): Promise<void>;
  remove(spaceId: number, userId: number): Promise<void>;
}
