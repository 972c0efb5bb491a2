import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/client';
import { InsightsScopeProvider } from './walk-scope';
import { indexedDbWalkStorage, type WalkStorage } from './walk-storage';

/**
 * Renders an insights hook as the signed-in app would: a query client like the app's (no
 * retries, so a failure shows at once), the API client, and the insights scope — with a
 * storage over an in-memory IndexedDB (fake-indexeddb), or none. A second render with the same
 * storage and a new query client is a page reload.
 */

/** A walk storage over a new, empty in-memory IndexedDB. */
export function newStorage(): WalkStorage {
  return indexedDbWalkStorage(new IDBFactory())!;
}

/** A query client without retries. */
export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The API client, and optionally the query client (a reload keeps none), storage and user. */
export interface RenderInsightsOptions {
  client: ApiClient;
  queryClient?: QueryClient;
  /** null: no persistence; undefined: no scope provider at all. */
  storage?: WalkStorage | null;
  user?: string;
}

/** Renders `hook` inside the providers of a signed-in screen. */
export function renderInsightsHook<Result>(
  hook: () => Result,
  { client, queryClient = newQueryClient(), storage, user = 'admin' }: RenderInsightsOptions,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        {storage === undefined ? (
          children
        ) : (
          <InsightsScopeProvider site={client.root.url} user={user} storage={storage}>
            {children}
          </InsightsScopeProvider>
        )}
      </ApiClientProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
