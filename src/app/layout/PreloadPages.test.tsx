import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGES } from '../pages';
import { pagesOneClickAway, PreloadPages } from './PreloadPages';

function renderAt(path: string, queryClient: QueryClient, load: (id: string) => void) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PreloadPages pages={PAGES} load={load} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('pagesOneClickAway', () => {
  it("names the sidebar's pages and the place's other views, not the page itself", () => {
    const away = pagesOneClickAway(PAGES, '/spaces/general/members');
    expect(away).toContain('spaceInsights');
    expect(away).toContain('inbox');
    expect(away).toContain('feed');
    expect(away).not.toContain('spaceMembers');
    expect(away).not.toContain('courseInsights');
    expect(pagesOneClickAway(PAGES, '/courses/6/insights')).toContain('courseStudents');
    expect(pagesOneClickAway(PAGES, '/inbox')).not.toContain('inbox');
  });
});

describe('PreloadPages', () => {
  it('fetches the code of the pages one click away once the page has shown', async () => {
    const load = vi.fn();
    renderAt('/spaces/general/insights', new QueryClient(), load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('spaceMembers'));
    expect(load).toHaveBeenCalledWith('inbox');
    expect(load).not.toHaveBeenCalledWith('spaceInsights');
  });

  it("waits for the page's data to settle first", async () => {
    const queryClient = new QueryClient();
    let answer = () => {};
    void queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<number>((resolve) => (answer = () => resolve(1))),
    });
    const load = vi.fn();
    renderAt('/inbox', queryClient, load);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(load).not.toHaveBeenCalled();
    answer();
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('feed'));
  });

  it('fetches nothing for a page gone before the browser was idle', async () => {
    const load = vi.fn();
    const { unmount } = renderAt('/inbox', new QueryClient(), load);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(load).not.toHaveBeenCalled();
  });
});
