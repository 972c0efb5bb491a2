import type { CommentRow, FeedItemRows, PostRow, ReactionRow, SpaceRow } from '../store/rows';
import { withSiteUrl } from '../store/site-url';
import { integerOr, parseJsonObject, stringOr } from './json';
import { postColumns, postPermalink } from './feed-row';
import { toReactionProfile, type ProfileJson } from './profile';

/**
 * Feed items with every field of spec 2.7–2.13 in the spec's types, plus what real sites
 * also send (parent_id, message, expired_at, updated_at, term pivots, space settings).
 * `meta.media_preview` and `meta.survey_config` appear only on posts that have one.
 */
export interface FeedContext extends Omit<FeedItemRows, 'posts' | 'profiles'> {
  origin: string;
  spaces: ReadonlyMap<number, SpaceRow>;
  /** Everyone on the page, each shaped once, however many comments they wrote. */
  profiles: ReadonlyMap<number, ProfileJson>;
}

function profileOf(context: FeedContext, userId: number): ProfileJson | null {
  return context.profiles.get(userId) ?? null;
}

function integers(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((item): item is number => Number.isSafeInteger(item))
    : [];
}

function objects(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(parseJsonObject) : [];
}

/** Spec 2.11: every field, strings "" and numbers 0 when the stored preview lacks them. */
function mediaPreview(value: unknown) {
  const preview = parseJsonObject(value);
  const text = (key: string) => stringOr(preview[key], '');
  return {
    image: text('image'),
    url: text('url'),
    type: text('type'),
    provider: text('provider'),
    content_type: text('content_type'),
    title: text('title'),
    author_name: text('author_name'),
    html: text('html'),
    width: integerOr(preview.width, 0),
    height: integerOr(preview.height, 0),
    media_id: integerOr(preview.media_id, 0),
    player: text('player'),
  };
}

/** Spec 2.12. */
function mediaItem(item: Record<string, unknown>) {
  return {
    url: stringOr(item.url, ''),
    type: stringOr(item.type, 'image'),
    media_id: integerOr(item.media_id, 0),
    width: integerOr(item.width, 0),
    height: integerOr(item.height, 0),
    provider: stringOr(item.provider, ''),
  };
}

/** Spec 2.13. */
function documentOf(item: Record<string, unknown>) {
  return {
    id: integerOr(item.id, 0),
    url: stringOr(item.url, ''),
    media_key: stringOr(item.media_key, ''),
    title: stringOr(item.title, ''),
    type: stringOr(item.type, ''),
  };
}

function surveyConfig(
  value: unknown,
  counts?: ReadonlyMap<string, number>,
  voted?: ReadonlySet<string>,
) {
  const survey = parseJsonObject(value);
  return {
    type: stringOr(survey.type, 'single_choice'),
    options: objects(survey.options).map((option) => {
      const slug = stringOr(option.slug, '');
      const label = stringOr(option.label, stringOr(option.title, slug));
      return {
        slug,
        title: stringOr(option.title, label),
        label,
        vote_counts: counts?.get(slug) ?? 0,
        voted: voted?.has(slug) ?? false,
      };
    }),
    end_date: stringOr(survey.end_date, ''),
  };
}

function feedMeta(post: PostRow, context: FeedContext) {
  const meta = parseJsonObject(withSiteUrl(post.meta, context.origin));
  const documents = objects(meta.document_lists).map(documentOf);
  return {
    preview_data: stringOr(meta.preview_data, ''),
    ...(meta.media_preview ? { media_preview: mediaPreview(meta.media_preview) } : {}),
    media_items: objects(meta.media_items).map(mediaItem),
    document_lists: documents,
    document_ids: documents,
    ...(meta.survey_config
      ? {
          survey_config: surveyConfig(
            meta.survey_config,
            context.voteCounts.get(post.id),
            context.ownVotes.get(post.id),
          ),
        }
      : {}),
    send_announcement_email: stringOr(meta.send_announcement_email, 'no'),
    comments_disabled: stringOr(meta.comments_disabled, 'no'),
    mentioned_user_ids: integers(meta.mentioned_user_ids),
    auto_flagged: stringOr(meta.auto_flagged, 'no'),
    reports_count: integerOr(meta.reports_count, 0),
  };
}

/** A comment's own columns, in the table's order (fcom_post_comments). */
export function commentColumns(row: CommentRow, origin: string) {
  const meta = parseJsonObject(withSiteUrl(row.meta, origin));
  return {
    id: row.id,
    user_id: row.user_id,
    post_id: row.post_id,
    parent_id: row.parent_id,
    reactions_count: row.reactions_count,
    message: row.message,
    message_rendered: withSiteUrl(row.message_rendered, origin),
    meta: {
      ...(meta.media_preview ? { media_preview: mediaPreview(meta.media_preview) } : {}),
      media_items: objects(meta.media_items).map(mediaItem),
      mentioned_user_ids: integers(meta.mentioned_user_ids),
    },
    type: row.type,
    content_type: row.content_type,
    status: row.status,
    is_sticky: row.is_sticky === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toComment(row: CommentRow, context: FeedContext) {
  return {
    ...commentColumns(row, context.origin),
    liked: context.ownCommentLikes.get(row.id)?.has('like') ? 1 : 0,
    xprofile: profileOf(context, row.user_id),
  };
}

function toReaction(row: ReactionRow, context: FeedContext) {
  const profile = profileOf(context, row.user_id);
  return {
    id: row.id,
    user_id: row.user_id,
    object_id: row.object_id,
    parent_id: row.parent_id,
    object_type: row.object_type,
    type: row.type,
    created_at: row.created_at,
    updated_at: row.updated_at,
    xprofile: profile ? toReactionProfile(profile) : null,
  };
}

function toFeedSpace(space: SpaceRow | undefined) {
  if (!space) return null;
  return {
    id: space.id,
    title: space.title,
    slug: space.slug,
    type: space.type,
    privacy: space.privacy,
    settings: parseJsonObject(space.settings),
  };
}

export function toFeed(post: PostRow, context: FeedContext) {
  const space = post.space_id === null ? undefined : context.spaces.get(post.space_id);
  const own = context.ownPostReactions.get(post.id);
  const { origin } = context;
  return {
    ...postColumns(post, origin, feedMeta(post, context), post.is_sticky === 1),
    has_user_react: own?.has('like') ?? false,
    bookmarked: own?.has('bookmark') ?? false,
    default_comment_sort_by: '',
    permalink: postPermalink(post, space ?? null, origin),
    xprofile: profileOf(context, post.user_id),
    comments: (context.comments.get(post.id) ?? []).map((row) => toComment(row, context)),
    space: toFeedSpace(space),
    reactions: (context.likes.get(post.id) ?? []).map((row) => toReaction(row, context)),
    terms: (context.terms.get(post.id) ?? []).map((term) => ({
      title: term.title,
      slug: term.slug,
      pivot: { post_id: term.post_id, term_id: term.term_id },
    })),
  };
}

export type FeedJson = ReturnType<typeof toFeed>;
