import type { CourseCounts, SpaceRow, UserAccount } from '../store/rows';
import { withSiteUrl } from '../store/site-url';
import { parseJsonObject } from './json';
import { avatarUrl } from './profile';

/** A space of GET /spaces, with the extra fields real sites send (samples/spaces_list.json). */
export function toSpace(row: SpaceRow, origin: string) {
  return {
    id: row.id,
    created_by: row.created_by,
    parent_id: row.parent_id,
    title: row.title,
    slug: row.slug,
    logo: row.logo === null ? null : withSiteUrl(row.logo, origin),
    cover_photo: row.cover_photo === null ? null : withSiteUrl(row.cover_photo, origin),
    description: row.description,
    type: row.type,
    privacy: row.privacy,
    status: row.status,
    serial: row.serial,
    settings: parseJsonObject(row.settings),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The course owner as real sites embed it (a slice of the WordPress user). */
function toOwner(owner: UserAccount, origin: string) {
  return {
    ID: owner.id,
    user_login: owner.login,
    user_nicename: owner.nicename,
    user_email: owner.email,
    user_url: owner.url,
    user_registered: owner.registeredAt,
    user_status: 0,
    display_name: owner.displayName,
    photo: avatarUrl(owner.id, owner.avatar, origin),
  };
}

/** A course of GET /admin/courses (samples/courses_list.json). */
export function toCourse(
  row: SpaceRow,
  counts: CourseCounts | undefined,
  owner: UserAccount | null,
  origin: string,
) {
  return {
    ...toSpace(row, origin),
    students_count: counts?.studentsCount ?? 0,
    sectionsCount: counts?.sectionsCount ?? 0,
    lessonsCount: counts?.lessonsCount ?? 0,
    owner: owner ? toOwner(owner, origin) : null,
  };
}
