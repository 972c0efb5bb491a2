/**
 * Which rows of a list are selected for a bulk action: rows picked one by one (on any page of
 * the list), or every row the list matches ("Select all N matching"), whose rows are read when
 * the run starts. A shift-click selects (or clears) the range from the last row clicked. Pure:
 * rows are known by a key.
 */
export interface Selection<T> {
  picked: ReadonlyMap<number, T>;
  /** The row last clicked, where a shift-click's range starts. */
  anchor: number | null;
  /** Every row the list matches, on every page. */
  allMatching: boolean;
}

export function emptySelection<T>(): Selection<T> {
  return { picked: new Map(), anchor: null, allMatching: false };
}

export type KeyOf<T> = (row: T) => number;

export function isPicked<T>(selection: Selection<T>, key: number): boolean {
  return selection.allMatching || selection.picked.has(key);
}

/** Every row of the page, each as it is now (picked or all matching), or none, or some. */
export function pageState<T>(
  selection: Selection<T>,
  page: readonly T[],
  keyOf: KeyOf<T>,
): 'all' | 'some' | 'none' {
  const count = page.filter((row) => isPicked(selection, keyOf(row))).length;
  if (count === 0) return 'none';
  return count === page.length ? 'all' : 'some';
}

/** How many rows a run would act on. */
export function selectedCount<T>(selection: Selection<T>, total: number): number {
  return selection.allMatching ? total : selection.picked.size;
}

/** Picked rows only: "all matching" becomes the rows of this page, from which a change starts. */
function pickedOnly<T>(selection: Selection<T>, page: readonly T[], keyOf: KeyOf<T>) {
  if (!selection.allMatching) return new Map(selection.picked);
  return new Map(page.map((row) => [keyOf(row), row] as const));
}

/** A click on a row's checkbox; with shift, the range from the last row clicked takes its state. */
export function clickRow<T>(
  selection: Selection<T>,
  page: readonly T[],
  keyOf: KeyOf<T>,
  row: T,
  { shift }: { shift: boolean },
): Selection<T> {
  const key = keyOf(row);
  const pick = !isPicked(selection, key);
  const picked = pickedOnly(selection, page, keyOf);
  const at = page.findIndex((shown) => keyOf(shown) === key);
  const from = shift ? page.findIndex((shown) => keyOf(shown) === selection.anchor) : -1;
  const range =
    from === -1 || at === -1 ? [row] : page.slice(Math.min(from, at), Math.max(from, at) + 1);
  for (const each of range) {
    if (pick) picked.set(keyOf(each), each);
    else picked.delete(keyOf(each));
  }
  return { picked, anchor: key, allMatching: false };
}

/** The header's checkbox: every row of the page, or none of them. */
export function setPage<T>(
  selection: Selection<T>,
  page: readonly T[],
  keyOf: KeyOf<T>,
  pick: boolean,
): Selection<T> {
  const picked = pickedOnly(selection, page, keyOf);
  for (const row of page) {
    if (pick) picked.set(keyOf(row), row);
    else picked.delete(keyOf(row));
  }
  return { picked, anchor: null, allMatching: false };
}

export function selectAllMatching<T>(selection: Selection<T>): Selection<T> {
  return { ...selection, allMatching: true };
}
