import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
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

/** The hook as the feed uses it; `reach` says the admin has reached for the topic picker. */
function renderSiteTopics(topics: FakeAnswer, space = '', { reach = true, topicInUrl = '' } = {}) {
  const { client, get } = fakeStoryClient({ topics });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useSiteTopics(space, topicInUrl), { wrapper });
  if (reach) act(() => hook.result.current.want());
  const result = {
    get current() {
      return hook.result.current.topics;
    },
  };
  return { result, get, queryClient, want: () => act(() => hook.result.current.want()) };
}

describe('useSiteTopics', () => {
  it('asks nothing until the topic picker is reached for, or the URL names a topic', async () => {
    const answer = () => readReferenceAnswer('space_groups.json');
    const idle = renderSiteTopics(answer, '', { reach: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle.get).not.toHaveBeenCalled();
    idle.want();
    await waitFor(() => expect(idle.result.current).toHaveLength(5));
    expect(idle.get).toHaveBeenCalledTimes(1);

    const named = renderSiteTopics(answer, '', { reach: false, topicInUrl: 'help' });
    await waitFor(() => expect(named.result.current).toHaveLength(5));
  });

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
