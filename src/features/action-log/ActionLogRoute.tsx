import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import { intlLocale } from '../../lib/i18n/intl-locale';
import { pageTitle } from '../../lib/page-title';
import { ActionLogTable } from './ActionLogTable';
import { filterEntries } from './filter-entries';

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
  const { t } = useLingui();
  const numberFormat = new Intl.NumberFormat(intlLocale());
  const kept = MAX_LOG_ENTRIES;
  const count = entries.length;
  const found = matching.length;
  const total = numberFormat.format(entries.length);
  const more = Math.min(ROWS_AT_A_TIME, matching.length - shown);

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
      <title>{pageTitle(t`Action log`)}</title>
      <header>
        <h1 className="text-2xl font-semibold text-ink">
          <Trans>Action log</Trans>
        </h1>
        <p className="mt-1 max-w-prose text-sm text-ink-muted">
          <Trans>
            What you have done from this dashboard on this device, on this site: who, what, when,
            and what the site answered. It is kept in this browser only (the site keeps no such
            log); the last <Plural value={kept} one="# action is" other="# actions are" /> kept, and
            older ones are dropped.
          </Trans>
        </p>
      </header>
      {unreadable ? (
        <Callout tone="warning" role="status" title={t`Part of the log could not be read`}>
          <Trans>
            What this browser kept of it was damaged, and is not shown. New actions are recorded as
            usual; clearing the log removes what could not be read.
          </Trans>
        </Callout>
      ) : null}
      {cleared && entries.length === 0 ? (
        <Callout tone="success" role="status">
          <Trans>The log is cleared.</Trans>
        </Callout>
      ) : null}
      {entries.length === 0 ? (
        <EmptyState title={t`No actions yet`}>
          <Trans>
            Approvals, removals, role changes, blocks and the other actions you take here will be
            listed as they happen, with the site’s answer to each.
          </Trans>
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-start gap-3">
            <SearchInput label={t`Filter actions`} value={search} onSearch={setSearch} />
            <p className="self-center text-sm text-ink-muted" aria-live="polite">
              {search.trim()
                ? t({
                    comment: 'The actions the filter finds, of {total}: all the actions kept.',
                    message: `${plural(found, { one: '# action', other: '# actions' })} of ${total}`,
                  })
                : plural(count, { one: '# action', other: '# actions' })}
            </p>
            <div className="ms-auto flex items-start gap-2">
              <Button onClick={exportCsv} disabled={matching.length === 0}>
                <Icon name="download" />
                <Trans>Export CSV</Trans>
              </Button>
              <Button variant="danger" onClick={() => setConfirmingClear(true)}>
                <Trans>Clear log</Trans>
              </Button>
            </div>
          </div>
          {matching.length === 0 ? (
            <EmptyState
              title={t`No action matches this filter`}
              action={
                <Button onClick={() => setSearch('')}>
                  <Trans>Clear the filter</Trans>
                </Button>
              }
            >
              <Trans comment="“refused”: as an action's result reads in the log.">
                Try other words: a name, a space, “refused”.
              </Trans>
            </EmptyState>
          ) : (
            <>
              <ActionLogTable entries={matching.slice(0, shown)} />
              {matching.length > shown ? (
                <div className="flex justify-center">
                  <Button onClick={() => setShown((now) => now + ROWS_AT_A_TIME)}>
                    <Plural value={more} one="Show # more" other="Show # more" />
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </>
      )}
      <ModalDialog
        open={confirmingClear}
        title={t`Clear the action log?`}
        onClose={() => setConfirmingClear(false)}
        initialFocus={cancelClear}
      >
        <p className="text-sm text-ink-muted">
          <Plural
            value={count}
            one="All # action kept on this device for this site and account are deleted."
            other="All # actions kept on this device for this site and account are deleted."
          />{' '}
          <Trans>
            This cannot be undone; export the CSV first to keep a copy. Nothing changes on the site.
          </Trans>
        </p>
        <div className="flex justify-end gap-2">
          <button
            ref={cancelClear}
            type="button"
            className={buttonClasses()}
            onClick={() => setConfirmingClear(false)}
          >
            <Trans>Cancel</Trans>
          </button>
          <Button
            variant="danger"
            onClick={() => {
              if (owner) actionLogStore.clear(owner);
              setCleared(true);
              setConfirmingClear(false);
            }}
          >
            <Trans>Clear log</Trans>
          </Button>
        </div>
      </ModalDialog>
    </div>
  );
}
