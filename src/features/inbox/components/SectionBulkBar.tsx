import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { SelectBox } from '../../../components/bulk/SelectBox';
import type { SectionBulk } from '../use-section-bulk';

interface SectionBulkBarProps<Action, T> {
  /** The toolbar's name ("Selected requests"). */
  label: string;
  /** The select-all box's name ("Select all requests shown"). */
  selectAllLabel: string;
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
  bulk,
  children,
}: SectionBulkBarProps<Action, T>) {
  const { count, offerEvery } = bulk;
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      <label className="flex items-center gap-2">
        <SelectBox
          label={selectAllLabel}
          state={bulk.allState}
          disabled={bulk.locked}
          onToggle={() => bulk.setAll(bulk.allState !== true)}
        />
        <span aria-hidden="true">
          <Trans comment="Beside the box that selects every row shown.">All</Trans>
        </span>
      </label>
      {bulk.picked.length > 0 ? (
        <>
          <span className="font-medium tabular-nums">
            {bulk.allWaiting ? (
              <Plural value={count} one="All # selected" other="All # selected" />
            ) : (
              <Plural value={count} one="# selected" other="# selected" />
            )}
          </span>
          {offerEvery !== null ? (
            <Button size="sm" variant="ghost" disabled={bulk.locked} onClick={bulk.selectEvery}>
              <Plural value={offerEvery} one="Select all # waiting" other="Select all # waiting" />
            </Button>
          ) : null}
          {children}
          <Button size="sm" variant="ghost" disabled={bulk.locked} onClick={bulk.clear}>
            <Trans>Clear selection</Trans>
          </Button>
        </>
      ) : null}
    </div>
  );
}
