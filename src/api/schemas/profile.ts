import * as z from 'zod/mini';
import { SOCIAL_LINK_KEYS, type SocialLinkKey } from '../../../contract';
import { bool, int, list, nullableText, phpMap, text } from './primitives';

const optionalLink = z.optional(nullableText);

/** One optional entry per key of `SOCIAL_LINK_KEYS` (behaviour.md, "Social link keys"). */
export const socialLinksSchema = phpMap(
  z.object(
    Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, optionalLink])) as Record<
      SocialLinkKey,
      typeof optionalLink
    >,
  ),
);

export const profileMetaSchema = phpMap(
  z.object({
    website: text,
    cover_photo: text,
    short_description_rendered: z.optional(text),
    badge_slug: list(z.string()),
    social_links: z.optional(socialLinksSchema),
  }),
);

/** The full profile (xprofile) of a member, a student, an author or a commenter. */
export const profileShape = {
  user_id: int,
  display_name: text,
  username: text,
  avatar: text,
  status: text,
  total_points: z.catch(int, 0),
  is_verified: z.catch(bool, false),
  meta: profileMetaSchema,
  // Privacy settings can hide these three on real sites.
  created_at: nullableText,
  short_description: text,
  last_activity: nullableText,
  // Always null without Pro; a Pro site may send something richer, which reads as null.
  badge: z.catch(z.optional(z.nullable(z.string())), null),
  permalink: text,
};

export const profileSchema = z.object(profileShape);

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
