import * as z from 'zod/mini';
import { int, itemsThatParse, nullableText, phpMap, text } from './primitives';

/**
 * What a member's profile panel reads of three answers (behaviour.md, "Feeds", "A member's
 * comments", "A member's spaces"): only the fields it shows, each item on its own, so one odd
 * item costs one row and a site that sends more, or other, fields still fills the panel.
 */

/** The space a post belongs to, `null` for a post outside any space. */
const postSpaceSchema = z.catch(
  z.nullable(
    z.object({
      title: text,
      slug: text,
      settings: z.catch(phpMap(z.object({ emoji: z.optional(text) })), {}),
    }),
  ),
  null,
);

/** A post of `GET /feeds?user_id=`, or the post a comment belongs to. */
export const storyPostSchema = z.object({
  id: int,
  title: text,
  message_rendered: text,
  permalink: text,
  created_at: nullableText,
  comments_count: z.catch(int, 0),
  reactions_count: z.catch(int, 0),
  space: postSpaceSchema,
});

/** `GET /feeds?user_id=…`: the posts alone (with `user_id` and no `space`, no pinned post). */
export const memberPostsResponseSchema = z.object({
  feeds: z.object({ data: itemsThatParse(storyPostSchema) }),
});

/**
 * A comment of `GET /profile/{username}/comments`: the comment's columns, then its `post` as a
 * feed item, or `null` when the post is gone.
 */
export const storyCommentSchema = z.object({
  id: int,
  message_rendered: text,
  created_at: nullableText,
  post: z.catch(z.nullable(storyPostSchema), null),
});

export const memberCommentsResponseSchema = z.object({
  comments: z.object({ data: itemsThatParse(storyCommentSchema) }),
});

/**
 * A space of `GET /profile/{username}/spaces`: the space's columns and `pivot`, the member's
 * membership (real sites send its ids as strings). Only active memberships are listed.
 */
export const memberSpaceSchema = z.object({
  id: int,
  title: text,
  slug: text,
  type: text,
  settings: z.catch(phpMap(z.object({ emoji: z.optional(text) })), {}),
  pivot: z.catch(z.nullable(z.object({ role: text })), null),
});

export const memberSpacesResponseSchema = z.object({
  spaces: itemsThatParse(memberSpaceSchema),
});

export type StoryPost = z.infer<typeof storyPostSchema>;
export type StoryComment = z.infer<typeof storyCommentSchema>;
export type MemberSpace = z.infer<typeof memberSpaceSchema>;
