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
  const { state } = run;
  if (state.phase !== 'reading' && state.phase !== 'running') return null;
  const text =
    state.phase === 'reading'
      ? 'Reading every matching row…'
      : words.progress(state.action, state.settled, state.total);
  const cancelling = state.phase === 'running' && state.cancelling;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface px-3 py-2 text-sm">
      <div
        role="progressbar"
        aria-label={label ?? 'Bulk action'}
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
      <span className="tabular-nums">{cancelling ? `${text} (cancelling…)` : text}</span>
      <Button size="sm" onClick={run.cancel} disabled={cancelling}>
        Cancel
      </Button>
    </div>
  );
}

/** What the run did: how many it did, each failure in the site's words, and a retry of those. */
function BulkSummaryNotice<Action, T>({ run, words }: BulkRunStatusProps<Action, T>) {
  const { state } = run;
  if (state.phase === 'unread') {
    return (
      <Callout tone="danger" className="mb-3">
        <p>Could not read the matching rows, so nothing was sent: {state.message}</p>
        <Button size="sm" variant="ghost" className="mt-2" onClick={run.dismiss}>
          Dismiss
        </Button>
      </Callout>
    );
  }
  if (state.phase !== 'done') return null;
  const { action, summary, total, siteStopped } = state;
  const failed = summary.failed.length;
  const unsent = summary.unsent.length;
  return (
    <Callout tone={failed > 0 || siteStopped ? 'danger' : 'info'} className="mb-3">
      <p>
        {siteStopped ? 'The site stopped answering, so the rest was not sent. ' : ''}
        {words.done(action, summary.succeeded.length, total)}
        {unsent > 0 ? ` Stopped: ${words.countOf(action, unsent)} not sent.` : ''}
        {failed > 0 ? ` ${failed} failed:` : ''}
      </p>
      {failed > 0 ? (
        <ul aria-label="Failed" className="mt-1 list-disc pl-5">
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
            Resume: send the {failed + unsent} not done
          </Button>
        ) : failed > 0 ? (
          <Button size="sm" onClick={run.retryFailed}>
            Retry the {failed} failed
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={run.dismiss}>
          Dismiss
        </Button>
      </div>
    </Callout>
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
