import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useRef, type ChangeEvent } from 'react';
import type { Member } from '../../../api/schemas/member';
import type { ServerTableFeatures } from '../../../components/data-table/server-table';
import { isolated } from '../../../lib/sentence';
import { memberColumns } from '../columns';
import { memberName } from '../member-actions/use-member-actions';
import { useBulkSelectionContext } from './bulk-selection-context';

const shiftHeld = (event: ChangeEvent) =>
  'shiftKey' in event.nativeEvent && (event.nativeEvent as MouseEvent).shiftKey;

// The label fills the cell, so a click beside the box selects too instead of opening the row.
const cellLabel = { className: '-mx-3 -my-2 flex cursor-pointer items-center px-3 py-2' };

function SelectPageCheckbox() {
  const { t } = useLingui();
  const selection = useBulkSelectionContext();
  const box = useRef<HTMLInputElement>(null);
  const state = selection?.pageState ?? 'none';
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  if (!selection) return null;
  return (
    <label {...cellLabel}>
      <input
        ref={box}
        type="checkbox"
        aria-label={t`Select all on this page`}
        checked={state === 'all'}
        disabled={selection.locked}
        onChange={() => selection.setPage(state !== 'all')}
      />
    </label>
  );
}

function SelectRowCheckbox({ member }: { member: Member }) {
  const { t } = useLingui();
  const selection = useBulkSelectionContext();
  const name = isolated(memberName(member));
  if (!selection) return null;
  return (
    <label {...cellLabel}>
      <input
        type="checkbox"
        aria-label={t`Select ${name}`}
        checked={selection.isPicked(member)}
        disabled={selection.locked}
        onChange={(event) => selection.clickRow(member, shiftHeld(event))}
      />
    </label>
  );
}

const helper = createColumnHelper<ServerTableFeatures, Member>();

/** The column's name in the columns menu, in the language shown when read. */
const SELECT_LABEL = msg`Select`;

/**
 * The members table for an account that may act: a first column of checkboxes for the bulk
 * actions. It has no CSV values, so the export leaves it out (csv-columns.ts).
 */
export const memberColumnsWithSelect = helper.columns([
  helper.display({
    id: 'select',
    enableHiding: false,
    enableSorting: false,
    meta: {
      get label() {
        return i18n._(SELECT_LABEL);
      },
      className: 'w-8',
    },
    header: () => <SelectPageCheckbox />,
    cell: ({ row }) => <SelectRowCheckbox member={row.original} />,
  }),
  ...memberColumns,
]);
