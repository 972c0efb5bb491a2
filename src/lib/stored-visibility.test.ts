import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readColumnVisibility,
  useStoredColumnVisibility,
  writeColumnVisibility,
} from './stored-visibility';

const KEY = 'community-desk.columns:test';

describe('stored column visibility', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('starts with every column visible', () => {
    const { result } = renderHook(() => useStoredColumnVisibility(KEY));
    expect(result.current[0]).toEqual({});
  });

  it('remembers hidden columns across mounts', () => {
    const first = renderHook(() => useStoredColumnVisibility(KEY));
    act(() => first.result.current[1]({ role: false, points: true }));
    // Only hidden columns are kept: `points: true` and no entry mean the same to the table.
    expect(first.result.current[0]).toEqual({ role: false });
    const second = renderHook(() => useStoredColumnVisibility(KEY));
    expect(second.result.current[0]).toEqual({ role: false });
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem(KEY, '["role"]');
    expect(readColumnVisibility(KEY)).toEqual({});
    localStorage.setItem(KEY, '{"role":"no","points":false}');
    expect(readColumnVisibility(KEY)).toEqual({ points: false });
    localStorage.setItem(KEY, '{not json');
    expect(readColumnVisibility(KEY)).toEqual({});
  });

  it('follows a write made elsewhere in the tab (a saved view opening its page)', () => {
    const table = renderHook(() => useStoredColumnVisibility(KEY));
    act(() => writeColumnVisibility(KEY, { email: false }));
    expect(table.result.current[0]).toEqual({ email: false });
  });

  it('follows another tab', () => {
    const table = renderHook(() => useStoredColumnVisibility(KEY));
    act(() => {
      localStorage.setItem(KEY, '{"joined":false}');
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, storageArea: localStorage }));
    });
    expect(table.result.current[0]).toEqual({ joined: false });
  });

  it('keeps the choice for the page when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const table = renderHook(() => useStoredColumnVisibility(KEY));
    act(() => table.result.current[1]({ role: false }));
    expect(table.result.current[0]).toEqual({ role: false });
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
