import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreloadTabs } from './PreloadTabs';

const loads = vi.hoisted(() => ({
  spaceInsights: vi.fn(async () => ({})),
  feed: vi.fn(async () => ({})),
}));

vi.mock('./page-modules', () => ({
  SIGNED_IN_PAGES: [
    { id: 'spaceInsights', load: loads.spaceInsights },
    { id: 'feed', load: loads.feed },
  ],
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('PreloadTabs', () => {
  it("fetches the code of the page's other views once it has shown, and nothing else", async () => {
    render(<PreloadTabs tabs={['spaceInsights']} />);
    await vi.waitFor(() => expect(loads.spaceInsights).toHaveBeenCalledTimes(1));
    expect(loads.feed).not.toHaveBeenCalled();
  });

  it('fetches nothing for a page gone before the browser was idle', async () => {
    const { unmount } = render(<PreloadTabs tabs={['spaceInsights']} />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(loads.spaceInsights).not.toHaveBeenCalled();
  });
});
