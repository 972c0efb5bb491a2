import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { OverviewInsights } from '../../../contract';
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

const PLAIN_SITE = ['wp/v2', 'fluent-community/v2'];

function renderOverview(site: FakeSite, siteNamespaces: readonly string[] = PLAIN_SITE) {
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
            siteNamespaces,
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

const DAY_MS = 86_400_000;

describe('OverviewRoute', () => {
  it('draws each chart once per reading: the walks still running do not redraw the charts already drawn', async () => {
    // A month of posts in three spaces; the weekly counts walk each space's feed after the
    // month's posts are read, a request (and a progress report) at a time.
    const site = createFakeSite({ posts: 450, spaceOfPost: (id) => SPACES[id % 3]! });
    // The chart code already here, as after the first chart (its arrival redraws by itself).
    await loadBarChart();
    renderOverview(site);
    fireEvent.click(await screen.findByRole('button', { name: 'Read the last 30 days' }));
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
    fireEvent.click(await screen.findByRole('button', { name: 'Read the last 30 days' }));
    const weekly = await screen.findByRole(
      'region',
      { name: 'Posts per week, by space' },
      { timeout: 10_000 },
    );
    expect(within(weekly).getByText(/counted by its date.*just now/)).toBeInTheDocument();

    vi.setSystemTime(new Date(FAKE_SITE_NOW).getTime() + 10 * 60_000);
    renderAgain();
    expect(within(weekly).getByText(/counted by its date.*10 minutes ago/)).toBeInTheDocument();
  });

  it('on a plain site, reads no post until asked, and says what reading them costs', async () => {
    const site = createFakeSite({ posts: 250, spaceOfPost: (id) => SPACES[id % 3]! });
    renderOverview(site);
    expect(
      await screen.findByText(
        /250 posts, about 3 requests and 2 MB of data; then about \d+ small requests/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('250')).not.toHaveLength(0);
    const postPages = () =>
      site.requests.filter(
        (request) => request.path === '/feeds' && request.params.per_page === '100',
      );
    expect(postPages()).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Posts per week, by space' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Read the last 30 days' }));
    await screen.findByRole(
      'region',
      { name: 'Most active spaces, last 30 days' },
      { timeout: 10_000 },
    );
    expect(postPages().length).toBeGreaterThanOrEqual(3);
  });

  it("where the site lists our server's namespace, shows every card and chart from one answer", async () => {
    const insights = (asked: URLSearchParams): OverviewInsights => ({
      counted_at: new Date(FAKE_SITE_NOW).toISOString(),
      posts_since: { days7: 70, days14: 130, days30: 300, days60: 540 },
      engagement: {
        days30: { comments: 912, reactions: 1450 },
        days7: { comments: 200, reactions: 310 },
      },
      weeks: Array.from({ length: 12 }, (_, index) => ({
        start: new Date(Date.parse(`${asked.get('week_start')}T00:00:00Z`) + index * 7 * DAY_MS)
          .toISOString()
          .slice(0, 10),
        posts: 20 + index,
        posts_by_space: { '1': 10, '2': 10 + index },
        members_joined: index,
        members_active: 40 + index,
      })),
      most_active_spaces: [
        { id: 1, slug: 'general', title: 'General', posts: 150 },
        { id: 2, slug: 'engineering', title: 'Engineering', posts: 120 },
      ],
      most_active_authors: [{ user_id: 7, username: 'noa', display_name: 'Noa Levi', posts: 33 }],
      top_posts: [
        {
          id: 91,
          user_id: 7,
          title: 'Welcome thread',
          message_rendered: '',
          space: { id: 1, slug: 'general', title: 'General' },
          comments_count: 40,
          reactions_count: 12,
        },
      ],
    });
    const site = createFakeSite({ posts: 50, overviewInsights: insights });
    await loadBarChart();
    renderOverview(site, [...PLAIN_SITE, 'community-desk/v1']);
    expect(await screen.findByText('912')).toBeInTheDocument();
    expect(screen.getByText('1,450')).toBeInTheDocument();
    expect(screen.getByText('300')).toBeInTheDocument();
    const authors = screen.getByRole('region', { name: 'Most active authors, last 30 days' });
    expect(within(authors).getByText(/from the server's counts, just now/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Members per week' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Posts per week, by space' })).toBeInTheDocument();
    expect(site.requests.filter((request) => request.path.includes('insights'))).toHaveLength(1);
    expect(site.requests.filter((request) => request.path === '/feeds')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Read the last 30 days' })).toBeNull();
  });
});
