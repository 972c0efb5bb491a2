import { plural, t } from '@lingui/core/macro';
import type * as core from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { intlLocale } from '../lib/i18n/intl-locale';
import { ApiError, type SchemaIssue } from './errors';
import { errorBodySchema } from './schemas/wordpress';
import { restUrl, type QueryParams, type RestRoot } from './site';

/**
 * The one way the dashboard talks to a site: builds the URL for either REST-root form, adds
 * HTTP Basic auth, honours React Query's AbortSignal, gives up after a time limit, parses the
 * answer with a zod schema, and turns every failure into an `ApiError` (see errors.ts).
 */

export interface Credentials {
  username: string;
  /** A WordPress application password; spaces are ignored, as WordPress does. */
  password: string;
}

export interface ApiClientConfig {
  root: RestRoot;
  credentials?: Credentials;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface GetOptions<S extends core.$ZodType> {
  schema: S;
  params?: QueryParams;
  signal?: AbortSignal;
}

/** The methods of the plugin's write routes. */
export type WriteMethod = 'POST' | 'PATCH' | 'DELETE';

// eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP method, not text
const POST = 'POST' satisfies WriteMethod;

export interface ActOptions<S extends core.$ZodType> {
  schema: S;
  /** `POST` unless the route says otherwise. */
  method?: WriteMethod;
  /** Sent as JSON (the plugin reads a JSON body as it reads a form: behaviour.md, "Writes"). */
  body?: Readonly<Record<string, unknown>>;
}

export interface ApiClient {
  readonly root: RestRoot;
  get<S extends core.$ZodType>(route: string, options: GetOptions<S>): Promise<core.output<S>>;
  /**
   * An action on the site (docs/decisions/035-actions-go-to-the-site.md): sent once, never
   * cancelled by a caller. A refusal (403, 422) carries the site's own words as its message.
   * A `PATCH` or `DELETE` the host will not carry is sent again as a `POST` standing for it
   * (behaviour.md, "Methods a host refuses"), and so is every later one of this client.
   */
  act<S extends core.$ZodType>(route: string, options: ActOptions<S>): Promise<core.output<S>>;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * What every request adds to its query string so WordPress answers in the signed-in user's own
 * language (`determine_locale()` reads `_locale=user` on a JSON request): its refusals and
 * validation messages, which the dashboard shows as they come (docs/decisions/040).
 */
export const SITE_LOCALE_PARAMS = { _locale: 'user' } as const;

/**
 * The bytes a CORS-safelisted `Accept-Language` may hold (Fetch standard, "CORS-safelisted
 * request-header"): with any other the browser would send a preflight, or a site's CORS answer
 * (which names only `Authorization` and a few others) would refuse the request.
 */
const SAFELISTED_LANGUAGE = /^[0-9A-Za-z *,.;=-]{1,128}$/;

/**
 * The dashboard's current language as an `Accept-Language` header, read when a request is made
 * (the language may change while the client lives); none if the tag could leave the safelist.
 */
export function acceptLanguageHeader(): Record<string, string> {
  const language = intlLocale();
  return SAFELISTED_LANGUAGE.test(language) ? { 'Accept-Language': language } : {};
}

export function basicAuthorization({ username, password }: Credentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password.replace(/\s+/g, '')}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP auth scheme, not text
  return `Basic ${btoa(binary)}`;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const fetchImpl = config.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseHeaders: Record<string, string> = { Accept: 'application/json' };
  if (config.credentials) baseHeaders.Authorization = basicAuthorization(config.credentials);
  const headers = () => ({ ...baseHeaders, ...acceptLanguageHeader() });

  interface Exchange<S extends core.$ZodType> {
    url: string;
    init: Pick<RequestInit, 'method' | 'headers' | 'body'>;
    schema: S;
    callerSignal?: AbortSignal;
    refusal: (status: number, json: unknown) => ApiError;
  }

