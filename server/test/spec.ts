import { SOCIAL_LINK_KEYS } from '../../contract';

/**
 * spec.md's field tables (parts 2.1–2.13), as data: every field, with its spec type. The only
 * departures are the ones behaviour.md documents — `null` where the spec is silent (badge,
 * featured_image, scheduled_at, last_activity, parent_id, from/to past the end) — and the
 * two meta objects that exist only when a post has one (media_preview, survey_config).
 */
export type Field =
  | 'integer'
  | 'string'
  | 'boolean'
  | { nullable: Field }
  | { optional: Field }
  | { object: Fields }
  | { array: Field };
export type Fields = Readonly<Record<string, Field>>;

const nullable = (field: Field): Field => ({ nullable: field });
const optional = (field: Field): Field => ({ optional: field });
const object = (fields: Fields): Field => ({ object: fields });
const array = (field: Field): Field => ({ array: field });

const socialLinks = Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, 'string' as const]));

export const PROFILE: Fields = {
  user_id: 'integer',
  display_name: 'string',
  username: 'string',
  avatar: 'string',
  status: 'string',
  total_points: 'integer',
  is_verified: 'boolean',
  meta: object({
    website: 'string',
    cover_photo: 'string',
    badge_slug: array('string'),
    social_links: object(socialLinks),
  }),
  created_at: 'string',
  short_description: 'string',
  last_activity: nullable('string'),
  badge: nullable('string'),
  permalink: 'string',
};

const MEDIA_PREVIEW: Fields = {
  image: 'string',
  url: 'string',
  type: 'string',
  provider: 'string',
  content_type: 'string',
  title: 'string',
  author_name: 'string',
  html: 'string',
  width: 'integer',
  height: 'integer',
  media_id: 'integer',
  player: 'string',
};
const MEDIA_ITEM: Fields = {
  url: 'string',
  type: 'string',
  media_id: 'integer',
  width: 'integer',
  height: 'integer',
  provider: 'string',
};
const DOCUMENT: Fields = {
  id: 'integer',
  url: 'string',
  media_key: 'string',
  title: 'string',
  type: 'string',
};

const COMMENT: Fields = {
  id: 'integer',
  user_id: 'integer',
  post_id: 'integer',
  parent_id: nullable('integer'),
  message: 'string',
  message_rendered: 'string',
  meta: object({
    media_preview: optional(object(MEDIA_PREVIEW)),
    media_items: array(object(MEDIA_ITEM)),
    mentioned_user_ids: array('integer'),
  }),
  type: 'string',
  content_type: 'string',
  status: 'string',
  is_sticky: 'boolean',
  reactions_count: 'integer',
  created_at: 'string',
  updated_at: 'string',
  xprofile: object(PROFILE),
  liked: 'integer',
};

const REACTION: Fields = {
  id: 'integer',
  user_id: 'integer',
  object_id: 'integer',
  object_type: 'string',
  type: 'string',
  parent_id: nullable('integer'),
  created_at: 'string',
  updated_at: 'string',
  xprofile: object({ user_id: 'integer', avatar: 'string', display_name: 'string' }),
};

const FEED_SPACE = object({
  id: 'integer',
  title: 'string',
  slug: 'string',
  type: 'string',
  privacy: 'string',
});

export const FEED: Fields = {
  id: 'integer',
  slug: 'string',
  message_rendered: 'string',
  meta: object({
    preview_data: 'string',
    media_preview: optional(object(MEDIA_PREVIEW)),
    media_items: array(object(MEDIA_ITEM)),
    document_lists: array(object(DOCUMENT)),
    document_ids: array(object(DOCUMENT)),
    survey_config: optional(
      object({
        type: 'string',
        options: array(
          object({ slug: 'string', title: 'string', vote_counts: 'integer', voted: 'boolean' }),
        ),
        end_date: 'string',
      }),
    ),
    send_announcement_email: 'string',
    comments_disabled: 'string',
    mentioned_user_ids: array('integer'),
    auto_flagged: 'string',
    reports_count: 'integer',
  }),
  title: 'string',
  featured_image: nullable('string'),
  created_at: 'string',
  privacy: 'string',
  priority: 'integer',
  type: 'string',
  content_type: 'string',
  space_id: 'integer',
  user_id: 'integer',
  status: 'string',
  is_sticky: 'boolean',
  scheduled_at: nullable('string'),
  comments_count: 'integer',
  reactions_count: 'integer',
  permalink: 'string',
  xprofile: object(PROFILE),
  space: FEED_SPACE,
  comments: array(object(COMMENT)),
  reactions: array(object(REACTION)),
  terms: array(object({ title: 'string', slug: 'string' })),
  has_user_react: 'boolean',
  bookmarked: 'boolean',
  default_comment_sort_by: 'string',
};

