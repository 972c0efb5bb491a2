import { t } from '@lingui/core/macro';
import {
  ENDPOINTS,
  FLUENT_COMMUNITY_NAMESPACE,
  RESPONSE_FIELDS_PARAM,
  restRoute,
} from '../../../contract';
import { createApiClient } from '../../api/client';
import type { EndpointParams } from '../../api/endpoint-params';
import { isApiError, type ApiError } from '../../api/errors';
import { currentUserSchema, restIndexSchema, type CurrentUser } from '../../api/schemas/wordpress';
import {
  parseSiteAddress,
  restRootCandidates,
  siteOfRoot,
  type RestRoot,
  type SiteAddress,
} from '../../api/site';
import { siteClockFromIndex, UTC_SITE_CLOCK, type SiteClock } from '../../lib/site-clock';
import { listOr } from '../../lib/i18n/intl-locale';
import { SignInError, type SignInInput } from './sign-in-error';
import type { Session, SessionUser } from './stored-session';
import type { SiteFacts } from '../../routes/page-prefetch';
import { isManagerAccount } from './manager-account';

const APPLICATION_PASSWORD = /^[A-Za-z0-9]{24}$/;

/** The fields of the REST index discovery reads (restIndexSchema). */
const DISCOVERY_FIELDS = ['name', 'namespaces', 'gmt_offset', 'timezone_string'] as const;

interface SignInDeps {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /**
   * The REST root is found and the credentials are about to be checked: what may run side by
   * side with the check starts here (the landing page's data, app/landing-stage.ts).
   */
  onChecking?: (
    root: RestRoot,
    credentials: { username: string; password: string },
    site: SiteFacts,
  ) => void;
  /** The check accepted the credentials: `users/me` as the site answered it. */
  onAccepted?: (user: CurrentUser) => void;
  /** The site, looked for already (`findSite`) at the address of `input.site`. */
  found?: Promise<FoundSite>;
}

/**
 * Finds the site's REST root (asking the index for only the fields it reads), checks that
 * FluentCommunity is there, and verifies the credentials with `wp/v2/users/me` — a 200 from
 * `/feeds` proves nothing, because real sites treat a wrong application password as an
 * anonymous visitor (behaviour.md).
 */
export async function signIn(input: SignInInput, deps: SignInDeps = {}): Promise<Session> {
  const parsed = parseSiteAddress(input.site);
  if (!parsed.ok) throw new SignInError(parsed.message, 'site');
  const username = input.username.trim();
  if (username === '')
    throw new SignInError(t`Enter your WordPress username or email address.`, 'username');
  if (input.password.trim() === '') {
    throw new SignInError(
      t`Enter an application password (Users → Profile → Application Passwords in WordPress).`,
      'password',
    );
  }

  const { root, clock, namespaces } = await (deps.found ??
    findRestRoot(parsed.address.sites, restRootCandidates(parsed.address), deps));
  const password = input.password.replace(/\s+/g, '');
  deps.onChecking?.(root, { username, password }, { namespaces, clock });
  const user = await verifyCredentials(root, { username, password: input.password }, deps);
  deps.onAccepted?.(user);
  return {
    // The site whose root answered: a pasted page may belong to any of several.
    site: siteOfRoot(root),
    root,
    username,
    password,
    remember: input.remember,
    user: toSessionUser(user, username),
    siteClock: clock,
    ...(namespaces ? { siteNamespaces: [...namespaces] } : {}),
  };
}

/**
 * The site at an address, as signing in first looks for it: its REST root, its clock and its
 * namespaces. Asks no credentials, so the login form may look while the password is typed and
 * hand the answer to `signIn` (`found`), which then waits only for the check.
 */
export async function findSite(site: string): Promise<FoundSite> {
  const parsed = parseSiteAddress(site);
  if (!parsed.ok) throw new SignInError(parsed.message, 'site');
  return findRestRoot(parsed.address.sites, restRootCandidates(parsed.address), {});
}

export interface FoundSite {
  root: RestRoot;
  clock: SiteClock;
  /** What the index listed; null when the site closed its index to visitors. */
  namespaces: readonly string[] | null;
}

