import * as z from 'zod/mini';
import { int, itemsThatParse, nullableText, text } from './primitives';

/**
 * The part of a profile a people picker shows. The member directory sends whole profiles
 * (total_points, is_verified, meta, badge, last_activity…, behaviour.md "Course students"
 * lists them); only these fields are read, and whatever else comes, in whatever shape, is
 * ignored, so a site that sends more or other profile fields still gets suggestions.
 */
export const personProfileSchema = z.looseObject({
  user_id: z.pipe(int, z.int().check(z.positive())),
  display_name: text,
  username: text,
  // A URL, or null where a site has none; anything else reads as none (initials are shown).
  avatar: z.catch(nullableText, null),
});

// Lists go through `itemsThatParse`: one odd profile costs one suggestion, not the picker.

/**
 * `GET /members` (contract: `ENDPOINTS.memberDirectory`): with `search`, a Laravel page of
 * profiles; with `mention`, `{members: {data}}` alone. Only `data` is read, so both parse.
 */
export const memberDirectoryResponseSchema = z.object({
  members: z.object({ data: itemsThatParse(personProfileSchema) }),
});

/**
 * `GET /spaces/{slug}/members?search=` read for suggestions: memberships carrying the member's
 * profile, which is `null` on a real site when the WordPress user behind it is gone.
 */
export const spaceMemberProfilesSchema = z.object({
  members: z.object({
    data: itemsThatParse(z.object({ xprofile: z.catch(z.nullable(personProfileSchema), null) })),
  }),
});

export type PersonProfile = z.infer<typeof personProfileSchema>;
