import { describe, expect, it } from 'vitest';
import { feedWindows, isInWindow } from './feed-windows';
import { siteDate, wall } from '../../../insights/aggregate/rows.fixture';

const now = wall('2026-11-18 10:00:00');
const windows = feedWindows(now);

describe('feedWindows', () => {
  it('bounds the last 7 and 30 days and the span before each, rolling back from now', () => {
    expect(siteDate(windows.last7.start)).toBe('2026-11-11 10:00:00');
    expect(windows.last7.end).toBeNull();
    expect(siteDate(windows.previous7.start)).toBe('2026-11-04 10:00:00');
    expect(windows.previous7.end).toEqual(windows.last7.start);
    expect(siteDate(windows.last30.start)).toBe('2026-10-19 10:00:00');
    expect(windows.last30.end).toBeNull();
    expect(siteDate(windows.previous30.start)).toBe('2026-09-19 10:00:00');
    expect(windows.previous30.end).toEqual(windows.last30.start);
  });

  it('puts a post made exactly 7 days ago in the last 7 days, not in the 7 before', () => {
    const exactly = wall('2026-11-11 10:00:00');
    expect(isInWindow(windows.last7, exactly)).toBe(true);
    expect(isInWindow(windows.previous7, exactly)).toBe(false);
    const justBefore = wall('2026-11-11 09:59:59');
    expect(isInWindow(windows.last7, justBefore)).toBe(false);
    expect(isInWindow(windows.previous7, justBefore)).toBe(true);
  });

  it('does the same at the 30-day edge, and keeps the previous windows closed at their start', () => {
    expect(isInWindow(windows.last30, wall('2026-10-19 10:00:00'))).toBe(true);
    expect(isInWindow(windows.previous30, wall('2026-10-19 10:00:00'))).toBe(false);
    expect(isInWindow(windows.previous30, wall('2026-09-19 10:00:00'))).toBe(true);
    expect(isInWindow(windows.previous30, wall('2026-09-19 09:59:59'))).toBe(false);
    expect(isInWindow(windows.previous7, wall('2026-11-04 09:59:59'))).toBe(false);
  });

  it('keeps a post dated after now (a site clock ahead) in the current windows', () => {
    expect(isInWindow(windows.last7, wall('2026-11-18 10:05:00'))).toBe(true);
    expect(isInWindow(windows.last30, wall('2026-11-18 10:05:00'))).toBe(true);
  });
});
