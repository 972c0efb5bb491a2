import { Button } from '../../../components/Button';
import { Callout } from '../../../components/Callout';
import { Sentence } from '../../../components/Sentence';
import type { InboxActions } from '../use-inbox-actions';

/**
 * What the last action did, in a polite live region (with "Undo" while it is offered), or why
 * it failed, as an alert with the site's words and a way on: the item is back in its place,
 * and the action can be tried again.
 */
export function InboxNoticeBar({ actions }: { actions: InboxActions }) {
  const { notice } = actions;
  return (
    <>
      {/* Always in the page, so that what comes into it is announced. */}
      <div role="status" aria-live="polite">
        {notice?.tone === 'done' ? (
          <div className="flex flex-wrap items-center gap-3 rounded-card border border-success/40 bg-success/10 px-3 py-2 text-sm">
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
        <Callout tone="danger" role="alert">
          <p>
            <Sentence parts={notice.parts} />
          </p>
          <p className="mt-1 text-ink-muted">The inbox shows it as it was.</p>
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
