import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { Callout } from '../Callout';
import { IsolatedText } from '../IsolatedText';
import { useProfileStatusContext } from './profile-status-context';

/**
 * What the last change of a profile's status did, in a polite live region (with "Undo" while
 * it is offered), or why it failed, as an alert with the site's words: the lists show the
 * profile as it was, and the change can be tried again. Placed on the page and in its panel:
 * while the panel is open the page behind it is inert, so only one of them is perceived.
 */
export function ProfileStatusNotice({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const context = useProfileStatusContext();
  const notice = context?.actions.notice ?? null;
  if (!context) return null;
  const { actions } = context;
  return (
    <div className={className}>
      <div role="status" aria-live="polite" aria-label={t`Profile status changes`}>
        {notice?.tone === 'done' ? (
          <div className="flex flex-wrap items-center gap-3 rounded-card border border-success/40 bg-success/10 px-3 py-2 text-sm">
            <span>
              <IsolatedText text={notice.text} />
            </span>
            {notice.undo ? (
              <Button size="sm" variant="ghost" onClick={() => actions.change(notice.undo!)}>
                <Trans>Undo</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {notice?.tone === 'failed' ? (
        <Callout tone="danger" role="alert">
          <p>
            <IsolatedText text={notice.text} />
          </p>
          <p className="mt-1 text-ink-muted">
            <Trans>The profile is shown as it was.</Trans>
          </p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" onClick={() => context.request(notice.retry)}>
              <Trans>Try again</Trans>
            </Button>
            <Button size="sm" variant="ghost" onClick={actions.dismiss}>
              <Trans>Dismiss</Trans>
            </Button>
          </div>
        </Callout>
      ) : null}
    </div>
  );
}
