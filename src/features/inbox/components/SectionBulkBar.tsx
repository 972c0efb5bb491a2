import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { SelectBox } from '../../../components/bulk/SelectBox';
import type { SectionBulk } from '../use-section-bulk';

interface SectionBulkBarProps<Action, T> {
  /** The toolbar's name ("Selected requests"). */
  label: string;
  /** The select-all box's name ("Select all requests shown"). */
  selectAllLabel: string;
  /** What the rows waiting beyond those shown are called ("waiting"): "Select all 26 waiting". */
  everyWord?: string;
  bulk: SectionBulk<Action, T>;
  /** The section's bulk actions, shown while something is selected. */
  children: ReactNode;
}

/**
 * A section's selection bar: select every row shown (then every row, where more wait), how many
 * are selected, what to do.
 */
export function SectionBulkBar<Action, T>({
  label,
  selectAllLabel,
  everyWord = 'waiting',
  bulk,
  children,
}: SectionBulkBarProps<Action, T>) {
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      <label className="flex items-center gap-2">
        <SelectBox
          label={selectAllLabel}
          state={bulk.allState}
          disabled={bulk.locked}
          onToggle={() => bulk.setAll(bulk.allState !== true)}
        />
        <span aria-hidden="true">All</span>
      </label>
      {bulk.picked.length > 0 ? (
        <>
          <span className="font-medium tabular-nums">
            {bulk.allWaiting ? `All ${bulk.count} selected` : `${bulk.count} selected`}
          </span>
          {bulk.offerEvery !== null ? (
            <Button size="sm" variant="ghost" disabled={bulk.locked} onClick={bulk.selectEvery}>
              Select all {bulk.offerEvery} {everyWord}
            </Button>
          ) : null}
          {children}
          <Button size="sm" variant="ghost" disabled={bulk.locked} onClick={bulk.clear}>
            Clear selection
          </Button>
        </>
      ) : null}
    </div>
  );
}
