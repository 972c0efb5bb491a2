import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './use-debounced-callback';

describe('useDebouncedCallback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, with the last arguments, after calls stop', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 250));
    result.current('a');
    vi.advanceTimersByTime(100);
    result.current('an');
    vi.advanceTimersByTime(100);
    result.current('ana');
    vi.advanceTimersByTime(249);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('ana');
  });

  it('can be cancelled, and drops a waiting call on unmount', () => {
    const callback = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 250));
    result.current('x');
    result.current.cancel();
    vi.advanceTimersByTime(300);
    result.current('y');
    unmount();
    vi.advanceTimersByTime(300);
    expect(callback).not.toHaveBeenCalled();
  });

  it('calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useDebouncedCallback(fn, 250), {
      initialProps: { fn: first },
    });
    result.current('x');
    rerender({ fn: second });
    vi.advanceTimersByTime(250);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');
  });
});
