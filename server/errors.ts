import type { RawQuery } from './endpoint-queries';
import type { QueryTimeoutError } from './store/query-timeout';

/**
 * Every failure as WordPress shapes it, `{code, message, data: {status}}` (behaviour.md,
 * "Our server's own rules"): thrown as a WpError anywhere in a handler, turned into JSON by
 * the app's error handler. Nothing else ever reaches the client.
 */
export class WpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'WpError';
  }
}

export interface WordPressErrorBody {
  code: string;
  message: string;
  data: { status: number } & Record<string, unknown>;
}

export function toWordPressError(error: WpError): WordPressErrorBody {
  return {
    code: error.code,
    message: error.message,
    data: { ...error.data, status: error.status },
  };
}

/**
 * A refusal the plugin's own controller answers with `sendError`: its body as it is (`{message}`,
 * or the validator's `{field: {rule: message}}`), not WordPress's `{code, message, data}`
 * (behaviour.md, "Writes: a space's members"). Turned into JSON by the app's error handler.
 */
export class PluginRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : JSON.stringify(body));
    this.name = 'PluginRefusal';
  }
}

/**
 * The plugin's answer to a missing model (`findOrFail`), as a running 2.8.1 sends it
 * (behaviour.md, "A profile's status", "Who liked a post").
 */
export const modelNotFound = (model: 'User' | 'XProfile' | 'Feed' | 'Comment', id: number) =>
  new PluginRefusal(404, {
    message: `No query results for model [FluentCommunity\\App\\Models\\${model}] ${id}`,
    data: { wpfluent: { env: 'prod' } },
  });

/** The plugin's 422 with a message of its own. */
export const refusedWithMessage = (message: string) => new PluginRefusal(422, { message });

/** The plugin's validator refusing a field (`required`, `exists`), with its message. */
export const invalidField = (field: string, rule: 'required' | 'exists') =>
  new PluginRefusal(422, {
    [field]: {
      [rule]:
        rule === 'required'
          ? `The ${field} field is required.`
          : `The selected ${field} is invalid.`,
    },
  });

/**
 * A policy method of the plugin that throws (User::verifySpacePermission): the framework's
 * permission callback turns it into this 403 (behaviour.md, "Writes: a space's members").
 */
export const permissionCallbackError = () =>
  new WpError(403, 'Permission Callback Error', 'You do not have permission to do this action');

/**
 * A permission check the plugin makes in a controller that throws (User::canDeleteFeed,
 * ::canEditFeed, a missing community permission): the plugin answers its own 500
 * `plugin_exception`; ours a 403 with the check's message (behaviour.md, "A profile's status").
 */
export const notAllowedToAct = () =>
  new WpError(403, 'rest_forbidden', 'You do not have permission to do this action');

export const noRoute = () =>
  new WpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

/** 401 when nobody is signed in, 403 when the signed-in user may not do this. */
export const forbidden = (status: 401 | 403) =>
  new WpError(status, 'rest_forbidden', 'Sorry, you are not allowed to do that.');

/**
 * GET /members refusals (behaviour.md, "Member directory"): the plugin's own messages, with
 * our statuses (401 anonymous, 403 signed in) where the plugin answers 422.
 */
export const directoryRefused = (status: 401 | 403) =>
  new WpError(status, 'rest_forbidden', 'You do not have permission to view members');

export const mentionNeedsSignIn = () =>
  new WpError(401, 'rest_forbidden', 'You must be logged in to mention someone');

/** `mention` with `space` (a slug) the caller has not joined, or that does not exist. */
export const joinSpaceFirst = () =>
  new WpError(403, 'rest_forbidden', 'Please join the space first to view the members');

/** `mention` with `space_id` the caller has not joined, or that does not exist. */
export const mentionSpaceNotFound = () => new WpError(403, 'rest_forbidden', 'Space not found');

/** A profile route whose username no profile has (behaviour.md, "A member's spaces"). */
export const profileNotFound = () =>
  new WpError(404, 'fcom_profile_not_found', 'Profile not found');

/**
 * GET /profile/{username}/spaces refused by `user_space_visibility`: the plugin's message,
 * our statuses (401 anonymous, 403 signed in) where the plugin answers 422.
 */
export const profileSpacesRefused = (status: 401 | 403) =>
  new WpError(status, 'rest_forbidden', "You are not allowed to view this profile's spaces.");

export const notLoggedIn = () =>
  new WpError(401, 'rest_not_logged_in', 'You are not currently logged in.');

export const courseNotFound = () => new WpError(404, 'fcom_course_not_found', 'Course not found.');

export const spaceNotFound = () => new WpError(404, 'fcom_space_not_found', 'Space not found.');

/** The plugin's own message for an unknown `space` on /feeds (samples/error_unknown_space_feeds.json). */
export const invalidSpace = () => new WpError(422, 'fcom_invalid_space', 'Invalid space slug');

/** WordPress's 400 for bad arguments: the message lists them, data.params explains each. */
export function invalidParams(params: Record<string, string>): WpError {
  return new WpError(
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    {
      params,
    },
  );
}

/** A request so malformed that no route could read it (bad URL encoding, huge headers). */
export const badRequest = (message: string) => new WpError(400, 'rest_invalid_request', message);

/** The safety net for server bugs and database failures: still JSON, never HTML. */
export const internalError = () =>
  new WpError(500, 'internal_server_error', 'There has been a critical error on this website.');

/**
 * The query parameters that make a read expensive (a substring search, its scope, an order
 * walked without a matching index, a deep page), in the order a 503 names them.
 */
const COSTLY_PARAMS = ['search', 'search_in', 'order_by_type', 'sort_by', 'page'] as const;

/**
 * Those the request gave, read as every route reads its query (http/query.ts): `page` only
 * past the first, `search_in[]` (as `search_in`) only with a search, since it only says where
 * to search.
 */
function costlyParamsOf(query: RawQuery): string[] {
  const given = (name: string) => {
    const value = query[name];
    return (Array.isArray(value) ? value : [value ?? '']).some((item) => item.trim() !== '');
  };
  return COSTLY_PARAMS.filter((name) => {
    if (name === 'page') return typeof query.page === 'string' && Number(query.page) > 1;
    if (name === 'search_in') return given('search') && given('search_in');
    return given(name);
  });
}

/**
 * 503 for a read the store cut off at its time budget (docs/decisions/016; behaviour.md,
 * "Our server's own rules": errors are WordPress JSON). The message names the parameters
 * that made the query expensive, so a caller knows what to narrow; `data.params` lists them.
 */
export function queryTimeout(error: QueryTimeoutError, query: RawQuery): WpError {
  const params = costlyParamsOf(query);
  const seconds = `${Number((error.budgetMs / 1000).toFixed(3))} s`;
  const advice =
    params.length > 0
      ? `Narrow or drop: ${params.join(', ')}.`
      : 'Try again when the server is less busy.';
  return new WpError(
    503,
    'rest_query_timeout',
    `The query took longer than ${seconds} and was stopped. ${advice}`,
    { params, budget_ms: error.budgetMs },
  );
}

/** The database file is damaged (store-unavailable.ts): only its administrator can fix it. */
export function databaseDamaged(): WpError {
  return new WpError(
    503,
    'rest_database_unavailable',
    'The database is damaged and cannot be read. The server’s administrator must restore it; ' +
      'the server’s log says how.',
  );
}

/** 503 while the database cannot be reached; the store reconnects by itself when it is back. */
export function databaseUnavailable(): WpError {
  return new WpError(
    503,
    'rest_database_unavailable',
    'The database is unavailable right now. Try again in a few seconds.',
  );
}
