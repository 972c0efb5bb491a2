import { createContext, useContext, type ReactNode } from 'react';
import type { ViewsOwner } from './store';

/**
 * Whose saved views to show: the signed-in shell hands down the session's site and username
 * (features cannot import the auth feature). Outside it (a test of the top bar) there is none,
 * and the saved views show nothing.
 */
const OwnerContext = createContext<ViewsOwner | null>(null);

export function SavedViewsOwnerProvider({
  owner,
  children,
}: {
  owner: ViewsOwner;
  children: ReactNode;
}) {
  return <OwnerContext.Provider value={owner}>{children}</OwnerContext.Provider>;
}

export function useViewsOwner(): ViewsOwner | null {
  return useContext(OwnerContext);
}
