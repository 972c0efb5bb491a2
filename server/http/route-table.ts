import { REST_ROOT } from './env';

/**
 * The REST routes this server answers, described as WordPress describes routes: in the REST
 * index (`routes`), in namespace indexes, and in the body of CORS preflight answers.
 */
interface RouteDescription {
  namespace: string;
  /** The route as WordPress names it, e.g. /fluent-community/v2/feeds. */
  route: string;
  pattern: RegExp;
  args: Record<string, { required?: boolean; type?: string; default?: unknown; enum?: string[] }>;
}

const paging = (perPage: number) => ({
  page: { type: 'integer', default: 1 },
  per_page: { type: 'integer', default: perPage },
  search: { type: 'string' },
});
const rosterSort = {
  sort_by: {
    type: 'string',
    default: 'created_at',
    enum: ['created_at', 'display_name', 'last_activity'],
  },
  sort_dir: { type: 'string', enum: ['ASC', 'DESC'] },
};

export const REST_ROUTES: readonly RouteDescription[] = [
  {
    namespace: 'fluent-community/v2',
    route: '/fluent-community/v2/feeds',
    pattern: /^\/fluent-community\/v2\/feeds$/,
    args: {
      ...paging(10),
      space: { type: 'string' },
      user_id: { type: 'integer' },
      topic_slug: { type: 'string' },
      search_in: { type: 'array' },
      status: { type: 'string', enum: ['published', 'pending', 'unlisted', 'scheduled'] },
      order_by_type: {
        type: 'string',
        default: 'latest',
        enum: [
          'new_activity',
          'latest',
          'oldest',
          'popular',
          'likes',
          'alphabetical',
          'unanswered',
        ],
      },
      disable_sticky: { type: 'string', enum: ['yes', 'no'] },
    },
  },
  {
    namespace: 'fluent-community/v2',
    route: '/fluent-community/v2/spaces',
    pattern: /^\/fluent-community\/v2\/spaces$/,
    args: {},
  },
  {
    namespace: 'fluent-community/v2',
    route: '/fluent-community/v2/spaces/(?P<spaceSlug>[^/]+)/members',
    pattern: /^\/fluent-community\/v2\/spaces\/[^/]+\/members$/,
    args: {
      spaceSlug: { required: true, type: 'string' },
      ...paging(15),
      ...rosterSort,
      status: { type: 'string', enum: ['pending'] },
    },
  },
  {
    namespace: 'fluent-community/v2',
    route: '/fluent-community/v2/admin/courses',
    pattern: /^\/fluent-community\/v2\/admin\/courses$/,
    args: paging(15),
  },
  {
    namespace: 'fluent-community/v2',
    route: '/fluent-community/v2/admin/courses/(?P<course_id>\\d+)/students',
    pattern: /^\/fluent-community\/v2\/admin\/courses\/\d+\/students$/,
    args: {
      course_id: { required: true, type: 'integer' },
      ...paging(15),
      ...rosterSort,
    },
  },
  {
    namespace: 'wp/v2',
    route: '/wp/v2/users/me',
    pattern: /^\/wp\/v2\/users\/me$/,
    args: {
      context: { type: 'string', default: 'view', enum: ['view', 'embed', 'edit'] },
    },
  },
];

export const NAMESPACES = ['wp/v2', 'fluent-community/v2'] as const;

export function describeRoute(description: RouteDescription) {
  return {
    namespace: description.namespace,
    methods: ['GET'],
    endpoints: [{ methods: ['GET'], args: description.args }],
  };
}

/** The route under the REST root a path names, e.g. `/wp-json/wp/v2/users/me` → that route. */
export function findRoute(path: string): RouteDescription | null {
  const route = path.slice(REST_ROOT.length) || '/';
  return REST_ROUTES.find((description) => description.pattern.test(route)) ?? null;
}

export function routesOfNamespace(namespace: string) {
  return Object.fromEntries(
    REST_ROUTES.filter((description) => description.namespace === namespace).map((description) => [
      description.route,
      describeRoute(description),
    ]),
  );
}
