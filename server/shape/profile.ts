import { SOCIAL_LINK_KEYS } from '../../contract';
import type { ProfileRecord, ProfileRow } from '../store/rows';
import { SITE_URL_TOKEN, withSiteUrl } from '../store/site-url';
import { parseJsonObject, stringOr } from './json';

/**
 * Profiles with every field of the spec, in the spec's types (behaviour.md, "Our server's own
 * rules"): booleans as booleans, all fifteen social link keys, absolute URLs on this origin.
 * `badge` stays null as on every site without Pro.
 */
export function avatarUrl(userId: number, stored: string | null, origin: string): string {
  return withSiteUrl(stored ?? `${SITE_URL_TOKEN}/demo-media/avatars/${userId}.svg`, origin);
}

export function profilePermalink(username: string, origin: string): string {
  return `${origin}/portal/u/${encodeURIComponent(username)}`;
}

function profileMeta(stored: string, origin: string) {
  const meta = parseJsonObject(stored);
  const links = parseJsonObject(meta.social_links);
  const badges = Array.isArray(meta.badge_slug) ? meta.badge_slug : [];
  return {
    website: stringOr(meta.website, ''),
    cover_photo: withSiteUrl(stringOr(meta.cover_photo, ''), origin),
    short_description_rendered: stringOr(meta.short_description_rendered, ''),
    badge_slug: badges.filter((badge): badge is string => typeof badge === 'string'),
    social_links: Object.fromEntries(
      SOCIAL_LINK_KEYS.map((key) => [key, stringOr(links[key], '')]),
    ),
  };
}

export function toProfile(row: ProfileRow, origin: string) {
  return {
    user_id: row.user_id,
    display_name: row.display_name,
    username: row.username,
    avatar: avatarUrl(row.user_id, row.avatar, origin),
    status: row.status,
    total_points: row.total_points,
    is_verified: row.is_verified === 1,
    meta: profileMeta(row.meta, origin),
    created_at: row.created_at,
    short_description: row.short_description,
    last_activity: row.last_activity,
    badge: null,
    permalink: profilePermalink(row.username, origin),
  };
}

export type ProfileJson = ReturnType<typeof toProfile>;

/**
 * A whole profile row, as the plugin sends the XProfile model itself (GET
 * /profile/{username}/comments): the public profile plus the row's `id` and `updated_at`,
 * in the table's column order.
 */
export function toProfileRecord(record: ProfileRecord, origin: string) {
  const profile = toProfile(record, origin);
  return {
    id: record.id,
    user_id: profile.user_id,
    total_points: profile.total_points,
    username: profile.username,
    status: profile.status,
    is_verified: profile.is_verified,
    display_name: profile.display_name,
    avatar: profile.avatar,
    short_description: profile.short_description,
    last_activity: profile.last_activity,
    meta: profile.meta,
    created_at: profile.created_at,
    updated_at: record.updated_at,
    badge: profile.badge,
    permalink: profile.permalink,
  };
}

/** The reduced profile of a reaction; real sites add `badge` and `permalink`, so do we. */
export function toReactionProfile(profile: ProfileJson) {
  return {
    user_id: profile.user_id,
    avatar: profile.avatar,
    display_name: profile.display_name,
    badge: profile.badge,
    permalink: profile.permalink,
  };
}
