import * as z from 'zod/mini';
import { int, itemsThatParse, nullableText, text } from './primitives';

/**
 * `GET /feeds/{feed_id}/reactions` (behaviour.md, "Who liked a post"): up to
 * FEED_REACTIONS_LIMIT likes of people with a profile, each the reaction row with its
 * `xprofile` (the public fields; real sites send the ids as strings). A row that does not
 * parse is left out rather than failing the list.
 */
export const likerProfileSchema = z.object({
  user_id: int,
  display_name: text,
  avatar: nullableText,
  username: z.optional(text),
});

export const feedLikeSchema = z.object({
  id: int,
  user_id: int,
  type: z.optional(text),
  created_at: z.optional(nullableText),
  xprofile: likerProfileSchema,
});

export const feedReactionsResponseSchema = z.object({
  reactions: itemsThatParse(feedLikeSchema),
});

export type LikerProfile = z.infer<typeof likerProfileSchema>;
export type FeedLike = z.infer<typeof feedLikeSchema>;
export type FeedReactionsResponse = z.infer<typeof feedReactionsResponseSchema>;
