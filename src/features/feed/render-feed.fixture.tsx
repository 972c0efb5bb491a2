import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/client';
import { FeedRoute } from './FeedRoute';

/** The feed page at `url`, over `client`, with a fresh QueryClient (retries off). */
export function renderFeed(client: ApiClient, url = '/feed'): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <FeedRoute />
        </MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}