async function findRestRoot(
  sites: SiteAddress['sites'],
  candidates: RestRoot[],
  deps: SignInDeps,
): Promise<FoundSite> {
  const failures: ApiError[] = [];
  // Neither answer ends the search: the WordPress answering may be another one above the site
  // (a blog without the plugin, or with its index closed), the site installed below it.
  let withoutPlugin: SignInError | null = null;
  let closedIndex: RestRoot | null = null;
  for (const root of candidates) {
    const client = createApiClient({ root, fetch: deps.fetch, timeoutMs: 15_000 });
    let namespaces: readonly string[];
    let clock: SiteClock;
    try {
      // Only what is read: a stock site's whole index is ~200 KB, these fields ~250 bytes.
      const index = await client.get('', {
        schema: restIndexSchema,
        params: { [RESPONSE_FIELDS_PARAM]: DISCOVERY_FIELDS.join(',') },
        signal: deps.signal,
      });
      namespaces = index.namespaces;
      clock = siteClockFromIndex(index);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Some security plugins close the REST index to visitors: the API may still be there
      // (and the site's clock is then taken to be WordPress's default, UTC).
      if (error.kind === 'http' && (error.status === 401 || error.status === 403)) {
        closedIndex ??= root;
      } else {
        failures.push(error);
      }
      continue;
    }
    if (namespaces.includes(FLUENT_COMMUNITY_NAMESPACE)) return { root, clock, namespaces };
    const site = siteOfRoot(root);
    withoutPlugin ??= new SignInError(
      t`WordPress answers at ${site}, but FluentCommunity is not active there. Check the address, or activate the plugin.`,
      'site',
    );
  }
  if (closedIndex) return { root: closedIndex, clock: UTC_SITE_CLOCK, namespaces: null };
  if (withoutPlugin) throw withoutPlugin;
  if (failures.every((failure) => failure.kind === 'network' || failure.kind === 'timeout')) {
    // Every place asked is on one host: the last is the host itself or the one site named.
    const host = sites.at(-1) ?? '';
    throw new SignInError(
      t`Cannot reach ${host}. Check the address and that the site is online over HTTPS; if it is, the site may not allow cross-origin requests from this dashboard.`,
      'site',
    );
  }
  const places = listOr(sites);
  const answer = describeFailure(failures);
  throw new SignInError(
    t`No FluentCommunity site found at ${places}: it has no WordPress REST API there (${answer}). Check the address.`,
    'site',
  );
}

function describeFailure(failures: ApiError[]): string {
  const http = failures.find((failure) => failure.kind === 'http');
  if (http) {
    const status = http.status;
    return t({ message: `HTTP ${status}`, comment: 'What the site answered: an HTTP status' });
  }
  if (failures.some((failure) => failure.kind === 'not-json' || failure.kind === 'schema'))
    return t`it answered with a web page, not data`;
  return t`no answer`;
}

async function verifyCredentials(
  root: RestRoot,
  credentials: { username: string; password: string },
  deps: SignInDeps,
): Promise<CurrentUser> {
  const client = createApiClient({ root, credentials, fetch: deps.fetch, timeoutMs: 15_000 });
  try {
    return await client.get(restRoute(ENDPOINTS.usersMe), {
      schema: currentUserSchema,
      // `edit` adds the roles and capabilities (behaviour.md, "Where the API lives").
      params: { context: 'edit' } satisfies EndpointParams<typeof ENDPOINTS.usersMe>,
      signal: deps.signal,
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    throw credentialError(error, credentials.password);
  }
}

function credentialError(error: ApiError, password: string): SignInError {
  if (error.status === 401) {
    if (error.code === 'rest_not_logged_in') {
      return new SignInError(
        t`The site treated you as a visitor: your credentials did not reach it or were ignored. Some hosts strip the Authorization header, and some security plugins turn application passwords off.`,
        'password',
      );
    }
    return new SignInError(
      APPLICATION_PASSWORD.test(password.replace(/\s+/g, ''))
        ? t`Wrong username or application password.`
        : t`Wrong username or application password. Note that an application password is 24 letters and digits (six groups of four), not your login password.`,
      'password',
    );
  }
  if (error.status === 403) {
    return new SignInError(
      t`This account is not allowed to use the site’s REST API (403). Ask a site administrator for access, or sign in with another account.`,
      'username',
    );
  }
  return new SignInError(error.message, null);
}

function toSessionUser(user: CurrentUser, username: string): SessionUser {
  const isManager = isManagerAccount(user);
  const avatars = user.avatar_urls ?? {};
  return {
    id: user.id,
    name: user.name || username,
    username: user.username ?? username,
    avatarUrl: avatars['96'] ?? avatars['48'] ?? Object.values(avatars)[0] ?? null,
    roles: user.roles,
    isManager,
  };
}