  async function send<S extends core.$ZodType>(exchange: Exchange<S>): Promise<core.output<S>> {
    const { url, callerSignal } = exchange;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;

    let response: Response;
    let body: string;
    try {
      response = await fetchImpl(url, {
        headers: headers(),
        ...exchange.init,
        signal,
        credentials: 'omit',
        cache: 'no-store',
      });
      body = await response.text();
    } catch (cause) {
      // A cancellation by the caller (React Query) is not a failure: let it through as is.
      if (callerSignal?.aborted) throw cause;
      if (timeout.aborted) {
        const seconds = Math.round(timeoutMs / 1000);
        throw new ApiError({
          kind: 'timeout',
          url,
          message: t`The site did not answer within ${plural(seconds, { one: '# second', other: '# seconds' })}. It may be slow or down; try again.`,
        });
      }
      throw new ApiError({
        kind: 'network',
        url,
        message: t`Cannot reach the site. Check the address, that it is served over HTTPS, and that it allows cross-origin requests from this dashboard.`,
      });
    }

    const json = parseJson(body);
    if (!response.ok) throw exchange.refusal(response.status, json);
    if (json === NOT_JSON) {
      throw new ApiError({
        kind: 'not-json',
        url,
        status: response.status,
        message: t`The site answered with a web page instead of data. A PHP error, a maintenance page or a security plugin may be in the way.`,
      });
    }
    const parsed = safeParse(exchange.schema, json);
    if (!parsed.success) throw schemaError(url, parsed.error.issues);
    return parsed.data;
  }

  function get<S extends core.$ZodType>(
    route: string,
    options: GetOptions<S>,
  ): Promise<core.output<S>> {
    const url = restUrl(config.root, route, { ...options.params, ...SITE_LOCALE_PARAMS });
    return send({
      url,
      init: {},
      schema: options.schema,
      callerSignal: options.signal,
      refusal: (status, json) => httpError(url, status, json),
    });
  }

  /** Set once a host has refused a method: its later actions go as `POST` at once. */
  let overrideMethods = false;

  function sendAction<S extends core.$ZodType>(
    route: string,
    method: WriteMethod,
    options: ActOptions<S>,
    standsFor?: WriteMethod,
  ): Promise<core.output<S>> {
    // WordPress reads `?_method=` before the header, and allows no custom header cross-origin.
    const url = restUrl(config.root, route, {
      ...(standsFor ? { _method: standsFor } : {}),
      ...SITE_LOCALE_PARAMS,
    });
    return send({
      url,
      init: {
        method,
        headers: { ...headers(), 'Content-Type': 'application/json' },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      },
      schema: options.schema,
      refusal: (status, json) => actionRefusal(url, status, json),
    });
  }

  async function act<S extends core.$ZodType>(
    route: string,
    options: ActOptions<S>,
  ): Promise<core.output<S>> {
    const method = options.method ?? POST;
    if (method === POST) return sendAction(route, POST, options);
    if (overrideMethods) return sendAction(route, POST, options, method);
    try {
      return await sendAction(route, method, options);
    } catch (error) {
      if (!(error instanceof ApiError) || !isMethodRefused(error)) throw error;
      const answer = await sendAction(route, POST, options, method);
      overrideMethods = true;
      return answer;
    }
  }

