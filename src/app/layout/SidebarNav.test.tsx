import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import { UTC_SITE_CLOCK } from '../../lib/site-clock';
import { PageCatalogProvider } from '../../routes/page-catalog';
import { pendingCountAnswer } from '../../test/members-answer';
import { PAGE_CATALOG } from '../../test/page-catalog';
import { ViewerProvider, type Viewer } from '../../lib/viewer';
import { SidebarNav } from './SidebarNav';

/** Two spaces with requests waiting and one without, as a site answers an admin. */
const PENDING = { general: 9, 'design-club': 5, 'quiet-corner': 0 };

function space(slug: string, id: number) {
  return {
    id,
    title: slug,
    slug,
    type: 'community',
    privacy: 'public',
    description: '',
    status: 'published',
    settings: {},
    created_at: null,
    updated_at: null,
  };
}

/** A space this account may not list the members of, as a site refuses it. */
const REFUSED = 'staff-room';

function fakeSite() {
  const get = vi.fn(async (route: string) => {
    if (route === 'fluent-community/v2/spaces') {
      return {
        spaces: [...Object.keys(PENDING), REFUSED].map((slug, index) => space(slug, index + 1)),
      };
    }
    const slug = /spaces\/([^/]+)\/members$/.exec(route)?.[1];
    if (slug === REFUSED) {
      throw new ApiError({ kind: 'http', status: 403, url: route, message: 'Refused (403).' });
    }
    if (slug && slug in PENDING) {
      return pendingCountAnswer(PENDING[slug as keyof typeof PENDING]);
    }
    throw new Error(`Not asked in this test: ${route}`);
  });
  const client = {
    root: { form: 'pretty', url: 'https://x.test/wp-json/' },
    get,
  } as unknown as ApiClient;
  return { client, get };
}

function renderSidebar(path: string, isManager: boolean) {
  const { client, get } = fakeSite();
  const viewer: Viewer = {
    name: 'A',
    username: 'a',
    isManager,
    isAdministrator: false,
    siteClock: UTC_SITE_CLOCK,
  };
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ApiClientProvider client={client}>
        <ViewerProvider viewer={viewer}>
          <MemoryRouter initialEntries={[path]}>
            <PageCatalogProvider catalog={PAGE_CATALOG}>
              <SidebarNav />
            </PageCatalogProvider>
          </MemoryRouter>
        </ViewerProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { get };
}

/**
 * The link's name: "Space members 14 pending requests" (jsdom's name computation drops the
 * spaces between the parts; Chromium's keeps them, as the e2e spec checks).
 */
const FOURTEEN_WAITING = /^Space members ?14 ?pending requests$/;

/** Two rounds of answers (the spaces, then their counts) on a busy machine. */
const LOADED = { timeout: 5_000 };

afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
});

describe('SidebarNav', () => {
  it.each(['/', '/feed', '/courses'])(
    'shows the join requests waiting across every space on %s',
    async (path) => {
      renderSidebar(path, true);
      expect(await screen.findByRole('link', { name: FOURTEEN_WAITING }, LOADED)).toHaveAttribute(
        'href',
        '/spaces',
      );
    },
  );

  it('shows the same total inside a space, not only that space’s requests', async () => {
    renderSidebar('/spaces/design-club/members', true);
    expect(await screen.findByRole('link', { name: FOURTEEN_WAITING }, LOADED)).toBeInTheDocument();
  });

  it('asks nothing about requests for an account that may not see them', async () => {
    const { get } = renderSidebar('/', false);
    expect(screen.getByRole('link', { name: 'Space members' })).toBeInTheDocument();
    // Let the queries' effects run: a request would have started by now.
    await act(async () => {});
    expect(get).not.toHaveBeenCalled();
  });

  it('asks a space that refused its count no more when the window regains focus', async () => {
    const { get } = renderSidebar('/', true);
    await screen.findByRole('link', { name: FOURTEEN_WAITING }, LOADED);
    const askedRefused = () =>
      get.mock.calls.filter(([route]) => route.endsWith(`/${REFUSED}/members`)).length;
    expect(askedRefused()).toBe(1);

    await act(async () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    // The other spaces' counts are fresh (a minute): a focus asks nothing of them either.
    await act(async () => {});
    expect(askedRefused()).toBe(1);
  });
});
