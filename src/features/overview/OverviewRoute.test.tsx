import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import { BarChart } from '../../components/charts/BarChart';
import type * as BarChartModule from '../../components/charts/BarChart';
import { UTC_SITE_CLOCK } from '../../lib/site-clock';
import { ViewerProvider } from '../../lib/viewer';
import { createFakeSite, FAKE_SITE_NOW, type FakeSite } from '../../test/fake-site';
import { loadBarChart } from '../../insights/components/LazyBarChart';
import { newQueryClient } from '../../lib/walks/render-walks.fixture';
import { OverviewRoute } from './OverviewRoute';

// The real chart, watched: how many times each chart is drawn, by its caption.
vi.mock('../../components/charts/BarChart', async (importOriginal) => {
  const real = await importOriginal<typeof BarChartModule>();
  return { ...real, BarChart: vi.fn(real.BarChart) };
});

const SPACES = ['general', 'engineering', 'design-club'];

function renderOverview(site: FakeSite) {
  const client = newQueryClient();
  const tree = () => (
    <QueryClientProvider client={client}>
      <ApiClientProvider client={site.client}>
        <ViewerProvider
          viewer={{
            name: 'Admin',
            username: 'admin',
            isManager: false,
            isAdministrator: false,
            siteClock: UTC_SITE_CLOCK,
          }}
        >
          <MemoryRouter initialEntries={['/']}>
            <OverviewRoute />
          </MemoryRouter>
        </ViewerProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
  const view = render(tree());
  return { ...view, renderAgain: () => view.rerender(tree()) };
}

/**
 * Each chart's draws so far, by caption: how many, and of how many different tables (a chart
 * drawn again with the same table redrew nothing new).
 */
function drawsByCaption(): Record<string, { draws: number; tables: number }> {
  const tables = new Map<string, Set<unknown>>();
  const draws: Record<string, { draws: number; tables: number }> = {};
  for (const [props] of vi.mocked(BarChart).mock.calls) {
    const caption = props.table.caption;
    const seen = tables.get(caption) ?? new Set();
    seen.add(props.table);
    tables.set(caption, seen);
    draws[caption] = { draws: (draws[caption]?.draws ?? 0) + 1, tables: seen.size };
  }
  return draws;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(FAKE_SITE_NOW), toFake: ['Date'] });
  vi.mocked(BarChart).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OverviewRoute', () => {
  it('draws each chart once per reading: the walks still running do not redraw the charts already drawn', async () => {
    // A month of posts in three spaces; the weekly counts walk each space's feed after the
    // month's posts are read, a request (and a progress report) at a time.
    const site = createFakeSite({ posts: 450, spaceOfPost: (id) => SPACES[id % 3]! });
    // The chart code already here, as after the first chart (its arrival redraws by itself).
    await loadBarChart();
    renderOverview(site);
    const weekly = await screen.findByRole(
      'region',
      { name: 'Posts per week, by space' },
      { timeout: 10_000 },
    );
    expect(within(weekly).getByRole('img')).toBeInTheDocument();

    const weeklyRequests = site.requests.filter(
      (request) => request.path === '/feeds' && request.params.space !== undefined,
    );
    expect(weeklyRequests.length, 'the weekly walks ran after the month').toBeGreaterThan(3);
    // Every chart is drawn, and drawn again only with new numbers (the month's charts once per
    // page of the month read), not on every request of the walks still running.
    const draws = drawsByCaption();
    expect(Object.keys(draws).sort()).toEqual([
      'Most active authors',
      'Most active spaces',
      'Posts per week, by space',
      'Top posts by engagement',
    ]);
    for (const [caption, { draws: drawn, tables }] of Object.entries(draws)) {
      expect(drawn, `${caption}: drawn ${drawn} times for ${tables} tables`).toBe(tables);
    }
  });

  it('says how old the weekly counts are as time passes, though the counts stay the same', async () => {
    const site = createFakeSite({ posts: 120, spaceOfPost: (id) => SPACES[id % 3]! });
    await loadBarChart();
    const { renderAgain } = renderOverview(site);
    const weekly = await screen.findByRole(
      'region',
      { name: 'Posts per week, by space' },
      { timeout: 10_000 },
    );
    expect(within(weekly).getByText(/no post read.*just now/)).toBeInTheDocument();

    vi.setSystemTime(new Date(FAKE_SITE_NOW).getTime() + 10 * 60_000);
    renderAgain();
    expect(within(weekly).getByText(/no post read.*10 minutes ago/)).toBeInTheDocument();
  });
});
