import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BulkRunView } from '../../lib/bulk/use-bulk-run';
import { Button } from '../Button';
import { Callout } from '../Callout';

/** How a page words its bulk action: "Approving 37 of 120", "Approved 118 of 120.", "2 requests". */
export interface BulkRunWords<Action, T> {
  progress: (action: Action, settled: number, total: number) => string;
  done: (action: Action, succeeded: number, total: number) => string;
  countOf: (action: Action, count: number) => string;
  /** An item as the summary's list of failures names it (isolated by the caller). */
  itemName: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}

interface BulkRunStatusProps<Action, T> {
  run: BulkRunView<Action, T>;
  words: BulkRunWords<Action, T>;
  /** What the progress bar is called, for screen readers. */
  label?: string;
}

/** A run's progress, in words and as a bar, with Cancel. */
function BulkProgress<Action, T>({ run, words, label }: BulkRunStatusProps<Action, T>) {
  const { t } = useLingui();
  const { state } = run;
  if (state.phase !== 'reading' && state.phase !== 'running') return null;
  const text =
    state.phase === 'reading'
      ? t`Reading every matching row…`
      : words.progress(state.action, state.settled, state.total);
  const cancelling = state.phase === 'running' && state.cancelling;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface px-3 py-2 text-sm">
      <div
        role="progressbar"
        aria-label={label ?? t`Bulk action`}
        aria-valuemin={0}
        aria-valuemax={state.phase === 'running' ? state.total : undefined}
        aria-valuenow={state.phase === 'running' ? state.settled : undefined}
        aria-valuetext={text}
        className="h-1.5 min-w-32 flex-1 overflow-hidden rounded-pill bg-ink-muted/20"
      >
        <div
          className="h-full rounded-pill bg-accent"
          style={{
            width:
              state.phase === 'running' && state.total > 0
                ? `${(100 * state.settled) / state.total}%`
                : '0%',
          }}
        />
      </div>
      <span className="tabular-nums">
        {cancelling ? (
          <Trans comment="{text}: the run’s progress, “Approving 37 of 120”">
            {text} (cancelling…)
          </Trans>
        ) : (
          text
        )}
      </span>
      <Button size="sm" onClick={run.cancel} disabled={cancelling}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  );
}

/** What the run did: how many it did, each failure in the site's words, and a retry of those. */
function BulkSummaryNotice<Action, T>({ run, words }: BulkRunStatusProps<Action, T>) {
  const { t } = useLingui();
  const { state } = run;
  if (state.phase === 'unread') {
    return (
      <Callout tone="danger" className="mb-3">
        <UnreadMessage message={state.message} />
        <Button size="sm" variant="ghost" className="mt-2" onClick={run.dismiss}>
          <Trans>Dismiss</Trans>
        </Button>
      </Callout>
    );
  }
  if (state.phase !== 'done') return null;
  const { action, summary, total, siteStopped } = state;
  const failed = summary.failed.length;
  const unsent = summary.unsent.length;
  const notDone = failed + unsent;
  const notSent = unsent > 0 ? words.countOf(action, unsent) : '';
  // The run's sentences one after another, each a message of its own (the page's `done` too).
  return (
    <Callout tone={failed > 0 || siteStopped ? 'danger' : 'info'} className="mb-3">
      <p>
        {siteStopped ? (
          <>
            <Trans>The site stopped answering, so the rest was not sent.</Trans>{' '}
          </>
        ) : null}
        {words.done(action, summary.succeeded.length, total)}
        {unsent > 0 ? (
          <>
            {' '}
            <Trans comment="{notSent}: what was not sent, in the page’s words: “2 requests”">
              Stopped: {notSent} not sent.
            </Trans>
          </>
        ) : null}
        {failed > 0 ? (
          <>
            {' '}
            <Plural value={failed} one="# failed:" other="# failed:" />
          </>
        ) : null}
      </p>
      {failed > 0 ? (
        <ul aria-label={t`Failed`} className="mt-1 list-disc ps-5">
          {summary.failed.map(({ item, message }) => (
            <li key={words.itemKey(item)}>
              {words.itemName(item)}: {message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex gap-2">
        {unsent > 0 ? (
          <Button size="sm" onClick={run.resume}>
            <Plural
              value={notDone}
              one="Resume: send the # not done"
              other="Resume: send the # not done"
            />
          </Button>
        ) : failed > 0 ? (
          <Button size="sm" onClick={run.retryFailed}>
            <Plural value={failed} one="Retry the # failed" other="Retry the # failed" />
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={run.dismiss}>
          <Trans>Dismiss</Trans>
        </Button>
      </div>
    </Callout>
  );
}

/** Why a run sent nothing: the matching rows could not be read (the site's words after it). */
function UnreadMessage({ message }: { message: string }) {
  return (
    <p>
      <Trans comment="{message}: what went wrong, in the site's words">
        Could not read the matching rows, so nothing was sent: {message}
      </Trans>
    </p>
  );
}

/**
 * A bulk run's progress (lib/bulk/use-bulk-run.ts), and its summary in a live region (always
 * in the page, to be announced). The words are the page's own.
 */
export function BulkRunStatus<Action, T>(props: BulkRunStatusProps<Action, T>) {
  return (
    <>
      <BulkProgress {...props} />
      <div aria-live="polite">
        <BulkSummaryNotice {...props} />
      </div>
    </>
  );
}
