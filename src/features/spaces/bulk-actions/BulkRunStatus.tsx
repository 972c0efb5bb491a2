import { Button } from '../../../components/Button';
import { Callout } from '../../../components/Callout';
import { memberName } from '../member-actions/use-member-actions';
import { countOfRows, doneText, progressText } from './bulk-action';
import type { BulkMemberRun } from './use-bulk-member-run';

/** A run's progress, in words and as a bar, with Cancel. */
function BulkProgress({ run }: { run: BulkMemberRun }) {
  const { state } = run;
  if (state.phase !== 'reading' && state.phase !== 'running') return null;
  const text =
    state.phase === 'reading'
      ? 'Reading every matching row…'
      : progressText(state.action, state.settled, state.total);
  const cancelling = state.phase === 'running' && state.cancelling;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 rounded-card border border-border bg-surface px-3 py-2 text-sm">
      <div
        role="progressbar"
        aria-label="Bulk action"
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
function BulkSummary({ run }: { run: BulkMemberRun }) {
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
  const { action, summary, total } = state;
  const failed = summary.failed.length;
  const unsent = summary.unsent.length;
  return (
    <Callout tone={failed > 0 ? 'danger' : 'info'} className="mb-3">
      <p>
        {doneText(action, summary.succeeded.length, total)}
        {unsent > 0 ? ` Stopped: ${countOfRows(action, unsent)} not sent.` : ''}
        {failed > 0 ? ` ${failed} failed:` : ''}
      </p>
      {failed > 0 ? (
        <ul aria-label="Failed" className="mt-1 list-disc pl-5">
          {summary.failed.map(({ item, message }) => (
            <li key={item.user_id}>
              <bdi>{memberName(item)}</bdi>: {message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex gap-2">
        {failed > 0 ? (
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

/** The run's progress, and its summary in a live region (always in the page, to be announced). */
export function BulkRunStatus({ run }: { run: BulkMemberRun }) {
  return (
    <>
      <BulkProgress run={run} />
      <div aria-live="polite">
        <BulkSummary run={run} />
      </div>
    </>
  );
}
