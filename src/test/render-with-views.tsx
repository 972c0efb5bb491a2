import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { ApiClientProvider } from '../api/ApiClientProvider';
import type { ApiClient } from '../api/client';
import { PageCatalogProvider } from '../routes/page-catalog';
import { PAGE_CATALOG } from './page-catalog';
import { SavedViewsOwnerProvider } from '../lib/saved-views/owner';
import type { ViewsOwner } from '../lib/saved-views/store';
import { noActions } from './no-actions';

export const OWNER: ViewsOwner = { root: 'https://community.example/wp-json/', username: 'admin' };

/** Answers nothing: the saved views never ask the site anything. */
const silentClient: ApiClient = {
  root: { form: 'pretty', url: OWNER.root },
  get: () => new Promise<never>(() => undefined),
  act: noActions,
};

/** Shows the router's location, to check where a link or button went. */
function CurrentUrl() {
  const location = useLocation();
  return <span data-testid="current-url">{location.pathname + location.search}</span>;
}

/** Renders `ui` signed in as `owner` (none: outside the shell) at `url`. */
export function renderWithViews(
  ui: ReactNode,
  { url = '/feed', owner = OWNER }: { url?: string; owner?: ViewsOwner | null } = {},
) {
  const page = (
    <MemoryRouter initialEntries={[url]}>
      <PageCatalogProvider catalog={PAGE_CATALOG}>
        {ui}
        <CurrentUrl />
      </PageCatalogProvider>
    </MemoryRouter>
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiClientProvider client={silentClient}>
        {owner ? <SavedViewsOwnerProvider owner={owner}>{page}</SavedViewsOwnerProvider> : page}
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}
