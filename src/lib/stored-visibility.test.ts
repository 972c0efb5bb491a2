import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readColumnVisibility, useStoredColumnVisibility } from './stored-visibility';

const KEY = 'community-desk.columns:test';

describe('stored column visibility', () => {
  beforeEach(() => localStorage.clear());

  it('starts with every column visible', () => {
    const { result } = renderHook(() => useStoredColumnVisibility(KEY));
    expect(result.current[0]).toEqual({});
  });

  it('remembers hidden columns across mounts', () => {
    const first = renderHook(() => useStoredColumnVisibility(KEY));
    act(() => first.result.current[1]({ role: false, points: true }));
    expect(first.result.current[0]).toEqual({ role: false, points: true });
    const second = renderHook(() => useStoredColumnVisibility(KEY));
    expect(second.result.current[0]).toEqual({ role: false });
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem(KEY, '["role"]');
    expect(readColumnVisibility(KEY)).toEqual({});
    localStorage.setItem(KEY, '{"role":"no","points":false}');
    expect(readColumnVisibility(KEY)).toEqual({ points: false });
  });
});
