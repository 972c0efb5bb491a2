import { describe, expect, it } from 'vitest';
import {
  clickRow,
  emptySelection,
  isPicked,
  pageState,
  selectAllMatching,
  selectedCount,
  setPage,
  type Selection,
} from './selection';

interface Row {
  id: number;
}
const keyOf = (row: Row) => row.id;
const page = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
const keys = (selection: Selection<Row>) => [...selection.picked.keys()].sort((a, b) => a - b);
const click = (selection: Selection<Row>, id: number, shift = false) =>
  clickRow(selection, page, keyOf, page[id - 1]!, { shift });

describe('selection', () => {
  it('a click picks a row, a second click lets it go', () => {
    const one = click(emptySelection(), 2);
    expect(keys(one)).toEqual([2]);
    expect(keys(click(one, 2))).toEqual([]);
  });

  it('a shift-click picks the range from the row last clicked, either way', () => {
    expect(keys(click(click(emptySelection(), 2), 5, true))).toEqual([2, 3, 4, 5]);
    expect(keys(click(click(emptySelection(), 5), 2, true))).toEqual([2, 3, 4, 5]);
  });

  it('a shift-click on a picked row clears the range', () => {
    const all = setPage(emptySelection<Row>(), page, keyOf, true);
    expect(keys(click(click(all, 2), 4, true))).toEqual([1, 5, 6]);
  });

  it('a shift-click with no row clicked before picks just that row', () => {
    expect(keys(click(emptySelection(), 3, true))).toEqual([3]);
  });

  it('the header picks the page or lets it go, keeping rows of other pages', () => {
    const other = { id: 99 };
    const withOther = clickRow(emptySelection<Row>(), [other], keyOf, other, { shift: false });
    const all = setPage(withOther, page, keyOf, true);
    expect(pageState(all, page, keyOf)).toBe('all');
    expect(keys(all)).toEqual([1, 2, 3, 4, 5, 6, 99]);
    expect(keys(setPage(all, page, keyOf, false))).toEqual([99]);
    expect(pageState(click(emptySelection(), 1), page, keyOf)).toBe('some');
    expect(pageState(emptySelection<Row>(), page, keyOf)).toBe('none');
  });

  it('all matching counts the list’s total; letting a row go keeps the rest of the page', () => {
    const all = selectAllMatching(setPage(emptySelection<Row>(), page, keyOf, true));
    expect(selectedCount(all, 120)).toBe(120);
    expect(isPicked(all, 77)).toBe(true);
    const less = click(all, 3);
    expect(less.allMatching).toBe(false);
    expect(keys(less)).toEqual([1, 2, 4, 5, 6]);
    expect(selectedCount(less, 120)).toBe(5);
  });
});
