import { Trans } from '@lingui/react/macro';
import type { RowData } from '@tanstack/react-table';
import { useRef } from 'react';
import { Icon } from '../Icon';
import type { ServerTable } from './server-table';

/**
 * Show or hide columns. Hidden columns also stay out of the CSV export, which writes the
 * visible columns only. A disclosure (<details>) that also closes on Escape and when focus
 * leaves it, like a menu.
 */
export function ColumnsMenu<TData extends RowData>({ table }: { table: ServerTable<TData> }) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const details = useRef<HTMLDetailsElement>(null);
  const close = (returnFocus: boolean) => {
    if (!details.current?.open) return;
    details.current.open = false;
    if (returnFocus) details.current.querySelector('summary')?.focus();
  };
  return (
    <details
      ref={details}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && details.current?.open) {
          event.preventDefault();
          close(true);
        }
      }}
      onBlur={(event) => {
        if (!details.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-control border border-border bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
        <Icon name="columns" />
        <Trans>Columns</Trans>
      </summary>
      <fieldset className="absolute z-10 max-sm:start-0 sm:end-0 mt-1 w-56 rounded-card border border-border bg-surface p-2 shadow-lg">
        <legend className="sr-only">
          <Trans>Visible columns</Trans>
        </legend>
        {hideable.map((column) => (
          <label
            key={column.id}
            className="flex cursor-pointer items-center gap-2 rounded-control px-2 py-1.5 text-sm text-ink hover:bg-surface-muted"
          >
            <input
              type="checkbox"
              checked={column.getIsVisible()}
              onChange={column.getToggleVisibilityHandler()}
              className="size-4 accent-accent"
            />
            {column.columnDef.meta?.label ?? column.id}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
