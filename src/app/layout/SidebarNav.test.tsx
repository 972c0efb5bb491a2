import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import { UTC_SITE_CLOCK } from '../../lib/site-clock';
import { ViewerProvider, type Viewer } from '../../lib/viewer';
import { PageCatalogProvider } from '../../routes/page-catalog';
import {
  inboxSite,
  joinRequestRow,
  pendingProfile,
  postInReview,
  type InboxSiteOptions,
} from '../../test/inbox-site';
import { PAGE_CATALOG } from '../../test/page-catalog';
import { SidebarNav } from './SidebarNav';

const requests = (count: number, day: number) =>
  Array.from({ length: count }, (_, index) =>
    joinRequestRow(
      `Person ${day}-${index}`,
      `2026-11-${String(day).padStart(2, '0')} 10:00:0${index % 10}`,
    ),
  );

/**
 * Twelve join requests in two spaces (more than a page in one), a space that refuses this
 * account, two posts in review and three profiles waiting: 17 waiting on an administrator.
 */
const SITE: InboxSiteOptions = {
  requests: { general: requests(9, 3), 'design-club': requests(3, 5), 'staff-room': 'refused' },
  posts: [
    postInReview('First draft', '2026-11-20 09:00:00'),
    postInReview('Second', '2026-11-21 09:00:00'),
  ],
  profiles: [
    pendingProfile('Ana', '2026-11-01 00:00:00'),
    pendingProfile('Bo', '2026-11-02 00:00:00'),
    pendingProfile('Cy', '2026-11-03 00:00:00'),
  ],
};

const ADMIN: Viewer = {
  name: 'A',
  username: 'admin',
  isManager: true,
  isAdministrator: true,
  siteClock: UTC_SITE_CLOCK,
};

function renderSidebar(path: string, viewer: Viewer, site: InboxSiteOptions = SITE) {
  const { client, get } = inboxSite(site);
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

/** The link's name (jsdom's name computation drops the spaces between the parts). */
const waiting = (count: number) => new RegExp(`^Inbox ?${count} ?items? waiting$`);

/** Two rounds of answers (the spaces, then their requests) on a busy machine. */
const LOADED = { timeout: 5_000 };

afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
});

describe('SidebarNav', () => {
  it.each(['/', '/feed', '/spaces/design-club/members'])(
    'shows everything waiting on an administrator beside the inbox on %s',
    async (path) => {
      renderSidebar(path, ADMIN);
      expect(await screen.findByRole('link', { name: waiting(17) }, LOADED)).toHaveAttribute(
        'href',
        '/inbox',
      );
      // The space members entry carries no count of its own any more.
      expect(screen.getByRole('link', { name: 'Space members' })).toBeInTheDocument();
    },
  );

  it('counts a space admin only the requests of the spaces they are an admin of', async () => {
    const { get } = renderSidebar(
      '/',
      { ...ADMIN, username: 'sam', isManager: false, isAdministrator: false },
      { ...SITE, ownSpaces: { 'design-club': 'admin', general: 'member' } },
    );
    expect(await screen.findByRole('link', { name: waiting(3) }, LOADED)).toBeInTheDocument();
    const asked = get.mock.calls.map(([route]) => route);
    expect(asked).not.toContain('fluent-community/v2/feeds');
    expect(asked).not.toContain('fluent-community/v2/members');
    expect(asked.filter((route) => route.includes('/general/'))).toEqual([]);
  });

  it('leaves out what the site will not list to this account, with no error', async () => {
    renderSidebar('/', ADMIN, { ...SITE, profiles: 'refused' });
    expect(await screen.findByRole('link', { name: waiting(14) }, LOADED)).toBeInTheDocument();
  });

  it('shows no count to an account with nothing to answer', async () => {
    const { get } = renderSidebar('/', {
      ...ADMIN,
      username: 'member',
      isManager: false,
      isAdministrator: false,
    });
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    expect(get.mock.calls.map(([route]) => route)).toEqual([
      'fluent-community/v2/profile/member/spaces',
    ]);
  });

  it('asks a space that refused this account no more when the window regains focus', async () => {
    const { get } = renderSidebar('/', ADMIN);
    await screen.findByRole('link', { name: waiting(17) }, LOADED);
    const askedRefused = () =>
      get.mock.calls.filter(([route]) => route.endsWith('/staff-room/members')).length;
    expect(askedRefused()).toBe(1);
    await act(async () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await act(async () => {});
    expect(askedRefused()).toBe(1);
  });
});
