import * as z from 'zod/mini';
import { feedPage } from './page';
import { profileSchema, reactionProfileSchema } from './profile';
import { bool, int, lenient, list, nullableInt, nullableText, phpMap, text } from './primitives';

/** An image, a link card or an oEmbed (behaviour.md, "Feeds": `meta.media_preview`). */
export const mediaPreviewSchema = z.object({
  image: z.optional(text),
  url: z.optional(text),
  type: z.optional(text),
  provider: z.optional(text),
  content_type: z.optional(text),
  title: z.optional(text),
  author_name: z.optional(text),
  html: z.optional(text),
  width: lenient(int),
  height: lenient(int),
  media_id: lenient(int),
  player: z.optional(text),
});

export const mediaItemSchema = z.object({
  url: text,
  type: z.optional(text),
  media_id: lenient(int),
  width: lenient(int),
  height: lenient(int),
  provider: z.optional(text),
});

export const documentSchema = z.object({
  id: int,
  url: text,
  media_key: z.optional(text),
  title: text,
  type: z.optional(text),
});

/** Real sites name the option text `label`; the spec names it `title`. Either works. */
export const surveyOptionSchema = z.pipe(
  z.object({
    slug: text,
    title: z.optional(z.string()),
    label: z.optional(z.string()),
    vote_counts: z.catch(int, 0),
    voted: z.optional(bool),
  }),
  z.transform(({ label, title, ...option }) => ({
    ...option,
    title: title ?? label ?? option.slug,
  })),
);

export const surveyConfigSchema = z.object({
  type: text,
  options: list(surveyOptionSchema),
  end_date: nullableText,
});

export const feedMetaSchema = phpMap(
  z.object({
    // The spec calls it a string; real sites send `null` or an object. We never show it.
    preview_data: z.optional(z.unknown()),
    media_preview: z.optional(z.nullable(mediaPreviewSchema)),
    media_items: z.optional(list(mediaItemSchema)),
    document_lists: z.optional(list(documentSchema)),
    document_ids: z.optional(list(z.unknown())),
    survey_config: z.optional(z.nullable(surveyConfigSchema)),
    send_announcement_email: z.optional(nullableText),
    comments_disabled: z.optional(nullableText),
    mentioned_user_ids: z.optional(list(int)),
    auto_flagged: z.optional(nullableText),
    reports_count: lenient(int),
  }),
);

export const commentMetaSchema = phpMap(
  z.object({
    media_preview: z.optional(z.nullable(mediaPreviewSchema)),
    media_items: z.optional(list(mediaItemSchema)),
    mentioned_user_ids: z.optional(list(int)),
  }),
);

export const commentSchema = z.object({
  id: int,
  user_id: int,
  post_id: int,
  parent_id: nullableInt,
  message: text,
  message_rendered: text,
  meta: commentMetaSchema,
  type: text,
  content_type: text,
  status: text,
  is_sticky: z.catch(bool, false),
  reactions_count: z.catch(int, 0),
  created_at: text,
  updated_at: nullableText,
  xprofile: z.nullable(profileSchema),
  liked: lenient(int),
});

export const reactionSchema = z.object({
  id: int,
  user_id: int,
  object_id: int,
  object_type: text,
  type: text,
  parent_id: nullableInt,
  created_at: nullableText,
  updated_at: nullableText,
  xprofile: z.nullable(reactionProfileSchema),
});

export const termSchema = z.object({
  title: text,
  slug: text,
  /** The term's id, where a site sends it (as `id`, or in the post's `pivot`). */
  id: lenient(int),
  pivot: lenient(z.object({ term_id: int })),
});

/** The space a post belongs to. Real sites leave out `privacy` here but send `settings`. */
export const feedSpaceSchema = z.object({
  id: int,
  title: text,
  slug: text,
  type: text,
  privacy: text,
  settings: z.optional(phpMap(z.object({ emoji: z.optional(text) }))),
});

export const feedSchema = z.object({
  id: int,
  slug: text,
  message_rendered: text,
  /** The text as written (markdown), where a site sends it (behaviour.md, "Publishing…"). */
  message: lenient(z.string()),
  meta: feedMetaSchema,
  title: text,
  featured_image: nullableText,
  created_at: text,
  updated_at: z.optional(nullableText),
  privacy: text,
  priority: z.catch(int, 0),
  type: text,
  content_type: text,
  space_id: nullableInt,
  user_id: int,
  status: text,
  is_sticky: z.catch(bool, false),
  scheduled_at: nullableText,
  comments_count: z.catch(int, 0),
  reactions_count: z.catch(int, 0),
  permalink: text,
  xprofile: z.nullable(profileSchema),
  space: z.nullable(feedSpaceSchema),
  comments: list(commentSchema),
  reactions: list(reactionSchema),
  terms: list(termSchema),
  has_user_react: z.catch(bool, false),
  bookmarked: z.catch(bool, false),
  default_comment_sort_by: text,
});

export const feedsResponseSchema = z.object({
  feeds: feedPage(feedSchema),
  sticky: z._default(z.nullable(feedSchema), null),
});

export type MediaPreview = z.infer<typeof mediaPreviewSchema>;
export type MediaItem = z.infer<typeof mediaItemSchema>;
export type FeedDocument = z.infer<typeof documentSchema>;
export type SurveyConfig = z.infer<typeof surveyConfigSchema>;
export type FeedMeta = z.infer<typeof feedMetaSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type Reaction = z.infer<typeof reactionSchema>;
export type Term = z.infer<typeof termSchema>;
export type Feed = z.infer<typeof feedSchema>;
export type FeedsResponse = z.infer<typeof feedsResponseSchema>;
