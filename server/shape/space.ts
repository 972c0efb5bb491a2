import type { CourseCounts, JoinedSpaceRow, MenuRow, SpaceRow, UserAccount } from '../store/rows';
import { withSiteUrl } from '../store/site-url';
import { BASE_SPACE_SETTING_DEFAULTS, WITHOUT_PRO_SETTINGS } from '../store/space-settings';
import { parseJsonObject } from './json';
import { avatarUrl } from './profile';

/** A row of fcom_spaces, column for column, with these settings. */
export function spaceColumns(row: MenuRow, settings: Record<string, unknown>, origin: string) {
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
    settings,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A space of GET /spaces, with the extra fields real sites send (samples/spaces_list.json). */
export function toSpace(row: SpaceRow, origin: string) {
  return spaceColumns(row, parseJsonObject(row.settings), origin);
}

/**
 * A space's settings as the plugin's BaseSpace model sends them, the routes that read spaces
 * through it (a member's spaces, the portal's menu): the stored settings over the model's
 * defaults (store/space-settings.ts); on a site without Pro, the document library and the
 * media gallery off whatever is stored.
 */
export function baseSpaceSettings(stored: string): Record<string, unknown> {
  return {
    ...BASE_SPACE_SETTING_DEFAULTS,
    ...parseJsonObject(stored),
    ...WITHOUT_PRO_SETTINGS,
  };
}

/** A space as the BaseSpace model sends it: its columns, settings over the model's defaults. */
export function toBaseSpace(row: MenuRow, origin: string) {
  return spaceColumns(row, baseSpaceSettings(row.settings), origin);
}

/**
 * A space of GET /profile/{username}/spaces: the space, `members_count` (0 where the count
 * is hidden from the caller), and the member's membership as the plugin's pivot.
 */
export function toJoinedSpace(
  row: JoinedSpaceRow,
  member: { userId: number; membersCount: number },
  origin: string,
) {
  return {
    ...toBaseSpace(row, origin),
    members_count: member.membersCount,
    pivot: {
      user_id: member.userId,
      space_id: row.id,
      role: row.member_role,
      status: row.member_status,
      created_at: row.joined_at,
    },
  };
}

/** A WordPress user as the plugin's User model sends it (course owners, memberships). */
export function toWordPressUser(owner: UserAccount, origin: string) {
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
    owner: owner ? toWordPressUser(owner, origin) : null,
  };
}
