import { describe, expect, it } from 'vitest';
import { nextPostUpdateMark } from './site-changes';

describe('nextPostUpdateMark', () => {
  it('stays where it was when no post was updated', () => {
    const mark = { at: '2026-11-28 10:00:00', ids: [7] };
    expect(nextPostUpdateMark(mark, [])).toBe(mark);
  });

  it('moves to the last update read, with every id read at that moment', () => {
    expect(
      nextPostUpdateMark({ at: '2026-11-28 10:00:00', ids: [7] }, [
        { id: 3, updated_at: '2026-11-28 10:00:01' },
        { id: 9, updated_at: '2026-11-28 10:00:02' },
        { id: 12, updated_at: '2026-11-28 10:00:02' },
      ]),
    ).toEqual({ at: '2026-11-28 10:00:02', ids: [9, 12] });
  });

  it('keeps the ids read before within the same second', () => {
    expect(
      nextPostUpdateMark({ at: '2026-11-28 10:00:02', ids: [900] }, [
        { id: 4, updated_at: '2026-11-28 10:00:02' },
      ]),
    ).toEqual({ at: '2026-11-28 10:00:02', ids: [900, 4] });
  });
});
