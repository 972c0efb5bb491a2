import { z } from 'zod';
import {
  ENDPOINTS,
  NAMESPACES,
  type Endpoint,
  type EndpointName,
  type ParamSpec,
  type PathParam,
  type Action,
  type BodyField,
  type Route,
} from '../../contract';
import type { QueryOf } from '../endpoint-queries';
import { REST_ROOT } from './rest-path';
import { choiceParam, integerParam, listParam, strictChoiceParam, textParam } from './query';

/**
 * Everything the server says about its routes is derived from the contract (contract/): the
 * Hono paths it registers, the zod schemas its handlers parse queries with, and the route
 * descriptions of the REST index and CORS preflights. Nothing here is written twice.
 */

/**
 * What each kind of path parameter matches, as a regular expression: digits, a slug as the
 * plugin's router accepts it (alphaNumDash), or any segment.
 */
const PATH_PARAM_PATTERNS: Readonly<Record<PathParam['type'], string>> = {
  integer: '[0-9]+',
  slug: '[A-Za-z0-9_-]+',
  string: '[^/]+',
};

function patternOf(endpoint: Route, name: string): string {
  return PATH_PARAM_PATTERNS[endpoint.pathParams[name]?.type ?? 'string'];
}

/** `{name}` → a Hono parameter: any segment, or only what the parameter's pattern matches. */
export function honoPath(endpoint: Route): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const type = endpoint.pathParams[name]?.type ?? 'string';
    return type === 'string' ? `:${name}` : `:${name}{${PATH_PARAM_PATTERNS[type]}}`;
  });
  return `${REST_ROOT}/${endpoint.namespace}${path}`;
}

/** The route as WordPress names it, e.g. `/fluent-community/v2/spaces/(?P<spaceSlug>[^/]+)/members`. */
export function wordPressRoute(endpoint: Route): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    endpoint.pathParams[name]?.type === 'integer'
      ? `(?P<${name}>\\d+)`
      : `(?P<${name}>${patternOf(endpoint, name)})`,
  );
  return `/${endpoint.namespace}${path}`;
}

function routePattern(endpoint: Endpoint): RegExp {
  const path = endpoint.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return patternOf(endpoint, name);
    })
    .join('');
  return new RegExp(`^/${endpoint.namespace}${path}$`);
}

/** An argument as WordPress describes it in `endpoints[].args` (JSON Schema keywords). */
type ArgumentDescription = Readonly<Record<string, unknown>>;

/** A parameter as WordPress describes it in `endpoints[].args` (JSON Schema keywords). */
function describeParam(spec: ParamSpec): ArgumentDescription {
  switch (spec.type) {
    case 'integer':
      return {
        type: 'integer',
        ...(spec.default === undefined ? {} : { default: spec.default }),
        ...(spec.min === undefined ? {} : { minimum: spec.min }),
        ...(spec.max === undefined ? {} : { maximum: spec.max }),
      };
    case 'string':
      return { type: 'string', maxLength: spec.maxLength };
    case 'choice':
      return {
        type: 'string',
        ...(spec.default === undefined ? {} : { default: spec.default }),
        enum: [...spec.values],
      };
    case 'list':
      return { type: 'array', items: { type: 'string', enum: [...spec.values] } };
  }
}

/** A route as WordPress describes it in its REST index. */
interface RouteDescription {
  namespace: string;
  methods: string[];
  endpoints: { methods: string[]; args: Record<string, ArgumentDescription> }[];
}

export function describeRoute(endpoint: Endpoint): RouteDescription {
  const pathArgs: Record<string, ArgumentDescription> = Object.fromEntries(
    Object.entries(endpoint.pathParams).map(([name, param]) => [
      name,
      param.type === 'slug'
        ? { required: true, type: 'string', pattern: `^${PATH_PARAM_PATTERNS.slug}$` }
        : { required: true, type: param.type },
    ]),
  );
  const queryArgs = Object.fromEntries(
    Object.entries(endpoint.query).map(([name, spec]) => [name, describeParam(spec)]),
  );
  return {
    namespace: endpoint.namespace,
    methods: ['GET'],
    endpoints: [{ methods: ['GET'], args: { ...pathArgs, ...queryArgs } }],
  };
}

