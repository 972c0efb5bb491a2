import * as z from 'zod/mini';
import { paginatedPage } from './page';
import { profileSchema } from './profile';
import { int, nullableText, phpMap, text } from './primitives';

/** Membership meta: a free map of strings (`[]` when empty on real sites). */
export const membershipMetaSchema = phpMap(z.record(z.string(), z.unknown()));

/**
 * A space member is a membership row with the member's profile (behaviour.md, "Space members").
 * `xprofile` can be `null` on a real site when the WordPress user behind a membership is gone.
 */
export const memberSchema = z.object({
  id: int,
  space_id: int,
  user_id: int,
  status: text,
  role: text,
  meta: membershipMetaSchema,
  created_at: nullableText,
  updated_at: nullableText,
  xprofile: z.nullable(profileSchema),
});

export const membersResponseSchema = z.object({
  members: paginatedPage(memberSchema),
  // 0 for callers who cannot manage the space; some sites leave it out in that case.
  pending_count: z._default(int, 0),
});

export type Member = z.infer<typeof memberSchema>;
export type MembersResponse = z.infer<typeof membersResponseSchema>;
