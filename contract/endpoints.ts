import { memberDirectoryQuery } from './directory';
import {
  INSIGHTS_NAMESPACE,
  courseInsightsQuery,
  overviewInsightsQuery,
  spaceInsightsQuery,
} from './insights';
import { feedReadQuery, feedsQuery } from './feeds';
import { pageParam, perPageParam, searchParam, type ParamSpec } from './params';
import { PROFILE_COMMENTS_PER_PAGE } from './profile';
import { MEMBER_STATUS_PARAMS, ROSTER_PER_PAGE, rosterQuery } from './roster';

/** The REST namespaces the dashboard reads (behaviour.md, "Where the API lives"). */
export const FLUENT_COMMUNITY_NAMESPACE = 'fluent-community/v2';
export const WORDPRESS_NAMESPACE = 'wp/v2';
export const NAMESPACES = [
  WORDPRESS_NAMESPACE,
  FLUENT_COMMUNITY_NAMESPACE,
  INSIGHTS_NAMESPACE,
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** WordPress's own roles, as `wp/v2/users` filters by them (`roles`). */
export const WORDPRESS_ROLES = [
  'administrator',
  'editor',
  'author',
  'contributor',
  'subscriber',
] as const;
export type WordPressRole = (typeof WORDPRESS_ROLES)[number];

/**
 * A `{name}` segment of a route: any text but a slash, digits only, or a slug as the plugin's
 * router accepts it (`alphaNumDash`: ASCII letters, digits, `-` and `_`); a segment that does
 * not fit is no route at all (404 `rest_no_route`).
 */
export interface PathParam {
  readonly type: 'string' | 'integer' | 'slug';
}

/** One GET endpoint: where it lives and what it reads from the query string. */
export interface Endpoint {
  readonly namespace: Namespace;
  /** The route under its namespace, with `{name}` for each path parameter. */
  readonly path: string;
  readonly pathParams: Readonly<Record<string, PathParam>>;
  readonly query: Readonly<Record<string, ParamSpec>>;
}

/** Every endpoint the dashboard calls and the reference server answers. */
export const ENDPOINTS = {
  feeds: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/feeds',
    pathParams: {},
    query: feedsQuery,
  },
  spaces: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/spaces',
    pathParams: {},
    query: {},
  },
  spaceMembers: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/spaces/{spaceSlug}/members',
    pathParams: { spaceSlug: { type: 'string' } },
    query: { ...rosterQuery, status: { type: 'choice', values: MEMBER_STATUS_PARAMS } },
  },
  courses: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/admin/courses',
    pathParams: {},
    query: { search: searchParam, page: pageParam, per_page: perPageParam(ROSTER_PER_PAGE) },
  },
  courseStudents: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/admin/courses/{course_id}/students',
    pathParams: { course_id: { type: 'integer' } },
    query: rosterQuery,
  },
  /**
   * The site's member directory (the plugin's MembersController::getMembers): profiles, not
   * memberships. Without `mention`, a Laravel page like the rosters' (search, sort, status);
   * with `mention`, at most ten active profiles for an @-mention box, optionally only one
   * space's members (behaviour.md, "Member directory").
   */
  memberDirectory: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/members',
    pathParams: {},
    query: memberDirectoryQuery,
  },
  /**
   * The community spaces a member has joined (ProfileController::getSpaces), as far as the
   * portal's `user_space_visibility` setting lets the caller see them (behaviour.md, "A
   * member's spaces").
   */
  profileSpaces: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/profile/{username}/spaces',
    pathParams: { username: { type: 'slug' } },
    query: {},
  },
  /**
   * A member's latest published comments, each with the post it belongs to
   * (ProfileController::getComments; behaviour.md, "A member's comments").
   */
  profileComments: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/profile/{username}/comments',
    pathParams: { username: { type: 'slug' } },
    query: { page: pageParam, per_page: perPageParam(PROFILE_COMMENTS_PER_PAGE) },
  },
  /**
   * The portal's menu for space managers (SpaceController::getSpaceGroups): space groups with
   * their spaces, and the spaces outside any group, each with its topics — the one route of a
   * stock site that lists every topic (behaviour.md, "Topics"). `options_only` (any value but
   * empty or `0`, as PHP reads it: not trimmed, and any list): the groups' ids and titles
   * alone, for anyone.
   */
  spaceGroups: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/spaces/space_groups',
    pathParams: {},
    query: { options_only: searchParam },
  },
  /**
   * Who liked a post (ReactionController::getByFeedId): `{reactions: [...]}`, at most
   * FEED_REACTIONS_LIMIT, no paging; for anyone who may read the post (behaviour.md, "Who
   * liked a post").
   */
  feedReactions: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/feeds/{feed_id}/reactions',
    pathParams: { feed_id: { type: 'integer' } },
    query: {},
  },
  /**
   * One post by its slug (FeedsController::getFeedBySlug; behaviour.md, "One post by its
   * slug"): `{feed, execution_time}`, the post as a feed item, for whoever may read it; with
   * `context=edit`, `{feed}`, the post as its editor loads it (its text as written and its
   * topics' ids), for its author and moderators only.
   */
  feedBySlug: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/feeds/{feed_slug}/by-slug',
    pathParams: { feed_slug: { type: 'slug' } },
    query: feedReadQuery,
  },
  /** The same by the post's id (FeedsController::getFeedById); an unknown id is a 404. */
  feedById: {
    namespace: FLUENT_COMMUNITY_NAMESPACE,
    path: '/feeds/{feed_id}/by-id',
    pathParams: { feed_id: { type: 'integer' } },
    query: feedReadQuery,
  },
  /**
   * What the overview counts, in one answer (docs/decisions/038): our server's own route; a
   * plain FluentCommunity site has none (its REST index does not list the namespace).
   */
  insightsOverview: {
    namespace: INSIGHTS_NAMESPACE,
    path: '/insights/overview',
    pathParams: {},
    query: overviewInsightsQuery,
  },
  /** A space's insights in one answer (docs/decisions/038): our server's own route. */
  insightsSpace: {
    namespace: INSIGHTS_NAMESPACE,
    path: '/insights/spaces/{spaceSlug}',
    pathParams: { spaceSlug: { type: 'string' } },
    query: spaceInsightsQuery,
  },
  /** A course's insights in one answer (docs/decisions/038): our server's own route. */
  insightsCourse: {
    namespace: INSIGHTS_NAMESPACE,
    path: '/insights/courses/{course_id}',
    pathParams: { course_id: { type: 'integer' } },
    query: courseInsightsQuery,
  },
  /**
   * WordPress's list of users, as far as the dashboard reads it: the site's administrators
   * (`roles=administrator`, for an account that may list users), whom the plugin lets no one
   * block (behaviour.md, "WordPress users").
   */
  users: {
    namespace: WORDPRESS_NAMESPACE,
    path: '/users',
    pathParams: {},
    query: {
      roles: { type: 'list', values: WORDPRESS_ROLES },
      page: pageParam,
      per_page: perPageParam(10),
      context: { type: 'choice', values: ['view', 'embed', 'edit'], default: 'view', strict: true },
    },
  },
  usersMe: {
    namespace: WORDPRESS_NAMESPACE,
    path: '/users/me',
    pathParams: {},
    query: {
      context: { type: 'choice', values: ['view', 'embed', 'edit'], default: 'view', strict: true },
    },
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Where a route lives: what an endpoint and an action (actions.ts) both have. */
export type Route = Pick<Endpoint, 'namespace' | 'path' | 'pathParams'>;

type PathValues<E extends Route> = { readonly [K in keyof E['pathParams']]: string | number };

/**
 * The route of an endpoint (or an action) under a REST root, path parameters filled in and encoded:
 * `restRoute(ENDPOINTS.spaceMembers, { spaceSlug: 'general' })` →
 * `fluent-community/v2/spaces/general/members`.
 */
export function restRoute<E extends Route>(
  endpoint: E,
  ...[values]: keyof E['pathParams'] extends never ? [] : [PathValues<E>]
): string {
  const filled = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (values as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`restRoute: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${endpoint.namespace}${filled}`;
}
