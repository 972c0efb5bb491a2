import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import {
  failing,
  fakeStoryClient,
  type FakeAnswer,
} from '../../components/member-story/render-story.fixture';
import { readReferenceAnswer } from '../../test/reference-answers';
import { useSiteTopics } from './site-topics';

function renderSiteTopics(topics: FakeAnswer, space?: string) {
  const { client, get } = fakeStoryClient({ topics });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useSiteTopics(space), { wrapper });
  return { result, get, queryClient };
}

describe('useSiteTopics', () => {
  it("offers every topic of GET /spaces/space_groups, the chosen space's first", async () => {
    const { result, get } = renderSiteTopics(
      () => readReferenceAnswer('space_groups.json'),
      'announcements',
    );
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current).toHaveLength(5));
    // "announcements" offers only the Announcements topic; the others follow by title.
    expect(result.current.map((topic) => topic.slug)).toEqual([
      'announcements',
      'feedback',
      'help',
      'questions',
      'showcase',
    ]);
    expect(get.mock.calls.map(([route]) => route)).toEqual([
      'fluent-community/v2/spaces/space_groups',
    ]);
  });

  it('orders by title without a space', async () => {
    const { result } = renderSiteTopics(() => ({
      groups: [],
      orphaned_spaces: [
        { slug: 'a', topics: [{ slug: 'zeta', title: 'Zeta' }] },
        { slug: 'b', topics: [{ slug: 'alpha', title: 'Alpha' }] },
      ],
    }));
    await waitFor(() => expect(result.current).toHaveLength(2));
    expect(result.current).toEqual([
      { slug: 'alpha', title: 'Alpha' },
      { slug: 'zeta', title: 'Zeta' },
    ]);
  });

  it('offers none, silently, to an account the site refuses them to', async () => {
    const { result, queryClient } = renderSiteTopics(failing(403, 'rest_forbidden'));
    await waitFor(() =>
      expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success'),
    );
    expect(result.current).toEqual([]);
  });
});
