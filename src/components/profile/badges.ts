import type { Profile } from '../../api/schemas/profile';

/**
 * A profile's badges: the Pro `badge` (always null on Core sites) and the slugs of
 * `meta.badge_slug`, without duplicates or blanks.
 */
export function profileBadges(profile: Pick<Profile, 'badge' | 'meta'>): string[] {
  const all = [profile.badge ?? '', ...profile.meta.badge_slug].map((badge) => badge.trim());
  return [...new Set(all.filter((badge) => badge !== ''))];
}
