import type { PostRow, SpaceRow } from '../store/rows';
import { withSiteUrl } from '../store/site-url';
import { parseJsonObject } from './json';
import { toBaseSpace } from './space';

/** A post's permalink, as the plugin's Feed::getPermalink builds it. */
export function postPermalink(post: PostRow, space: SpaceRow | null, origin: string): string {
  return space
    ? `${origin}/portal/space/${encodeURIComponent(space.slug)}/post/${encodeURIComponent(post.slug)}`
    : `${origin}/portal/post/${encodeURIComponent(post.slug)}`;
}

/**
 * A post's own columns, in the plugin's order, with its `meta` and `is_sticky` as the caller
 * sends them (the Feed model's cast, or the feed list's shape).
 */
export function postColumns<Meta, Sticky>(
  post: PostRow,
  origin: string,
  meta: Meta,
  isSticky: Sticky,
) {
  return {
    id: post.id,
    user_id: post.user_id,
    parent_id: post.parent_id,
    title: post.title,
    slug: post.slug,
    message: post.message,
    message_rendered: withSiteUrl(post.message_rendered, origin),
    type: post.type,
    content_type: post.content_type,
    space_id: post.space_id,
    privacy: post.privacy,
    status: post.status,
    featured_image: post.featured_image === null ? null : withSiteUrl(post.featured_image, origin),
    meta,
    is_sticky: isSticky,
    comments_count: post.comments_count,
    reactions_count: post.reactions_count,
    priority: post.priority,
    expired_at: post.expired_at,
    scheduled_at: post.scheduled_at,
    created_at: post.created_at,
    updated_at: post.updated_at,
  };
}

/**
 * A post as the plugin sends its Feed model itself (PATCH /feeds/{feed_id}; behaviour.md, "A
 * post's pin and comments"): the row's columns (meta as an object; `is_sticky`, the counts and
 * `priority` as the model casts them, integers), its `permalink`, and the `space` the
 * controller loaded to check the caller's rights (the BaseSpace row, or null).
 */
export function toFeedRow(post: PostRow, space: SpaceRow | null, origin: string) {
  return {
    ...postColumns(post, origin, parseJsonObject(withSiteUrl(post.meta, origin)), post.is_sticky),
    permalink: postPermalink(post, space, origin),
    space: space ? toBaseSpace(space, origin) : null,
  };
}
