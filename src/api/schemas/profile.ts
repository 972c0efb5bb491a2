import { z } from 'zod';
import { bool, int, list, nullableText, phpMap, text } from './primitives';

/**
 * The fifteen social networks of `meta.social_links`, in the spec's order (behaviour.md,
 * "Social link keys"). Real profiles usually carry only some of them.
 */
export const SOCIAL_LINK_KEYS = [
  'instagram',
  'twitter',
  'youtube',
  'linkedin',
  'fb',
  'blue_sky',
  'tiktok',
  'pinterest',
  'telegram',
  'snapchat',
  'reddit',
  'twitch',
  'vk',
  'github',
  'mastodon',
] as const;

export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];

export const socialLinksSchema = phpMap(
  z.object(
    Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, nullableText.optional()])) as Record<
      SocialLinkKey,
      z.ZodOptional<typeof nullableText>
    >,
  ),
);

export const profileMetaSchema = phpMap(
  z.object({
    website: text,
    cover_photo: text,
    short_description_rendered: text.optional(),
    badge_slug: list(z.string()),
    social_links: socialLinksSchema.optional(),
  }),
);

/**
 * `badge` is always `null` on sites without Pro; a Pro site may send something richer than a
 * string, which we do not need to show a member, so anything else reads as `null`.
 */
const badge = z.string().nullable().optional().catch(null);

/** The full profile (xprofile) of a member, a student, an author or a commenter. */
export const profileSchema = z.object({
  user_id: int,
  display_name: text,
  username: text,
  avatar: text,
  status: text,
  total_points: int.catch(0),
  is_verified: bool.catch(false),
  meta: profileMetaSchema,
  // Privacy settings can hide these three on real sites.
  created_at: nullableText,
  short_description: text,
  last_activity: nullableText,
  badge,
  permalink: text,
});

/** The reduced profile embedded in a reaction. */
export const reactionProfileSchema = z.object({
  user_id: int,
  avatar: text,
  display_name: text,
});

export type Profile = z.infer<typeof profileSchema>;
export type ProfileMeta = z.infer<typeof profileMetaSchema>;
export type SocialLinks = z.infer<typeof socialLinksSchema>;
export type ReactionProfile = z.infer<typeof reactionProfileSchema>;
