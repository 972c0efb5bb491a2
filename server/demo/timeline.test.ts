import { describe, expect, it } from 'vitest';
import { DAY } from './timestamps';
import { createTimeline, DEFAULT_SPAN_DAYS, MINIMUM_SPAN_DAYS, PRELAUNCH_DAYS } from './timeline';

describe('the demo timeline', () => {
  it('opens the community at 09:00 UTC about eight months before the anchor', () => {
    const timeline = createTimeline(new Date('2026-11-20T12:00:00Z'));
    expect(new Date(timeline.opened).toISOString()).toBe('2026-03-20T09:00:00.000Z');
    expect(timeline.spanDays).toBe(DEFAULT_SPAN_DAYS);
    expect(timeline.opened - timeline.firstRegistration).toBe(PRELAUNCH_DAYS * DAY);
    expect(new Date(timeline.ago(2, 3)).toISOString()).toBe('2026-11-18T09:00:00.000Z');
    expect(new Date(timeline.afterOpening(7, 3)).toISOString()).toBe('2026-03-27T12:00:00.000Z');
  });

  it('follows its anchor and span', () => {
    const timeline = createTimeline(new Date('2027-02-01T23:59:00Z'), 3 * 365);
    expect(new Date(timeline.anchor).toISOString()).toBe('2027-02-01T23:59:00.000Z');
    expect(new Date(timeline.opened).toISOString()).toBe('2024-02-02T09:00:00.000Z');
  });

  it('refuses spans too short for its spaces to open', () => {
    const anchor = new Date('2026-11-20T12:00:00Z');
    expect(() => createTimeline(anchor, MINIMUM_SPAN_DAYS - 1)).toThrow(/at least/);
    expect(() => createTimeline(anchor, 100.5)).toThrow(/whole days/);
    expect(createTimeline(anchor, MINIMUM_SPAN_DAYS).spanDays).toBe(MINIMUM_SPAN_DAYS);
  });
});
