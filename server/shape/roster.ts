import type { MembershipRow } from '../store/rows';
import { parseJsonObject } from './json';
import { toProfile } from './profile';

/** Membership meta: a map of strings (real sites send `[]` when empty; we send `{}`). */
function membershipMeta(stored: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parseJsonObject(stored)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The membership row itself (a space member's fields; a student's `space_pivot`). */
function toMembership(row: MembershipRow) {
  return {
    id: row.id,
    space_id: row.space_id,
    user_id: row.member_user_id,
    status: row.member_status,
    role: row.role,
    meta: membershipMeta(row.member_meta),
    created_at: row.joined_at,
    updated_at: row.member_updated_at,
  };
}

/** A space member: the membership row with the member's profile (spec 2.6). */
export function toMember(row: MembershipRow, origin: string) {
  return { ...toMembership(row), xprofile: toProfile(row, origin) };
}

/** A course student: the profile, its progress and the enrollment row (behaviour.md). */
export function toStudent(row: MembershipRow, progress: number, origin: string) {
  return { ...toProfile(row, origin), progress, space_pivot: toMembership(row) };
}
