import { useCallback, useMemo, useRef, useState } from 'react';
import {
  clickRow,
  emptySelection,
  isPicked,
  pageState,
  setPage,
  type Selection,
} from '../../lib/bulk/selection';
import { useBulkRun, type BulkRunHandlers } from '../../lib/bulk/use-bulk-run';

/**
 * A section's selection and its bulk run: rows picked one by one, a shift-click range, or
 * every row shown (lib/bulk/selection.ts); a run acts on the picked rows still shown (one
 * acted on alone has left), and the selection clears when it ends.
 */
export function useSectionBulk<Action, T>(
  shown: readonly T[],
  keyOf: (row: T) => number,
  handlers: BulkRunHandlers<Action, T>,
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
  return {
    run,
    picked,
    locked: run.busy,
    isPicked: (row: T) => isPicked(selection, keyOf(row)),
    allState: ((): boolean | 'some' => {
      const state = pageState(selection, shown, keyOf);
      return state === 'all' && shown.length > 0 ? true : state === 'some' ? 'some' : false;
    })(),
    clickRow: (row: T, shift: boolean) =>
      update((now) => clickRow(now, shown, keyOf, row, { shift })),
    setAll: (pick: boolean) => update((now) => setPage(now, shown, keyOf, pick)),
    clear,
    start: (action: Action) => {
      if (cleared.current || picked.length === 0) return;
      void run.start(action, picked);
    },
  };
}

export type SectionBulk<Action, T> = ReturnType<typeof useSectionBulk<Action, T>>;
