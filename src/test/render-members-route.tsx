import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ApiClient } from '../api/client';
import { ApiClientProvider } from '../api/ApiClientProvider';
import { MembersRoute } from '../features/spaces/MembersRoute';
import { ActionLogOwnerProvider } from '../lib/action-log/owner';
import type { ActionLogOwner } from '../lib/action-log/store';
import { rememberSpaces } from '../lib/known-places';
import { UTC_SITE_CLOCK } from '../lib/site-clock';
import { ViewerProvider, type Viewer } from '../lib/viewer';
import { ROUTE_PATTERNS } from '../routes/paths';

export const MEMBERS_TEST_SITE = 'https://site.test';

interface MembersRouteOptions {
  client: ApiClient;
  /** The members page's query string (`status=pending`). */
  query?: string;
  /** What differs from a site administrator who manages the space. */
  viewer?: Partial<Viewer>;
  queryClient?: QueryClient;
  /** Who the action log records for, when the test reads the log. */
  logOwner?: ActionLogOwner;
}

/** design-club's members page, as the app shows it to the viewer, over a fake site. */
export function renderMembersRoute({
  client,
  query = '',
  viewer = {},
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  logOwner,
}: MembersRouteOptions) {
  rememberSpaces(MEMBERS_TEST_SITE, [{ slug: 'design-club', title: 'Design Club' }]);
  const route = (
    <MemoryRouter initialEntries={[`/spaces/design-club/members?${query}`]}>
      <Routes>
        <Route path={ROUTE_PATTERNS.spaceMembers} element={<MembersRoute />} />
      </Routes>
    </MemoryRouter>
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <ViewerProvider
          viewer={{
            name: 'Admin',
            username: 'admin',
            isManager: true,
            isAdministrator: true,
            siteClock: UTC_SITE_CLOCK,
            ...viewer,
          }}
        >
          {logOwner ? (
            <ActionLogOwnerProvider owner={logOwner}>{route}</ActionLogOwnerProvider>
          ) : (
            route
          )}
        </ViewerProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}
