// File extensions written out: vite.config.ts loads this module (build/vite-route-preload.ts),
// and Vite's config loader asks for them.
import { readJson, removeStorage, writeJson } from '../../lib/storage.ts';
import type { RestRoot } from '../../api/site';
import { isSiteClock, type SiteClock } from '../../lib/site-clock.ts';

/**
 * What a signed-in session keeps: where the site's REST root is, the application credentials,
 * and who they belong to. "Remember me" puts it in localStorage; otherwise sessionStorage, so
 * closing the browser forgets it.
 *
 * Storage is checked with small guards rather than zod: this is our own data, and keeping zod
 * out of the first download keeps the login screen light (zod arrives with sign-in).
 */
export interface SessionUser {
  id: number;
  name: string;
  username: string;
  avatarUrl: string | null;
  roles: string[];
  /** Administrator or community moderator: the accounts this dashboard is for. */
  isManager: boolean;
}

export interface Session {
  site: string;
  root: RestRoot;
  username: string;
  password: string;
  remember: boolean;
  user: SessionUser;
  /** The site's time zone, read at sign-in; sessions stored before it was kept have none. */
  siteClock?: SiteClock;
  /** The REST namespaces the site listed at sign-in; sessions stored before have none. */
  siteNamespaces?: string[];
}

export interface LastSignIn {
  site: string;
  username: string;
}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isSessionUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    isString(value.name) &&
    isString(value.username) &&
    (value.avatarUrl === null || isString(value.avatarUrl)) &&
    Array.isArray(value.roles) &&
    value.roles.every(isString) &&
    typeof value.isManager === 'boolean'
  );
}

function isRestRoot(value: unknown): value is RestRoot {
  return (
    isRecord(value) && (value.form === 'pretty' || value.form === 'plain') && isString(value.url)
  );
}

export function isSession(value: unknown): value is Session {
  return (
    isRecord(value) &&
    isString(value.site) &&
    isRestRoot(value.root) &&
    isString(value.username) &&
    isString(value.password) &&
    typeof value.remember === 'boolean' &&
    isSessionUser(value.user) &&
    (value.siteClock === undefined || isSiteClock(value.siteClock)) &&
    (value.siteNamespaces === undefined ||
      (Array.isArray(value.siteNamespaces) && value.siteNamespaces.every(isString)))
  );
}

function isLastSignIn(value: unknown): value is LastSignIn {
  return isRecord(value) && isString(value.site) && isString(value.username);
}

export const SESSION_KEY = 'community-desk.session';
/** The last site and username (never the password), to prefill the login form. */
const LAST_SIGN_IN_KEY = 'community-desk.last-sign-in';

export function loadStoredSession(): Session | null {
  for (const kind of ['session', 'local'] as const) {
    const stored = readJson(kind, SESSION_KEY);
    if (isSession(stored)) return stored;
    removeStorage(kind, SESSION_KEY);
  }
  return null;
}

export function storeSession(session: Session): void {
  const [keep, drop] = session.remember
    ? (['local', 'session'] as const)
    : (['session', 'local'] as const);
  writeJson(keep, SESSION_KEY, session);
  removeStorage(drop, SESSION_KEY);
  writeJson(keep, LAST_SIGN_IN_KEY, { site: session.site, username: session.username });
}

export function forgetSession(): void {
  removeStorage('local', SESSION_KEY);
  removeStorage('session', SESSION_KEY);
}

export function loadLastSignIn(): LastSignIn | null {
  for (const kind of ['session', 'local'] as const) {
    const stored = readJson(kind, LAST_SIGN_IN_KEY);
    if (isLastSignIn(stored)) return stored;
  }
  return null;
}

export function isSessionKey(key: string | null): boolean {
  return key === SESSION_KEY;
}
