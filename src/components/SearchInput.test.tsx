import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './SearchInput';

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function setup(value = '') {
    const onSearch = vi.fn();
    const view = render(<SearchInput value={value} onSearch={onSearch} label="Search members" />);
    return { onSearch, view, input: screen.getByLabelText('Search members') };
  }

  it('searches once typing pauses, not on every keystroke', () => {
    const { onSearch, input } = setup();
    for (const text of ['a', 'an', 'ana']) {
      fireEvent.change(input, { target: { value: text } });
      act(() => vi.advanceTimersByTime(100));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(150));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ana', { replace: false });
    expect(input).toHaveValue('ana');
  });

  it('trims what it sends', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: '  ana ' } });
    act(() => vi.advanceTimersByTime(250));
    expect(onSearch).toHaveBeenCalledWith('ana', { replace: false });
  });

  it('clears at once on Escape and drops a waiting search', () => {
    const { onSearch, input } = setup('ana');
    fireEvent.change(input, { target: { value: 'anab' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('', { replace: false });
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a value that changed from outside (back/forward)', () => {
    const { input, view, onSearch } = setup('ana');
    fireEvent.change(input, { target: { value: 'anab' } });
    act(() => vi.advanceTimersByTime(250));
    view.rerender(<SearchInput value="zoe" onSearch={onSearch} label="Search members" />);
    expect(input).toHaveValue('zoe');
  });

  it('keeps typing that went on after a search was sent', () => {
    const { input, view, onSearch } = setup('');
    fireEvent.change(input, { target: { value: 'ana' } });
    act(() => vi.advanceTimersByTime(250));
    fireEvent.change(input, { target: { value: 'anab' } });
    // The URL catches up with the first search only now.
    view.rerender(<SearchInput value="ana" onSearch={onSearch} label="Search members" />);
    expect(input).toHaveValue('anab');
  });

  describe('history: one entry per search', () => {
    const typeAndPause = (input: HTMLElement, text: string) => {
      fireEvent.change(input, { target: { value: text } });
      act(() => vi.advanceTimersByTime(250));
    };

    it('adds an entry for the first search of a settled box, then replaces it', () => {
      const { onSearch, input } = setup();
      typeAndPause(input, 'an');
      typeAndPause(input, 'ana');
      typeAndPause(input, 'anab');
      expect(onSearch.mock.calls).toEqual([
        ['an', { replace: false }],
        ['ana', { replace: true }],
        ['anab', { replace: true }],
      ]);
    });

    it('applies at once on Enter, and the next typing is a new search', () => {
      const { onSearch, input } = setup();
      typeAndPause(input, 'an');
      fireEvent.change(input, { target: { value: 'ana' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(onSearch).toHaveBeenLastCalledWith('ana', { replace: true });
      typeAndPause(input, 'zoe');
      expect(onSearch).toHaveBeenLastCalledWith('zoe', { replace: false });
      expect(onSearch).toHaveBeenCalledTimes(3);
    });

    it('applies on leaving the box, which settles the search too', () => {
      const { onSearch, input } = setup();
      fireEvent.change(input, { target: { value: 'ana' } });
      fireEvent.blur(input);
      expect(onSearch).toHaveBeenLastCalledWith('ana', { replace: false });
      typeAndPause(input, 'anab');
      expect(onSearch).toHaveBeenLastCalledWith('anab', { replace: false });
      // Leaving with nothing new typed asks for nothing.
      fireEvent.blur(input);
      expect(onSearch).toHaveBeenCalledTimes(2);
    });

    it('settles when the search changes from outside (Back, Clear search)', () => {
      const { onSearch, input, view } = setup();
      typeAndPause(input, 'ana');
      view.rerender(<SearchInput value="ana" onSearch={onSearch} label="Search members" />);
      typeAndPause(input, 'anab');
      expect(onSearch).toHaveBeenLastCalledWith('anab', { replace: true });
      view.rerender(<SearchInput value="" onSearch={onSearch} label="Search members" />);
      expect(input).toHaveValue('');
      typeAndPause(input, 'zoe');
      expect(onSearch).toHaveBeenLastCalledWith('zoe', { replace: false });
    });

    it('Escape replaces the entry of a search going on, and ends it', () => {
      const { onSearch, input } = setup();
      typeAndPause(input, 'ana');
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(onSearch).toHaveBeenLastCalledWith('', { replace: true });
      typeAndPause(input, 'zoe');
      expect(onSearch).toHaveBeenLastCalledWith('zoe', { replace: false });
    });

    it('Escape on a settled search adds an entry, so Back brings the search back', () => {
      const { onSearch, input } = setup('ana');
      const escape = fireEvent.keyDown(input, { key: 'Escape' });
      expect(escape).toBe(false); // handled: default prevented
      expect(onSearch).toHaveBeenCalledExactlyOnceWith('', { replace: false });
    });

    it('lets Escape through when the box is empty, and asks for nothing', () => {
      const { onSearch, input } = setup();
      expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(true);
      expect(onSearch).not.toHaveBeenCalled();
    });
  });
});
