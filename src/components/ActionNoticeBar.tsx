import { Trans } from '@lingui/react/macro';
import type { SentencePart } from '../lib/sentence';
import { Button } from './Button';
import { Callout } from './Callout';
import { IsolatedText } from './IsolatedText';
import { Sentence } from './Sentence';

/**
 * What a notice says: one translated message with the names in it isolated (`isolated(name)`
 * as a placeholder's value), shown with each name in a `<bdi>`; or, as before, its parts.
 */
export type NoticeWords =
  { parts: SentencePart[]; text?: undefined } | { text: string; parts?: undefined };

function NoticeText({ words }: { words: NoticeWords }) {
  return words.text !== undefined ? (
    <IsolatedText text={words.text} />
  ) : (
    <Sentence parts={words.parts} />
  );
}

/**
 * What a page says about the last action taken in place: done (with the reverse action while
 * "Undo" is offered), failed (in the site's words, with the action to try again), or not
 * possible because what it was on is already gone from the site.
 */
export type ActionNotice<A> =
  | ({ tone: 'done'; undo?: A } & NoticeWords)
  | ({ tone: 'failed'; retry: A } & NoticeWords)
  | ({ tone: 'gone' } & NoticeWords);

const FLOATING_CARD = { className: 'rounded-card bg-surface shadow-lg' };

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
  const card = floating ? FLOATING_CARD.className : '';
  return (
    <>
      {/* Always in the page, so that what comes into it is announced. */}
      <div role="status" aria-live="polite" aria-label={label}>
        {notice?.tone === 'done' ? (
          <div className={`mb-3 ${card}`}>
            <div className="flex flex-wrap items-center gap-3 rounded-card border border-success/40 bg-success/10 px-3 py-2 text-sm">
              <span>
                <NoticeText words={notice} />
              </span>
              {notice.undo !== undefined ? (
                <Button size="sm" variant="ghost" onClick={() => onAct(notice.undo!)}>
                  <Trans>Undo</Trans>
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
        {notice?.tone === 'gone' ? (
          <div className={`mb-3 ${card}`}>
            <div className="flex flex-wrap items-center gap-3 rounded-card border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
              <span>
                <NoticeText words={notice} />
              </span>
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                <Trans>Dismiss</Trans>
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      {notice?.tone === 'failed' ? (
        <div className={`mb-3 ${card}`}>
          <Callout tone="danger" role="alert">
            <p>
              <NoticeText words={notice} />
            </p>
            <p className="mt-1 text-ink-muted">{restoredNote}</p>
            <div className="mt-2 flex gap-2">
              <Button size="sm" onClick={() => onAct(notice.retry)}>
                <Trans>Try again</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                <Trans>Dismiss</Trans>
              </Button>
            </div>
          </Callout>
        </div>
      ) : null}
    </>
  );
}
