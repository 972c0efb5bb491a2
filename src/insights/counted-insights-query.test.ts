import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { withoutSiteLanguage } from '../test/site-language';
import { overviewInsightsQuery, overviewWindow } from './counted-insights-query';

const week = (index: number, from = '2026-08-31') => ({
  start: new Date(Date.parse(`${from}T00:00:00Z`) + index * 7 * 86_400_000)
    .toISOString()
    .slice(0, 10),
  posts: 0,
  posts_by_space: {},
  members_joined: 0,
  members_active: 0,
});
const answer = (weeks: number, from?: string) => ({
  counted_at: '2026-11-20T12:00:00.000Z',
  posts_since: { days7: 0, days14: 0, days30: 0, days60: 0 },
  engagement: { days30: { comments: 0, reactions: 0 }, days7: { comments: 0, reactions: 0 } },
  weeks: Array.from({ length: weeks }, (_, index) => week(index, from)),
  most_active_spaces: [],
  most_active_authors: [],
  top_posts: [],
});

function clientAnswering(body: unknown, asked: URL[]) {
  return createApiClient({
    root: { form: 'pretty', url: 'https://community.example/wp-json/' },
    fetch: async (input) => {
      asked.push(new URL(withoutSiteLanguage(input)));
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
}

describe('the overview’s counted insights', () => {
  const now = new Date(Date.UTC(2026, 10, 20, 12));

  it('asks for the site’s hour and the Monday eleven weeks before this one', async () => {
    const asked: URL[] = [];
    const data = await new QueryClient().fetchQuery(
      overviewInsightsQuery(clientAnswering(answer(12), asked), overviewWindow(now)),
    );
    expect(data.weeks).toHaveLength(12);
    expect(asked[0]?.pathname).toBe('/wp-json/community-desk/v1/insights/overview');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      now: '2026-11-20 12:00:00',
      week_start: '2026-08-31',
      weeks: '12',
    });
  });

  it('refuses an answer of other weeks than it asked for, saying so', async () => {
    await expect(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
        overviewInsightsQuery(clientAnswering(answer(11), []), overviewWindow(now)),
      ),
    ).rejects.toThrow('The server counted 11 weeks where 12 were asked for.');
  });

  it('refuses an answer whose weeks start on another day, saying so', async () => {
    await expect(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
        overviewInsightsQuery(clientAnswering(answer(12, '2026-09-07'), []), overviewWindow(now)),
      ),
    ).rejects.toThrow(
      'The server counted weeks from 2026-09-07 where weeks from 2026-08-31 were asked for.',
    );
  });
});
