import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import type { ApiClient, GetOptions } from '../../api/client';
import { ApiError } from '../../api/errors';
import { noActions } from '../../test/no-actions';

/** How the fake site answers one route: a body to parse, or an error to throw. */
export type FakeAnswer = () => unknown;

/** The routes behind a member's story; a route left out never answers (stays loading). */
export interface FakeSite {
  feeds?: FakeAnswer;
  comments?: FakeAnswer;
  spaces?: FakeAnswer;
  topics?: FakeAnswer;
}

function answerFor(site: FakeSite, route: string): FakeAnswer | undefined {
  if (route.endsWith('/feeds')) return site.feeds;
  if (route.endsWith('/comments')) return site.comments;
  if (route.endsWith('/spaces/space_groups')) return site.topics;
  if (route.endsWith('/spaces')) return site.spaces;
  return undefined;
}

/** An API client answering as `site` says, through the real schemas. */
export function fakeStoryClient(site: FakeSite) {
  const get = vi.fn(async (route: string, options: GetOptions<never>) => {
    const answer = answerFor(site, route);
    if (!answer) return new Promise<never>(() => undefined);
    const parsed = safeParse(options.schema, answer());
    if (!parsed.success) throw new Error(`fake answer does not parse: ${parsed.error.message}`);
    return parsed.data;
  });
  const client: ApiClient = {
    root: { form: 'pretty', url: 'https://example.com/wp-json/' },
    get,
    act: noActions,
  };
  return { client, get };
}

/** Throws an HTTP error like the client's, for a fake route. */
export function failing(status: number, code?: string): FakeAnswer {
  return () => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the fake site's own words
    throw new ApiError({ kind: 'http', status, code, url: 'x', message: `Refused (${status}).` });
  };
}

/** `ui` under a fresh QueryClient (retries off), the client and a router at `url`. */
export function renderWithSite(client: ApiClient, ui: ReactNode, url = '/spaces/general/members') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}
