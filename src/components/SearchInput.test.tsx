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
    expect(onSearch).toHaveBeenCalledWith('ana');
    expect(input).toHaveValue('ana');
  });

  it('trims what it sends', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: '  ana ' } });
    act(() => vi.advanceTimersByTime(250));
    expect(onSearch).toHaveBeenCalledWith('ana');
  });

  it('clears at once on Escape and drops a waiting search', () => {
    const { onSearch, input } = setup('ana');
    fireEvent.change(input, { target: { value: 'anab' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
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
});
