import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { restRoute, type Action } from '../../contract';
import { WpError } from '../errors';
import type { TouchedRows } from '../store/local-copy/follow-site';
import type { AppEnv } from './hono-app';

/**
 * Where a write goes when the server reads a site's database (docs/decisions/035): to the
 * site itself, which takes it with the plugin's own rules and side effects; this server
 * never writes to that database.
 */
export interface SiteWrites {
  /** The site's REST root, without a trailing slash (`https://example.com/wp-json`). */
  restRoot: string;
  /** How a request reaches the site (the platform's fetch; a fake site in tests). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * The rows a write may touch, read before it and again after (the ids of the site's
   * fcom_space_user rows of that user and space; of a user's profile), and what to do once the
   * site took it: copy them at once into the local copy, so the next read shows the change.
   */
  membershipRows(spaceSlug: string, userId: number): Promise<number[]>;
  /** The id of a user's profile row (fcom_xprofile) as the site holds it, if any. */
  profileRows(userId: number): Promise<number[]>;
  /**
   * The rows a write to a post may touch, by table, as the site holds them: the post and the
   * other pinned posts of its space, its comments, their likes and its own reactions (likes,
   * bookmarks, survey votes), and its topics' links.
   */
  postRows(feedId: number): Promise<TouchedRows[]>;
  afterWrite(touched: readonly TouchedRows[]): Promise<void>;
}

/** Two readings of the rows a write may touch, as one list per table (both ids kept). */
export function mergeTouched(...readings: readonly (readonly TouchedRows[])[]): TouchedRows[] {
  const byName = new Map<TouchedRows['name'], Set<number>>();
  for (const { name, ids } of readings.flat()) {
    const set = byName.get(name) ?? new Set<number>();
    ids.forEach((id) => set.add(id));
    byName.set(name, set);
  }
  return [...byName].map(([name, ids]) => ({ name, ids: [...ids] }));
}

/** How long the site may take to answer a write before we say it did not. */
export const SITE_WRITE_TIMEOUT_MS = 30_000;

/** A write the site did not answer as a site does: whether it took it is not known here. */
function siteFailed(restRoot: string, reason: string): WpError {
  return new WpError(
    502,
    'rest_site_unreachable',
    `The site at ${restRoot} did not answer this action (${reason}). Check on the site ` +
      'whether it was taken before trying again.',
    { site: restRoot },
  );
}

/**
 * Sends the request's own write to the site, with the caller's own credentials (held for
 * this request only, never logged) and body as they came, and returns the site's answer as
 * it came. Only the site's address is ever called: the route comes from the contract and
 * the slug is encoded. A redirect is not followed (it would carry the credentials elsewhere).
 */
export async function forwardToSite(
  site: SiteWrites,
  c: Context<AppEnv>,
  action: Action,
  pathValues: Readonly<Record<string, string | number>>,
  body: ArrayBuffer,
): Promise<Response> {
  const search = new URL(c.req.url).search;
  const url = `${site.restRoot}/${restRoute(action, pathValues)}${search}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const authorization = c.req.header('Authorization');
  if (authorization) headers.Authorization = authorization;
  const type = c.req.header('Content-Type');
  if (type) headers['Content-Type'] = type;
  // Sent as it came: a POST standing for a PATCH stays one, for hosts that refuse PATCH.
  const override = c.req.header('X-HTTP-Method-Override');
  if (override) headers['X-HTTP-Method-Override'] = override;
  let response: Response;
  try {
    response = await site.fetch(url, {
      method: c.req.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SITE_WRITE_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw siteFailed(
      site.restRoot,
      timedOut ? `no answer in ${SITE_WRITE_TIMEOUT_MS / 1000} s` : 'the connection failed',
    );
  }
  const text = await response.text();
  if (response.status >= 300 && response.status < 400) {
    throw siteFailed(
      site.restRoot,
      `it redirected to ${response.headers.get('Location') ?? 'another address'}; set SITE_REST_URL to the REST root it uses`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw siteFailed(site.restRoot, `it answered ${response.status} with a page that is not JSON`);
  }
  return c.json(json as object, response.status as ContentfulStatusCode);
}
