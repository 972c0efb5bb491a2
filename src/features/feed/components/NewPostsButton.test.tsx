import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewPostsButton } from './NewPostsButton';

afterEach(cleanup);

/**
 * How many times the status region's content changed (each change is what a screen reader
 * announces), counting one per render that touched it.
 */
function watchAnnouncements(region: HTMLElement): () => number {
  let changes = 0;
  const observer = new MutationObserver(() => {
    changes += 1;
  });
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return () => {
    if (observer.takeRecords().length > 0) changes += 1;
    return changes;
  };
}

describe('NewPostsButton', () => {
  it('is a button naming the count, and shows them when pressed', async () => {
    const onShow = vi.fn();
    render(<NewPostsButton label="3 new posts" onShow={onShow} />);
    await userEvent.click(screen.getByRole('button', { name: '3 new posts' }));
    expect(onShow).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without new posts, but keeps its status region ready', () => {
    render(<NewPostsButton label="" onShow={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('announces each new count once, not every check', async () => {
    const { rerender } = render(<NewPostsButton label="" onShow={() => undefined} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('role', 'status');
    const changes = watchAnnouncements(region);

    rerender(<NewPostsButton label="1 new post" onShow={() => undefined} />);
    await Promise.resolve();
    expect(region).toHaveTextContent('1 new post');
    expect(changes()).toBe(1);

    // Three more checks find the same post: nothing new to say.
    for (let check = 0; check < 3; check++) {
      rerender(<NewPostsButton label="1 new post" onShow={() => vi.fn()} />);
    }
    await Promise.resolve();
    expect(changes()).toBe(1);

    rerender(<NewPostsButton label="2 new posts" onShow={() => undefined} />);
    await Promise.resolve();
    expect(region).toHaveTextContent('2 new posts');
    expect(changes()).toBe(2);
  });
});
