import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/Button';
import { Callout } from '../../components/Callout';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { ModalDialog } from '../../components/ModalDialog';
import { SearchInput } from '../../components/SearchInput';
import type { SearchHistory } from '../../components/use-search-draft';
import { actionLogCsv } from '../../lib/action-log/csv';
import { useActionLogOwner } from '../../lib/action-log/owner';
import { actionLogStore, MAX_LOG_ENTRIES } from '../../lib/action-log/store';
import { useActionLog } from '../../lib/action-log/use-action-log';
import { downloadFile, exportFileName } from '../../lib/download';
import { pageTitle } from '../../lib/page-title';
import { countOf } from '../../lib/plural';
import { ActionLogTable } from './ActionLogTable';
import { filterEntries } from './filter-entries';

const numberFormat = new Intl.NumberFormat('en');

/** Rows drawn at first, and more at each "Show more": a full log is 5,000 rows. */
const ROWS_AT_A_TIME = 200;

/**
 * `/action-log`: what was done from this dashboard on this device, by the signed-in person on
 * this site (lib/action-log, docs/decisions/037-action-log-on-the-device.md), newest first,
 * filtered by text (in the URL), exported as CSV, cleared after asking.
 */
export function ActionLogRoute() {
  const owner = useActionLogOwner();
  const { entries, unreadable } = useActionLog();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const [shown, setShown] = useState(ROWS_AT_A_TIME);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [cleared, setCleared] = useState(false);
  const cancelClear = useRef<HTMLButtonElement>(null);
  const matching = filterEntries(entries, search);

  const setSearch = (next: string, history: SearchHistory = { replace: false }) => {
    const params = new URLSearchParams(searchParams);
    if (next.trim() === '') params.delete('search');
    else params.set('search', next);
    setSearchParams(params, history);
    setShown(ROWS_AT_A_TIME);
  };
  const exportCsv = () =>
    downloadFile(
      exportFileName(['action-log', owner?.username ?? ''], 'csv'),
      actionLogCsv(matching),
      'text/csv;charset=utf-8',
    );

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 p-4 md:p-6">
      <title>{pageTitle('Action log')}</title>
      <header>
        <h1 className="text-2xl font-semibold text-ink">Action log</h1>
        <p className="mt-1 max-w-prose text-sm text-ink-muted">
          What you have done from this dashboard on this device, on this site: who, what, when, and
          what the site answered. It is kept in this browser only (the site keeps no such log); the
          last {numberFormat.format(MAX_LOG_ENTRIES)} actions are kept, and older ones are dropped.
        </p>
      </header>
      {unreadable ? (
        <Callout tone="warning" role="status" title="Part of the log could not be read">
          What this browser kept of it was damaged, and is not shown. New actions are recorded as
          usual; clearing the log removes what could not be read.
        </Callout>
      ) : null}
      {cleared && entries.length === 0 ? (
        <Callout tone="success" role="status">
          The log is cleared.
        </Callout>
      ) : null}
      {entries.length === 0 ? (
        <EmptyState title="No actions yet">
          Approvals, removals, role changes, blocks and the other actions you take here will be
          listed as they happen, with the site’s answer to each.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-start gap-3">
            <SearchInput label="Filter actions" value={search} onSearch={setSearch} />
            <p className="self-center text-sm text-ink-muted" aria-live="polite">
              {search.trim()
                ? `${countOf(matching.length, 'action')} of ${numberFormat.format(entries.length)}`
                : countOf(entries.length, 'action')}
            </p>
            <div className="ml-auto flex items-start gap-2">
              <Button onClick={exportCsv} disabled={matching.length === 0}>
                <Icon name="download" />
                Export CSV
              </Button>
              <Button variant="danger" onClick={() => setConfirmingClear(true)}>
                Clear log
              </Button>
            </div>
          </div>
          {matching.length === 0 ? (
            <EmptyState
              title="No action matches this filter"
              action={<Button onClick={() => setSearch('')}>Clear the filter</Button>}
            >
              Try other words: a name, a space, “refused”.
            </EmptyState>
          ) : (
            <>
              <ActionLogTable entries={matching.slice(0, shown)} />
              {matching.length > shown ? (
                <div className="flex justify-center">
                  <Button onClick={() => setShown((now) => now + ROWS_AT_A_TIME)}>
                    Show {numberFormat.format(Math.min(ROWS_AT_A_TIME, matching.length - shown))}{' '}
                    more
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </>
      )}
      <ModalDialog
        open={confirmingClear}
        title="Clear the action log?"
        onClose={() => setConfirmingClear(false)}
        initialFocus={cancelClear}
      >
        <p className="text-sm text-ink-muted">
          {`All ${countOf(entries.length, 'action')} kept on this device for this site and account are deleted. This cannot be undone; export the CSV first to keep a copy. Nothing changes on the site.`}
        </p>
        <div className="flex justify-end gap-2">
          <button
            ref={cancelClear}
            type="button"
            className={buttonClasses()}
            onClick={() => setConfirmingClear(false)}
          >
            Cancel
          </button>
          <Button
            variant="danger"
            onClick={() => {
              if (owner) actionLogStore.clear(owner);
              setCleared(true);
              setConfirmingClear(false);
            }}
          >
            Clear log
          </Button>
        </div>
      </ModalDialog>
    </div>
  );
}
