import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, restRoute } from '../../contract';
import { createApiClient, type ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { membersResponseSchema } from '../api/schemas/member';
import { sessionStore } from '../features/auth/session-store';
import type { Session } from '../features/auth/stored-session';
import { readSample } from '../test/samples';
import { appQueryClient } from './app-query-client';
import { currentUserKey, currentUserQuery } from './layout/current-user-query';

interface Reply {
  status: number;
  body: unknown;
}

const USERS_ME = restRoute(ENDPOINTS.usersMe);
const GENERAL_MEMBERS = restRoute(ENDPOINTS.spaceMembers, { spaceSlug: 'general' });
const ROOT = { form: 'pretty', url: 'https://community.example/wp-json/' } as const;
const PASSWORD = 'abcdefghijklmnopqrstuvwx';

const session: Session = {
  site: 'https://community.example',
  root: ROOT,
  username: 'admin',
  password: PASSWORD,
  remember: false,
  user: {
    id: 1,
    name: 'Site Admin',
    username: 'admin',
    avatarUrl: null,
    roles: [],
    isManager: true,
  },
};

const me: Reply = { status: 200, body: { id: 1, name: 'Site Admin', slug: 'admin', roles: [] } };
/** What WordPress answers `users/me` once the application password is revoked. */
const notLoggedIn: Reply = {
  status: 401,
  body: {
    code: 'rest_not_logged_in',
    message: 'You are not currently logged in.',
    data: { status: 401 },
  },
};
const permissionFailed: Reply = {
  status: 422,
  body: readSample('error_members_bad_password.json'),
};

/** A site whose answers per REST route the test changes as it goes. */
function fakeSite(initial: Record<string, Reply>) {
  const replies = new Map(Object.entries(initial));
  const requests: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const route = new URL(String(input)).pathname.replace(/^\/wp-json\//, '');
    requests.push(route);
    const reply = replies.get(route) ?? { status: 404, body: { code: 'rest_no_route' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  const api: ApiClient = createApiClient({
    root: ROOT,
    credentials: { username: 'admin', password: PASSWORD },
    fetch,
  });
  const answer = (route: string, reply: Reply) => replies.set(route, reply);
  const count = (route: string) => requests.filter((request) => request === route).length;
  return { api, answer, count };
}

/** The top bar's view of the credential check, which keeps that query active. */
async function watchCurrentUser(api: ApiClient) {
  const observer = new QueryObserver(appQueryClient, currentUserQuery(api));
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  return unsubscribe;
}

function loadMembers(api: ApiClient) {
  return appQueryClient
    .fetchQuery({
      queryKey: ['members', 'general'],
      queryFn: () => api.get(GENERAL_MEMBERS, { schema: membersResponseSchema }),
      staleTime: 0,
    })
    .catch((error: unknown) => error);
}

let stopWatching: () => void = () => undefined;

beforeEach(() => {
  sessionStore.signIn(session);
});

afterEach(() => {
  stopWatching();
  appQueryClient.clear();
  sessionStore.signOut();
  localStorage.clear();
  sessionStorage.clear();
});

describe('appQueryClient', () => {
  it('ends the session on a 401 and empties the cache: nothing shows to the next account', async () => {
    appQueryClient.setQueryData(['members', 'general'], { secret: 'of this account' });
    await appQueryClient
      .fetchQuery({
        queryKey: ['feed'],
        queryFn: () =>
          Promise.reject(new ApiError({ kind: 'http', status: 401, url: 'x', message: '401' })),
      })
      .catch(() => undefined);

    expect(sessionStore.getState()).toEqual({ status: 'signed-out', reason: 'expired' });
    expect(sessionStorage.getItem('community-desk.session')).toBeNull();
    await vi.waitFor(() => expect(appQueryClient.getQueryCache().getAll()).toEqual([]));
  });

  it('re-checks users/me on a 422 permission_failed and ends the session when it says 401', async () => {
    const site = fakeSite({ [USERS_ME]: me, [GENERAL_MEMBERS]: permissionFailed });
    stopWatching = await watchCurrentUser(site.api);

    site.answer(USERS_ME, notLoggedIn);
    await loadMembers(site.api);

    await vi.waitFor(() =>
      expect(sessionStore.getState()).toEqual({ status: 'signed-out', reason: 'expired' }),
    );
    expect(site.count(USERS_ME)).toBe(2);
    await vi.waitFor(() => expect(appQueryClient.getQueryCache().getAll()).toEqual([]));
  });

  it('keeps the session, and the 422 as it is, while users/me still answers', async () => {
    const site = fakeSite({ [USERS_ME]: me, [GENERAL_MEMBERS]: permissionFailed });
    stopWatching = await watchCurrentUser(site.api);

    const error = await loadMembers(site.api);
    await vi.waitFor(() => {
      expect(site.count(USERS_ME)).toBe(2);
      expect(appQueryClient.getQueryState(currentUserKey)?.fetchStatus).toBe('idle');
    });

    expect(sessionStore.getState()).toMatchObject({ status: 'signed-in' });
    expect(error).toMatchObject({ status: 422, isForbidden: true });
    expect(appQueryClient.getQueryState(['members', 'general'])?.error).toBe(error);
  });

  it('asks users/me once for several doubtful replies at the same time', async () => {
    const site = fakeSite({ [USERS_ME]: me, [GENERAL_MEMBERS]: permissionFailed });
    stopWatching = await watchCurrentUser(site.api);

    await Promise.all([
      loadMembers(site.api),
      appQueryClient
        .fetchQuery({
          queryKey: ['members', 'general', 'pending-count'],
          queryFn: () => site.api.get(GENERAL_MEMBERS, { schema: membersResponseSchema }),
        })
        .catch(() => undefined),
    ]);
    await vi.waitFor(() =>
      expect(appQueryClient.getQueryState(currentUserKey)?.fetchStatus).toBe('idle'),
    );
    expect(site.count(USERS_ME)).toBe(2);
  });
});
