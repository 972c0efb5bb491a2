import { z } from 'zod';
import { feedPage } from './page';
import { profileSchema, reactionProfileSchema } from './profile';
import { bool, int, list, nullableInt, nullableText, phpMap, text } from './primitives';

/** An image, a link card or an oEmbed (behaviour.md, "Feeds": `meta.media_preview`). */
export const mediaPreviewSchema = z.object({
  image: text.optional(),
  url: text.optional(),
  type: text.optional(),
  provider: text.optional(),
  content_type: text.optional(),
  title: text.optional(),
  author_name: text.optional(),
  html: text.optional(),
  width: int.optional().catch(undefined),
  height: int.optional().catch(undefined),
  media_id: int.optional().catch(undefined),
  player: text.optional(),
});

export const mediaItemSchema = z.object({
  url: text,
  type: text.optional(),
  media_id: int.optional().catch(undefined),
  width: int.optional().catch(undefined),
  height: int.optional().catch(undefined),
  provider: text.optional(),
});

export const documentSchema = z.object({
  id: int,
  url: text,
  media_key: text.optional(),
  title: text,
  type: text.optional(),
});

/** Real sites name the option text `label`; the spec names it `title`. Either works. */
export const surveyOptionSchema = z
  .object({
    slug: text,
    title: z.string().optional(),
    label: z.string().optional(),
    vote_counts: int.catch(0),
    voted: bool.optional(),
  })
  .transform(({ label, title, ...option }) => ({
    ...option,
    title: title ?? label ?? option.slug,
  }));

export const surveyConfigSchema = z.object({
  type: text,
  options: list(surveyOptionSchema),
  end_date: nullableText,
});

export const feedMetaSchema = phpMap(
  z.object({
    // The spec calls it a string; real sites send `null` or an object. We never show it.
    preview_data: z.unknown().optional(),
    media_preview: mediaPreviewSchema.nullable().optional(),
    media_items: list(mediaItemSchema).optional(),
    document_lists: list(documentSchema).optional(),
    document_ids: list(z.unknown()).optional(),
    survey_config: surveyConfigSchema.nullable().optional(),
    send_announcement_email: nullableText.optional(),
    comments_disabled: nullableText.optional(),
    mentioned_user_ids: list(int).optional(),
    auto_flagged: nullableText.optional(),
    reports_count: int.optional().catch(undefined),
  }),
);

export const commentMetaSchema = phpMap(
  z.object({
    media_preview: mediaPreviewSchema.nullable().optional(),
    media_items: list(mediaItemSchema).optional(),
    mentioned_user_ids: list(int).optional(),
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
  is_sticky: bool.catch(false),
  reactions_count: int.catch(0),
  created_at: text,
  updated_at: nullableText,
  xprofile: profileSchema.nullable(),
  liked: int.optional().catch(undefined),
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
  xprofile: reactionProfileSchema.nullable(),
});

export const termSchema = z.object({
  title: text,
  slug: text,
});

/** The space a post belongs to. Real sites leave out `privacy` here but send `settings`. */
export const feedSpaceSchema = z.object({
  id: int,
  title: text,
  slug: text,
  type: text,
  privacy: text,
  settings: phpMap(z.object({ emoji: text.optional() })).optional(),
});

export const feedSchema = z.object({
  id: int,
  slug: text,
  message_rendered: text,
  meta: feedMetaSchema,
  title: text,
  featured_image: nullableText,
  created_at: text,
  updated_at: nullableText.optional(),
  privacy: text,
  priority: int.catch(0),
  type: text,
  content_type: text,
  space_id: nullableInt,
  user_id: int,
  status: text,
  is_sticky: bool.catch(false),
  scheduled_at: nullableText,
  comments_count: int.catch(0),
  reactions_count: int.catch(0),
  permalink: text,
  xprofile: profileSchema.nullable(),
  space: feedSpaceSchema.nullable(),
  comments: list(commentSchema),
  reactions: list(reactionSchema),
  terms: list(termSchema),
  has_user_react: bool.catch(false),
  bookmarked: bool.catch(false),
  default_comment_sort_by: text,
});

export const feedsResponseSchema = z.object({
  feeds: feedPage(feedSchema),
  sticky: feedSchema
    .nullable()
    .optional()
    .transform((sticky) => sticky ?? null),
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