  return { root: config.root, get, act };
}

const NOT_JSON = Symbol('not-json');

/**
 * How a host that will not carry a method says so: the browser's preflight refused (a network
 * failure before anything was sent), 405 or 501, or a firewall's 403 page instead of
 * WordPress's JSON. A site that read the request and refused it answers JSON, never these.
 * (A connection lost after sending also reads as a network failure: the plugin's writes this
 * is used for are idempotent or answer "already gone" the second time.)
 */
function isMethodRefused(error: ApiError): boolean {
  if (error.kind === 'network') return true;
  if (error.kind !== 'http') return false;
  if (error.status === 405 || error.status === 501) return true;
  return error.status === 403 && error.code === undefined && error.serverMessage === undefined;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function httpError(url: string, status: number, json: unknown): ApiError {
  const body = json === NOT_JSON ? undefined : errorBodySchema.safeParse(json).data;
  const code = body?.code ?? (body?.permission_failed ? 'permission_failed' : undefined);
  const serverMessage = body?.message;
  return new ApiError({
    kind: 'http',
    url,
    status,
    code,
    serverMessage,
    message: describeHttpStatus(status, code, serverMessage, json === NOT_JSON),
  });
}

/**
 * An action the site refused after reading it (403 from its policy, 422 from its rules or its
 * validator: behaviour.md, "Writes: a space's members"): the site's own words are the message,
 * since they say what is wrong with this request ("Selected user is already a member of this
 * community"). A 401, a missing route and a server error read as for any request.
 */
function actionRefusal(url: string, status: number, json: unknown): ApiError {
  const error = httpError(url, status, json);
  if (status === 401 || status === 404 || status >= 500) return error;
  const words = error.serverMessage ?? validationSentence(json);
  if (!words) return error;
  return new ApiError({
    kind: 'http',
    url,
    status,
    code: error.code,
    serverMessage: words,
    message: words,
  });
}

/**
 * The validator's 422 body, `{"user_id":{"required":"The user_id field is required."}}`: its
 * messages, field by field, as one sentence (null for any other shape).
 */
function validationSentence(json: unknown): string | null {
  if (!isRecord(json)) return null;
  const messages = Object.values(json).flatMap((rules) =>
    isRecord(rules) ? Object.values(rules).filter((text) => typeof text === 'string') : [],
  );
  return messages.length > 0 ? messages.join(' ') : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeHttpStatus(
  status: number,
  code: string | undefined,
  serverMessage: string | undefined,
  htmlPage: boolean,
): string {
  if (status === 401) {
    return t`The site did not accept your username and application password (401). Sign in again with a valid application password.`;
  }
  if (status === 403 || code === 'permission_failed') {
    return t({
      comment: 'status is the HTTP status code, e.g. 403',
      message: `This account is not allowed to see this (${status}). Sign in as a site administrator or community moderator.`,
    });
  }
  if (status === 404 && (code === 'rest_no_route' || htmlPage)) {
    return t`The site has no such API route (404). Check that FluentCommunity is active and up to date on this site.`;
  }
  if (status >= 500) {
    return t({
      comment: 'status is the HTTP status code, e.g. 500',
      message: `The site had an internal error (${status}). Try again in a moment; if it keeps happening, check the site's error log.`,
    });
  }
  if (!serverMessage) {
    return t({
      comment: 'status is the HTTP status code, e.g. 400',
      message: `The site refused the request (${status})`,
    });
  }
  return t({
    comment: "status is the HTTP status code; serverMessage is the site's own explanation",
    message: `The site refused the request (${status}): ${serverMessage}`,
  });
}

/** The error for an answer that does not have the expected shape (also for answers parsed later). */
export function schemaError(url: string, zodIssues: readonly core.$ZodIssue[]): ApiError {
  const issues: SchemaIssue[] = zodIssues.slice(0, 20).map((issue) => ({
    path:
      issue.path.map(String).join('.') ||
      t({ comment: 'The top level of an answer, in place of a field path', message: '(root)' }),
    message: issue.message,
  }));
  return new ApiError({ kind: 'schema', url, issues, message: schemaMessage(issues) });
}

function schemaMessage(issues: readonly SchemaIssue[]): string {
  const first = issues[0];
  if (!first) return t`The site's answer did not have the expected shape: unknown field.`;
  const field = first.path;
  const problem = first.message;
  const more = issues.length - 1;
  if (more === 0) {
    return t({
      comment: 'field is a dotted field path (members.data.3.id); problem is what is wrong with it',
      message: `The site's answer did not have the expected shape: ${field} — ${problem}.`,
    });
  }
  return t({
    comment: 'field is a dotted field path (members.data.3.id); problem is what is wrong with it',
    message: `The site's answer did not have the expected shape: ${field} — ${problem} (${plural(more, { one: 'and # more', other: 'and # more' })}).`,
  });
}
