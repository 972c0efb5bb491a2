import { useCallback, useMemo, useRef, useState } from 'react';
import {
  clickRow,
  emptySelection,
  isPicked,
  pageState,
  selectAllMatching,
  setPage,
  type Selection,
} from '../../lib/bulk/selection';
import { useBulkRun, type BulkRunHandlers } from '../../lib/bulk/use-bulk-run';

/** Every row of a section, beyond those shown: how many, and how to read them for a run. */
export interface EveryRow<T> {
  total: number;
  read: (signal: AbortSignal) => Promise<T[]>;
}

/**
 * A section's selection and its bulk run: rows picked one by one, a shift-click range, every
 * row shown (lib/bulk/selection.ts), or — once every row shown is picked and `every` says more
 * wait — all of them, read when the run starts. A run acts on the picked rows still shown (one
 * acted on alone has left) or on all read, and the selection clears when it ends.
 */
export function useSectionBulk<Action, T>(
  shown: readonly T[],
  keyOf: (row: T) => number,
  handlers: BulkRunHandlers<Action, T>,
  every: EveryRow<T> | null = null,
) {
  const [selection, setSelection] = useState<Selection<T>>(emptySelection);
  // Set when the selection is cleared (a run's end): a click that lands before the page has
  // drawn it (the second of a double click) then starts nothing.
  const cleared = useRef(false);
  const clear = useCallback(() => {
    cleared.current = true;
    setSelection(emptySelection());
  }, []);
  const run = useBulkRun<Action, T>({
    ...handlers,
    afterRun: async (action, summary) => {
      clear();
      await handlers.afterRun?.(action, summary);
    },
  });
  const picked = useMemo(
    () => shown.filter((row) => isPicked(selection, keyOf(row))),
    [shown, selection, keyOf],
  );
  const update = (change: (now: Selection<T>) => Selection<T>) => {
    cleared.current = false;
    setSelection(change);
  };
  const allState = ((): boolean | 'some' => {
    const state = pageState(selection, shown, keyOf);
    return state === 'all' && shown.length > 0 ? true : state === 'some' ? 'some' : false;
  })();
  const allWaiting = selection.allMatching && every !== null;
  return {
    run,
    picked,
    /** How many rows a run would act on. */
    count: allWaiting ? every.total : picked.length,
    /** Every row, shown or not, is selected. */
    allWaiting,
    /** How many rows wait beyond those shown, offered once every row shown is picked. */
    offerEvery:
      !allWaiting && allState === true && every !== null && every.total > shown.length
        ? every.total
        : null,
    selectEvery: () => update(selectAllMatching),
    locked: run.busy,
    isPicked: (row: T) => isPicked(selection, keyOf(row)),
    allState,
    clickRow: (row: T, shift: boolean) =>
      update((now) => clickRow(now, shown, keyOf, row, { shift })),
    setAll: (pick: boolean) => update((now) => setPage(now, shown, keyOf, pick)),
    clear,
    start: (action: Action) => {
      if (cleared.current || picked.length === 0) return;
      void run.start(action, allWaiting ? every.read : picked);
    },
  };
}

export type SectionBulk<Action, T> = ReturnType<typeof useSectionBulk<Action, T>>;