const pageOf = (item: Fields, withLastPage: boolean): Fields => ({
  data: array(object(item)),
  current_page: 'integer',
  per_page: 'integer',
  from: nullable('integer'),
  to: nullable('integer'),
  total: 'integer',
  ...(withLastPage ? { last_page: 'integer' } : {}),
  has_more: 'boolean',
});

export const MEMBER: Fields = {
  id: 'integer',
  space_id: 'integer',
  user_id: 'integer',
  status: 'string',
  role: 'string',
  meta: object({}),
  created_at: 'string',
  updated_at: 'string',
  xprofile: object(PROFILE),
};

/** Spec 2.5 names four fields; behaviour.md adds the whole profile, progress and space_pivot. */
export const STUDENT: Fields = {
  ...PROFILE,
  progress: 'integer',
  space_pivot: object({
    id: 'integer',
    space_id: 'integer',
    user_id: 'integer',
    status: 'string',
    role: 'string',
    created_at: 'string',
    updated_at: 'string',
  }),
};

export const MEMBERS_RESPONSE: Fields = {
  members: object(pageOf(MEMBER, true)),
  pending_count: 'integer',
};
export const STUDENTS_RESPONSE: Fields = { students: object(pageOf(STUDENT, true)) };
/** behaviour.md, "Member directory": profiles in a members-like page, or ten without one. */
export const DIRECTORY_RESPONSE: Fields = { members: object(pageOf(PROFILE, true)) };
export const MENTION_RESPONSE: Fields = { members: object({ data: array(object(PROFILE)) }) };
export const FEEDS_RESPONSE: Fields = {
  feeds: object(pageOf(FEED, false)),
  sticky: nullable(object(FEED)),
};

/** A row of fcom_spaces as the plugin's models send it (behaviour.md, "A member's spaces"). */
const SPACE: Fields = {
  id: 'integer',
  created_by: nullable('integer'),
  parent_id: nullable('integer'),
  title: 'string',
  slug: 'string',
  logo: nullable('string'),
  cover_photo: nullable('string'),
  description: 'string',
  type: 'string',
  privacy: 'string',
  status: 'string',
  serial: 'integer',
  settings: object({}),
  created_at: 'string',
  updated_at: 'string',
};

export const PROFILE_SPACES_RESPONSE: Fields = {
  spaces: array(
    object({
      ...SPACE,
      members_count: 'integer',
      pivot: object({
        user_id: 'integer',
        space_id: 'integer',
        role: 'string',
        status: 'string',
        created_at: 'string',
      }),
    }),
  ),
};

/** behaviour.md, "A member's comments": the comment's columns and its post as a feed item. */
export const PROFILE_COMMENTS_RESPONSE: Fields = {
  comments: object(
    pageOf(
      {
        ...Object.fromEntries(
          Object.entries(COMMENT).filter(([key]) => key !== 'xprofile' && key !== 'liked'),
        ),
        // Unlike a feed's, a member's comment may be on a post outside any space.
        post: nullable(
          object({ ...FEED, space_id: nullable('integer'), space: nullable(FEED_SPACE) }),
        ),
      },
      true,
    ),
  ),
  xprofile: object({ id: 'integer', ...PROFILE, updated_at: 'string' }),
};

const TOPIC: Fields = {
  id: 'integer',
  title: 'string',
  description: 'string',
  slug: 'string',
  admin_only: 'string',
  space_ids: array('integer'),
};

const MENU_SPACE: Fields = { ...SPACE, permalink: 'string', topics: array(object(TOPIC)) };

/** behaviour.md, "Topics": groups with their spaces, the spaces outside any group. */
export const SPACE_GROUPS_RESPONSE: Fields = {
  groups: array(object({ ...SPACE, spaces: array(object(MENU_SPACE)) })),
  orphaned_spaces: array(object(MENU_SPACE)),
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Every place where `value` lacks a spec field or holds one of the wrong type. */
export function specViolations(fields: Fields, value: unknown, at = '$'): string[] {
  if (typeOf(value) !== 'object') return [`${at}: expected an object, got ${typeOf(value)}`];
  const record = value as Record<string, unknown>;
  return Object.entries(fields).flatMap(([key, field]) =>
    check(field, record[key], `${at}.${key}`, key in record),
  );
}

function check(field: Field, value: unknown, at: string, present: boolean): string[] {
  if (typeof field === 'string') {
    if (!present) return [`${at}: missing`];
    return typeOf(value) === field ? [] : [`${at}: expected ${field}, got ${typeOf(value)}`];
  }
  if ('optional' in field) return present ? check(field.optional, value, at, true) : [];
  if ('nullable' in field)
    return present && value === null ? [] : check(field.nullable, value, at, present);
  if (!present) return [`${at}: missing`];
  if ('object' in field) return specViolations(field.object, value, at);
  if (!Array.isArray(value)) return [`${at}: expected an array, got ${typeOf(value)}`];
  return value.flatMap((item, index) => check(field.array, item, `${at}[${index}]`, true));
}
