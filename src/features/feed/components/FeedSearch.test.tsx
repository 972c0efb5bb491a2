import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedSearch } from './FeedSearch';

describe('FeedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function setup(value = '') {
    const onSearch = vi.fn();
    const onScopes = vi.fn();
    render(
      <FeedSearch
        value={value}
        scopes={['post_content']}
        onSearch={onSearch}
        onScopes={onScopes}
      />,
    );
    const region = screen.getByRole('search', { name: 'Search posts' });
    const input = within(region).getByRole('searchbox', { name: 'Search posts' });
    return { onSearch, onScopes, region, input };
  }

  it('searches as the other pages do: one entry per search, after a pause', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: 'than' } });
    act(() => vi.advanceTimersByTime(250));
    fireEvent.change(input, { target: { value: 'thanks ' } });
    act(() => vi.advanceTimersByTime(250));
    expect(onSearch.mock.calls).toEqual([
      ['than', { replace: false }],
      ['thanks', { replace: true }],
    ]);
    expect(input).toHaveAttribute('aria-keyshortcuts', '/');
  });

  it('clears on Escape', () => {
    const { onSearch, input } = setup('thanks');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('', { replace: false });
  });

  it('offers where to look, never none', () => {
    const { onScopes, region } = setup();
    const content = within(region).getByRole('checkbox', { name: 'Post content' });
    expect(content).toBeChecked();
    expect(content).toBeDisabled();
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Comments' }));
    expect(onScopes).toHaveBeenCalledWith(['post_content', 'post_comments']);
  });
});
