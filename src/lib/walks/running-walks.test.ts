import { describe, expect, it, vi } from 'vitest';
import { PROGRESS_NOTIFY_MS, RunningWalks } from './running-walks';

describe('RunningWalks', () => {
  it('keeps each walk its progress, and tells the listeners of that walk only', () => {
    const walks = new RunningWalks();
    const onA = vi.fn();
    const onB = vi.fn();
    walks.subscribe('a', onA);
    walks.subscribe('b', onB);
    const a = walks.start('a');
    a.report({ rows: 100, total: 300, requests: 1 });
    expect(walks.progress('a')).toEqual({ rows: 100, total: 300, requests: 1 });
    expect(walks.progress('b')).toBeNull();
    expect(onA).toHaveBeenCalledTimes(2);
    expect(onB).not.toHaveBeenCalled();
    expect(a.finish()).toBe(true);
    expect(walks.progress('a')).toBeNull();
  });

  it('cancels a walk through its own signal', () => {
    const walks = new RunningWalks();
    const walk = walks.start('a');
    expect(walks.cancel('a')).toBe(true);
    expect(walk.signal.aborted).toBe(true);
    expect(walks.cancel('a')).toBe(false);
    expect(walks.cancel('unknown')).toBe(false);
  });

  it('replaces a walk of the same query, which then changes nothing', () => {
    const walks = new RunningWalks();
    const first = walks.start('a');
    const second = walks.start('a');
    expect(first.signal.aborted).toBe(true);
    first.report({ rows: 5, total: null, requests: 1 });
    expect(walks.progress('a')).toBeNull();
    expect(first.finish()).toBe(false);
    second.report({ rows: 7, total: null, requests: 1 });
    expect(walks.progress('a')).toEqual({ rows: 7, total: null, requests: 1 });
  });

  it('stops telling a listener that unsubscribed', () => {
    const walks = new RunningWalks();
    const listener = vi.fn();
    const unsubscribe = walks.subscribe('a', listener);
    unsubscribe();
    walks.start('a');
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells progress at once, then at most once an interval, ending with the latest', () => {
    vi.useFakeTimers();
    try {
      const walks = new RunningWalks();
      const listener = vi.fn();
      walks.subscribe('a', listener);
      const walk = walks.start('a');
      expect(listener).toHaveBeenCalledTimes(1);
      walk.report({ rows: 100, total: 1_000, requests: 1 });
      expect(listener).toHaveBeenCalledTimes(2);
      for (let page = 2; page <= 9; page += 1) {
        walk.report({ rows: page * 100, total: 1_000, requests: page });
      }
      // Heard at once by whoever reads it, told at the end of the interval.
      expect(walks.progress('a')).toEqual({ rows: 900, total: 1_000, requests: 9 });
      expect(listener).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(PROGRESS_NOTIFY_MS);
      expect(listener).toHaveBeenCalledTimes(3);
      // A quiet interval tells nothing; the next report is told at once again.
      vi.advanceTimersByTime(PROGRESS_NOTIFY_MS * 3);
      expect(listener).toHaveBeenCalledTimes(3);
      walk.report({ rows: 1_000, total: 1_000, requests: 10 });
      expect(listener).toHaveBeenCalledTimes(4);
      walk.report({ rows: 1_000, total: 1_000, requests: 11 });
      // The end is told at once, and nothing after it.
      expect(walk.finish()).toBe(true);
      expect(listener).toHaveBeenCalledTimes(5);
      vi.advanceTimersByTime(PROGRESS_NOTIFY_MS * 3);
      expect(listener).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
