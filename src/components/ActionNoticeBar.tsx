import type { SentencePart } from '../lib/sentence';
import { Button } from './Button';
import { Callout } from './Callout';
import { Sentence } from './Sentence';

/**
 * What a page says about the last action taken in place: done (with the reverse action while
 * "Undo" is offered), failed (in the site's words, with the action to try again), or not
 * possible because what it was on is already gone from the site.
 */
export type ActionNotice<A> =
  | { tone: 'done'; parts: SentencePart[]; undo?: A }
  | { tone: 'failed'; parts: SentencePart[]; retry: A }
  | { tone: 'gone'; parts: SentencePart[] };

interface ActionNoticeBarProps<A> {
  /** What the live region is named, apart from another page's notices ("Membership changes"). */
  label: string;
  notice: ActionNotice<A> | null;
  /** Runs an action again: the undo, or the retry. */
  onAct: (action: A) => void;
  onDismiss: () => void;
  /** Under a failure: what the page now shows ("The list shows it as it was."). */
  restoredNote: string;
  /** Drawn over the page (at the foot of the window): each notice on a card of its own. */
  floating?: boolean;
}

/**
 * The notice above a list whose rows act in place: what was done, in a polite live region
 * (with "Undo" while it is offered), or why it failed, as an alert with the site's words and a
 * way on: the row is back as it was, and the action can be tried again.
 */
export function ActionNoticeBar<A>({
  label,
  notice,
  onAct,
  onDismiss,
  restoredNote,
  floating = false,
}: ActionNoticeBarProps<A>) {
  // Over the page, the notices' tinted backgrounds need an opaque one under them.
  const card = floating ? 'rounded-card bg-surface shadow-lg' : '';
  return (
    <>
      {/* Always in the page, so that what comes into it is announced. */}
      <div role="status" aria-live="polite" aria-label={label}>
        {notice?.tone === 'done' ? (
          <div className={`mb-3 ${card}`}>
            <div className="flex flex-wrap items-center gap-3 rounded-card border border-success/40 bg-success/10 px-3 py-2 text-sm">
              <span>
                <Sentence parts={notice.parts} />
              </span>
              {notice.undo !== undefined ? (
                <Button size="sm" variant="ghost" onClick={() => onAct(notice.undo!)}>
                  Undo
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
        {notice?.tone === 'gone' ? (
          <div className={`mb-3 ${card}`}>
            <div className="flex flex-wrap items-center gap-3 rounded-card border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
              <span>
                <Sentence parts={notice.parts} />
              </span>
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                Dismiss
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      {notice?.tone === 'failed' ? (
        <div className={`mb-3 ${card}`}>
          <Callout tone="danger" role="alert">
            <p>
              <Sentence parts={notice.parts} />
            </p>
            <p className="mt-1 text-ink-muted">{restoredNote}</p>
            <div className="mt-2 flex gap-2">
              <Button size="sm" onClick={() => onAct(notice.retry)}>
                Try again
              </Button>
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                Dismiss
              </Button>
            </div>
          </Callout>
        </div>
      ) : null}
    </>
  );
}
