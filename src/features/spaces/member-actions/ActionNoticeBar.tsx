import { Button } from '../../../components/Button';
import { Callout } from '../../../components/Callout';
import { Sentence } from '../../../components/Sentence';
import type { MemberActions } from './use-member-actions';

/**
 * What the last action did, in a polite live region (with "Undo" while it is offered), or why
 * it failed, as an alert with the site's words and a way on: the row is back as it was, and the
 * action can be tried again.
 */
export function ActionNoticeBar({ actions }: { actions: MemberActions }) {
  const { notice } = actions;
  return (
    <>
      {/* Always in the page, so that what comes into it is announced. */}
      <div role="status" aria-live="polite" aria-label="Membership changes">
        {notice?.tone === 'done' ? (
          <div className="mb-3 flex flex-wrap items-center gap-3 rounded-card border border-success/40 bg-success/10 px-3 py-2 text-sm">
            <span>
              <Sentence parts={notice.parts} />
            </span>
            {notice.undo ? (
              <Button size="sm" variant="ghost" onClick={() => actions.act(notice.undo!)}>
                Undo
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {notice?.tone === 'failed' ? (
        <Callout tone="danger" role="alert" className="mb-3">
          <p>
            <Sentence parts={notice.parts} />
          </p>
          <p className="mt-1 text-ink-muted">The list shows it as it was.</p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" onClick={() => actions.act(notice.retry)}>
              Try again
            </Button>
            <Button size="sm" variant="ghost" onClick={actions.dismiss}>
              Dismiss
            </Button>
          </div>
        </Callout>
      ) : null}
    </>
  );
}
