/**
 * The fifteen social networks of a profile's `meta.social_links`, in the spec's order
 * (behaviour.md, "Social link keys"). Real profiles usually carry only some of them.
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

/**
 * A member's profile pages (behaviour.md, "A member's spaces", "A member's comments"): the
 * plugin's ProfileController routes, the username in the path as its router accepts it
 * (letters, digits, `-` and `_`).
 */

/** `GET /profile/{username}/comments` pages by the framework's default, 15. */
export const PROFILE_COMMENTS_PER_PAGE = 15;
