import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNDO_MS } from './undo';
import { useActionNotice } from './use-action-notice';

type Notice = { tone: 'done'; undo?: string } | { tone: 'failed' };

describe('useActionNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes a notice offering Undo away after UNDO_MS, counted from the newest notice', () => {
    const { result } = renderHook(() => useActionNotice<Notice>());
    act(() => result.current.setNotice({ tone: 'done', undo: 'unpin' }));
    act(() => vi.advanceTimersByTime(UNDO_MS - 1000));
    act(() => result.current.setNotice({ tone: 'done', undo: 'unpin again' }));
    act(() => vi.advanceTimersByTime(UNDO_MS - 1000));
    expect(result.current.notice).toEqual({ tone: 'done', undo: 'unpin again' });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.notice).toBeNull();
  });

  it('keeps a failure, and a done without Undo, until dismissed (unless told otherwise)', () => {
    const { result } = renderHook(() => useActionNotice<Notice>());
    act(() => result.current.setNotice({ tone: 'failed' }));
    act(() => vi.advanceTimersByTime(UNDO_MS * 2));
    expect(result.current.notice).toEqual({ tone: 'failed' });
    act(() => result.current.dismiss());
    expect(result.current.notice).toBeNull();

    const everyDone = renderHook(() => useActionNotice<Notice>((shown) => shown.tone === 'done'));
    act(() => everyDone.result.current.setNotice({ tone: 'done' }));
    act(() => vi.advanceTimersByTime(UNDO_MS));
    expect(everyDone.result.current.notice).toBeNull();
  });
});
