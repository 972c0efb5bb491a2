import type {
  ChoiceParam,
  ENDPOINTS,
  Endpoint,
  IntegerParam,
  ListParam,
  StringParam,
} from '../contract';

/**
 * What each endpoint's query string parses to, one typed field per contract parameter: the
 * routes parse it (http/endpoints.ts builds the zod schema of each), the services read it.
 * Plain types, below both, so no service depends on the HTTP layer.
 */

/**
 * A query string before it is parsed, as PHP reads it (http/query.ts readRawQuery): a value
 * per key, or a list for `key[]=…`. The route policies read it as the plugin's do, before
 * any parameter is validated (services/route-policies.ts).
 */
export type RawQuery = Record<string, string | string[]>;

type Values<V> = V extends readonly (infer T)[] ? T : never;

/** What one parameter parses to. */
type ParsedParam<P> = P extends IntegerParam
  ? P extends { default: number }
    ? number
    : number | undefined
  : P extends StringParam
    ? string | undefined
    : P extends ChoiceParam
      ? P extends { default: string }
        ? Values<P['values']>
        : Values<P['values']> | undefined
      : P extends ListParam
        ? Values<P['values']>[]
        : never;

/** What an endpoint's query string parses to: one typed field per contract parameter. */
export type QueryOf<E extends Endpoint> = {
  -readonly [K in keyof E['query']]: ParsedParam<E['query'][K]>;
};

export type FeedsQuery = QueryOf<typeof ENDPOINTS.feeds>;
export type MembersQuery = QueryOf<typeof ENDPOINTS.spaceMembers>;
export type CoursesQuery = QueryOf<typeof ENDPOINTS.courses>;
/** A course's students; a space's members read the same fields (and `status`). */
export type RosterQuery = QueryOf<typeof ENDPOINTS.courseStudents>;
export type DirectoryQuery = QueryOf<typeof ENDPOINTS.memberDirectory>;
export type ProfileCommentsQuery = QueryOf<typeof ENDPOINTS.profileComments>;
export type FeedReadQuery = QueryOf<typeof ENDPOINTS.feedBySlug>;
