import { describe, expect, it } from 'vitest';
import { anchoredScrollTop, readingAnchor } from './reading-anchor';

const TOP_BAR = 56;
/** The list starts 300 px down the page. */
const LIST_START = 300;

describe('readingAnchor', () => {
  it('holds the row under the top bar, with its place on screen', () => {
    const row = { key: 'post-40', start: 2_000 };
    expect(readingAnchor(row, LIST_START, 1_990, TOP_BAR)).toEqual({
      key: 'post-40',
      screenTop: 10,
    });
  });

  it('holds nothing while the top of the list is on screen: new posts simply show', () => {
    const first = { key: 'post-50', start: LIST_START };
    expect(readingAnchor(first, LIST_START, 0, TOP_BAR)).toBeNull();
    expect(readingAnchor(first, LIST_START, LIST_START - TOP_BAR, TOP_BAR)).toBeNull();
    expect(readingAnchor(first, LIST_START, LIST_START - TOP_BAR + 1, TOP_BAR)).not.toBeNull();
    expect(readingAnchor(undefined, LIST_START, 5_000, TOP_BAR)).toBeNull();
  });
});

describe('anchoredScrollTop', () => {
  it('scrolls by exactly what was inserted above the row', () => {
    const anchor = readingAnchor({ key: 'post-40', start: 2_000 }, LIST_START, 1_990, TOP_BAR)!;
    // Two posts of 360 px and their 16 px gaps went in above it.
    const top = anchoredScrollTop(anchor, 2_000 + 2 * 376);
    expect(top).toBe(1_990 + 752);
    // On screen, the row is where it was.
    expect(2_000 + 752 - top!).toBe(anchor.screenTop);
  });

  it('gives up when the row is gone, and never scrolls above the page', () => {
    const anchor = { key: 'post-40', screenTop: 500 };
    expect(anchoredScrollTop(anchor, undefined)).toBeNull();
    expect(anchoredScrollTop(anchor, Number.NaN)).toBeNull();
    expect(anchoredScrollTop(anchor, 100)).toBe(0);
  });
});
