import type { Caller } from '../access';
import type { MenuRow, TopicRow } from '../store/rows';
import { parseJsonObject } from './json';
import { spaceColumns, toBaseSpace, toWordPressUser } from './space';
import { wpautop } from './wpautop';

/**
 * GET /spaces/space_groups as the plugin answers a space manager (SpaceController::
 * getSpaceGroups, behaviour.md "Topics"): each group with its spaces, then the spaces outside
 * any group; each community space formatted as BaseSpace::formatSpaceData does for a site
 * administrator (permissions, rendered description, membership, topics, header links), every
 * other row with its topics only.
 */

/** SpaceGroup::defaultSettings, under a group's stored settings. */
const SPACE_GROUP_SETTING_DEFAULTS: Readonly<Record<string, unknown>> = {
  hide_members: 'no',
  always_show_spaces: 'yes',
};

/**
 * User::getSpacePermissions for the role `admin`, which a site administrator holds in every
 * space, on a site without Pro (no documents, no media gallery).
 */
const ADMIN_SPACE_PERMISSIONS = {
  can_create_post: true,
  can_view_posts: true,
  can_view_members: true,
  registered: true,
  community_admin: true,
  community_moderator: true,
  edit_any_feed: true,
  delete_any_feed: true,
  edit_any_comment: true,
  delete_any_comment: true,
  super_admin: true,
  read: true,
  can_remove_member: true,
  can_add_member: true,
  can_comment: true,
  can_view_info: true,
  can_view_documents: false,
  can_upload_documents: false,
  can_view_media: false,
  is_member: true,
} as const;

/** The space's tabs: posts, and members for whoever may see them (an administrator may). */
const ADMIN_HEADER_LINKS = [
  { title: 'Posts', route: { name: 'space_feeds' } },
  { title: 'Members', route: { name: 'space_members' } },
] as const;

export interface MenuContext {
  origin: string;
  /** The site's topics (Utility::getTopics). */
  topics: readonly TopicRow[];
  /** The site administrator asking: their memberships fill `membership`. */
  caller: Caller & { kind: 'user' };
}

/** BaseSpace::getPermalink: a space's home, a course's lessons, else the portal. */
export function spacePermalink(row: MenuRow, origin: string): string {
  const slug = encodeURIComponent(row.slug);
  if (row.type === 'community') return `${origin}/portal/space/${slug}/home`;
  if (row.type === 'course') return `${origin}/portal/course/${slug}/lessons`;
  const link = parseJsonObject(row.settings).permalink;
  return typeof link === 'string' && link !== '' ? link : `${origin}/portal/`;
}

/** Utility::getTopicsBySpaceId: the topics offered in this space. */
function topicsOf(spaceId: number, context: MenuContext) {
  return context.topics
    .filter((topic) => topic.space_ids.includes(spaceId))
    .map((topic) => ({
      id: topic.id,
      title: topic.title,
      description: topic.description,
      slug: topic.slug,
      admin_only: topic.admin_only,
      space_ids: topic.space_ids,
    }));
}

/** BaseSpace::getMembership: the caller as a User model with the membership as its pivot. */
function membershipOf(spaceId: number, context: MenuContext) {
  const { caller, origin } = context;
  const membership = caller.memberships.get(spaceId);
  if (!membership) return null;
  return {
    ...toWordPressUser(caller.account, origin),
    pivot: {
      space_id: spaceId,
      user_id: caller.account.id,
      role: membership.role,
      created_at: membership.joinedAt,
      status: membership.status,
    },
  };
}

export function toMenuSpace(row: MenuRow, context: MenuContext) {
  const space = {
    ...toBaseSpace(row, context.origin),
    permalink: spacePermalink(row, context.origin),
  };
  if (row.type !== 'community') return { ...space, topics: topicsOf(row.id, context) };
  return {
    ...space,
    permissions: ADMIN_SPACE_PERMISSIONS,
    description_rendered: wpautop(row.description),
    membership: membershipOf(row.id, context),
    topics: topicsOf(row.id, context),
    header_links: ADMIN_HEADER_LINKS,
  };
}

export function toSpaceGroup(group: MenuRow, spaces: readonly MenuRow[], context: MenuContext) {
  const settings = { ...SPACE_GROUP_SETTING_DEFAULTS, ...parseJsonObject(group.settings) };
  return {
    ...spaceColumns(group, settings, context.origin),
    spaces: spaces.map((space) => toMenuSpace(space, context)),
  };
}
