import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useApiClient } from '../../api/ApiClientProvider';
import { defaultWalkStorage } from './persisted-walks';
import type { WalkStorage } from './walk-storage';

/**
 * Whose insights these are: the signed-in site and user, part of every insights query key
 * (insights-keys.ts) and of every entry kept on the device, and where those entries are kept.
 *
 * The signed-in layout provides it (features never read the session themselves). Without the
 * provider the insights still work, keyed by the API client's site, but are not persisted: with
 * no user to scope them to, nothing is written to the device.
 */
export interface InsightsScope {
  /** The site's REST root, as the session has it. */
  site: string;
  /** The signed-in username. */
  user: string;
}

/** The scope and the storage the insights hooks use. */
export interface InsightsCache {
  scope: InsightsScope;
  /** null: nothing is persisted. */
  storage: WalkStorage | null;
}

const InsightsCacheContext = createContext<InsightsCache | null>(null);

/**
 * Scopes the insights to the signed-in site and user, persisted in `storage` (this device's
 * IndexedDB by default; null to keep them in memory only).
 */
export function InsightsScopeProvider({
  site,
  user,
  storage = defaultWalkStorage(),
  children,
}: {
  site: string;
  user: string;
  storage?: WalkStorage | null;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ scope: { site, user }, storage }), [site, user, storage]);
  return <InsightsCacheContext.Provider value={value}>{children}</InsightsCacheContext.Provider>;
}

/** The insights' scope and storage (see `InsightsScopeProvider`). */
export function useInsightsCache(): InsightsCache {
  const provided = useContext(InsightsCacheContext);
  const site = useApiClient().root.url;
  const fallback = useMemo(() => ({ scope: { site, user: '' }, storage: null }), [site]);
  return provided ?? fallback;
}

/** One string per site and user, stored with each entry so that one account's can be cleared. */
export function scopeId(scope: InsightsScope): string {
  return JSON.stringify([scope.site, scope.user]);
}
