import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import { rememberSpaces } from '../../lib/known-places';
import { ROUTE_PATTERNS } from '../../routes/paths';
import { UTC_SITE_CLOCK } from '../../lib/site-clock';
import { isolatedName } from '../../test/isolated-text';
import { ViewerProvider } from '../../lib/viewer';
import { createFakeSite, type FakeSite } from '../../test/fake-site';
import { newQueryClient } from '../../lib/walks/render-walks.fixture';
import { SpaceInsightsRoute } from './SpaceInsightsRoute';

function renderSpaceInsights(site: FakeSite) {
  return render(
    <QueryClientProvider client={newQueryClient()}>
      <ApiClientProvider client={site.client}>
        <ViewerProvider
          viewer={{
            name: 'Admin',
            username: '',
            isManager: true,
            isAdministrator: false,
            siteClock: UTC_SITE_CLOCK,
          }}
        >
          <MemoryRouter initialEntries={['/spaces/general/insights']}>
            <Routes>
              <Route path={ROUTE_PATTERNS.spaceInsights} element={<SpaceInsightsRoute />} />
              <Route path={ROUTE_PATTERNS.spaceMembers} element={<p>Members table</p>} />
            </Routes>
          </MemoryRouter>
        </ViewerProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('SpaceInsightsRoute', () => {
  it("draws a space's members from every page of them, and says so", async () => {
    const site = createFakeSite({ members: 250, pending: 3 });
    renderSpaceInsights(site);
    const joined = await screen.findByRole(
      'region',
      { name: 'Members joined per week' },
      { timeout: 5000 },
    );
    expect(within(joined).getByText(/From all 250 members/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Last active' })).toBeInTheDocument();
    const roles = screen.getByRole('region', { name: 'Roles' });
    await userEvent.click(within(roles).getByRole('button', { name: /^Show table/ }));
    const cells = within(within(roles).getByRole('table')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toContain('250');
    const pending = screen.getByRole('region', { name: 'Pending requests by age' });
    expect(within(pending).getByText(/From all 3 join requests/)).toBeInTheDocument();
    // Three pages of members (100 a page) and one of requests, nothing read twice (the
    // header's pending badge asks for one row apart).
    const memberPages = site.requests.filter(
      (request) => request.path.endsWith('/members') && request.params.per_page === '100',
    );
    expect(memberPages).toHaveLength(4);
  });

  it('keeps the members table one tab away', async () => {
    renderSpaceInsights(createFakeSite({ members: 5 }));
    const views = screen.getByRole('navigation', { name: 'Space views' });
    expect(within(views).getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(views).getByRole('link', { name: 'Members' }));
    expect(await screen.findByText('Members table')).toBeInTheDocument();
  });

  it("isolates the space's title in the document's title, a right-to-left one too", async () => {
    rememberSpaces('https://site.test', [{ slug: 'general', title: 'המועדון' }]);
    renderSpaceInsights(createFakeSite({ members: 5 }));
    await waitFor(() =>
      expect(document.title).toBe(`${isolatedName('המועדון')} · Insights · Community Desk`),
    );
  });
});