const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINTS);
const PATTERNS = new Map(ALL_ENDPOINTS.map((endpoint) => [endpoint, routePattern(endpoint)]));

/** The endpoint a path under the REST root names, e.g. `/wp-json/wp/v2/users/me`. */
export function findEndpoint(path: string): Endpoint | null {
  const route = path.slice(REST_ROOT.length) || '/';
  return ALL_ENDPOINTS.find((endpoint) => PATTERNS.get(endpoint)?.test(route)) ?? null;
}

/** A body field as WordPress describes an argument. */
function describeBodyField(field: BodyField): ArgumentDescription {
  switch (field.type) {
    case 'user_id':
      return { required: true, type: 'integer' };
    case 'choice':
      return {
        type: 'string',
        ...(field.default === undefined ? {} : { default: field.default }),
        enum: [...field.values],
      };
    case 'flag':
      return { type: 'integer', enum: [0, 1] };
    case 'text':
      return field.required ? { required: true, type: 'string' } : { type: 'string' };
    case 'integer_list':
      return { type: 'array', items: { type: 'integer' } };
  }
}

/** A route's description with an action's method and arguments added to it. */
function withAction(route: RouteDescription | undefined, action: Action): RouteDescription {
  const endpoint = {
    methods: [action.method],
    args: Object.fromEntries(
      Object.entries(action.body).map(([name, field]) => [name, describeBodyField(field)]),
    ),
  };
  return route
    ? {
        ...route,
        methods: [...route.methods, action.method],
        endpoints: [...route.endpoints, endpoint],
      }
    : { namespace: action.namespace, methods: [action.method], endpoints: [endpoint] };
}

/**
 * Every route of the REST index, keyed as WordPress keys them: the endpoints, and the
 * actions this server takes (the demo's; none over a site's database, decision 035).
 */
export function describeRoutes(namespace?: string, actions: readonly Action[] = []) {
  const routes: Record<string, RouteDescription> = Object.fromEntries(
    ALL_ENDPOINTS.filter(
      (endpoint) => namespace === undefined || endpoint.namespace === namespace,
    ).map((endpoint) => [wordPressRoute(endpoint), describeRoute(endpoint)]),
  );
  for (const action of actions) {
    if (namespace !== undefined && action.namespace !== namespace) continue;
    const key = wordPressRoute(action);
    routes[key] = withAction(routes[key], action);
  }
  return routes;
}

export { NAMESPACES };

function paramSchema(spec: ParamSpec): z.ZodType {
  switch (spec.type) {
    case 'integer':
      return integerParam(
        spec.default,
        spec.min ?? Number.MIN_SAFE_INTEGER,
        spec.max ?? Number.MAX_SAFE_INTEGER,
      );
    case 'string':
      return textParam(spec.maxLength);
    case 'choice': {
      const fallback = spec.default;
      const choice = spec.strict ? strictChoiceParam(spec.values) : choiceParam(spec.values);
      return choice.transform((value) => value ?? fallback);
    }
    case 'list':
      return listParam(spec.values);
  }
}

/** The zod schema of an endpoint's query string, built from its contract entry. */
function querySchema(endpoint: Endpoint): z.ZodType {
  return z.object(
    Object.fromEntries(
      Object.entries(endpoint.query).map(([name, spec]) => [name, paramSchema(spec)]),
    ),
  );
}

/**
 * Each endpoint's query schema, by endpoint name, built once. The cast is the one place where
 * the runtime schemas and `QueryOf` meet: `paramSchema` produces exactly the `ParsedParam` of
 * each spec (query.test.ts and the route tests check it).
 */
export const QUERY_SCHEMAS = Object.fromEntries(
  Object.entries(ENDPOINTS).map(([name, endpoint]) => [name, querySchema(endpoint)]),
) as unknown as { readonly [N in EndpointName]: z.ZodType<QueryOf<(typeof ENDPOINTS)[N]>> };
