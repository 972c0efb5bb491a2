import { useSyncExternalStore } from 'react';
import {
  forgetSession,
  isSessionKey,
  loadStoredSession,
  storeSession,
  type Session,
} from './stored-session';

/**
 * The signed-in session, outside React so that the query cache (when the site refuses the
 * credentials) and the router can both reach it. Components read it with `useSessionState()`.
 */
export type SignedOutReason =
  /**
   * The site stopped accepting the credentials mid-session: a 401, or `users/me` refusing them
   * after a reply that looked like a revoked password (app/query-client.ts).
   */
  | 'expired'
  /** The user signed out. */
  | 'signed-out';

export type SessionState =
  | { status: 'signed-in'; session: Session }
  | { status: 'signed-out'; reason: SignedOutReason | null };

let state: SessionState = initialState();
const listeners = new Set<() => void>();

function initialState(): SessionState {
  if (typeof window === 'undefined') return { status: 'signed-out', reason: null };
  const session = loadStoredSession();
  return session ? { status: 'signed-in', session } : { status: 'signed-out', reason: null };
}

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState: (): SessionState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  signIn(session: Session): void {
    storeSession(session);
    setState({ status: 'signed-in', session });
  },

  signOut(): void {
    forgetSession();
    setState({ status: 'signed-out', reason: 'signed-out' });
  },

  /** Called when the site refuses credentials it accepted before (see `'expired'`). */
  expire(): void {
    if (state.status !== 'signed-in') return;
    forgetSession();
    setState({ status: 'signed-out', reason: 'expired' });
  },

  /** Re-reads storage (another tab signed in or out with "Remember me"). */
  reload(): void {
    const session = loadStoredSession();
    if (session) setState({ status: 'signed-in', session });
    else if (state.status === 'signed-in') setState({ status: 'signed-out', reason: 'signed-out' });
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage && isSessionKey(event.key)) sessionStore.reload();
  });
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

/** The session of a signed-in screen (the shell only renders when signed in). */
export function useSession(): Session {
  const current = useSessionState();
  if (current.status !== 'signed-in')
    throw new Error('useSession() used outside a signed-in screen');
  return current.session;
}
