import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { readSignedInLocation } from '../../routes/signed-in-location';
import { Button } from '../../components/Button';
import { Callout } from '../../components/Callout';
import type { MissingPlaceNoticeProps } from '../../components/MissingPlaceNotice';
import { useViewsOwner } from '../../lib/saved-views/owner';
import { notStoredMessage } from './problem-message';
import { savedViewsStore } from '../../lib/saved-views/store';
import { useSavedViews } from '../../lib/saved-views/use-saved-views';

/**
 * On a page's "no such space/course" state: when the page's URL is exactly a saved view's, says
 * that the view points to a place that no longer exists and offers to delete it.
 */
export function MissingViewNotice({ kind }: MissingPlaceNoticeProps) {
  const owner = useViewsOwner();
  const views = useSavedViews(owner);
  const location = useLocation();
  const path = readSignedInLocation(location.pathname + location.search)?.path;
  const view = views.find((saved) => saved.path === path);
  /** What deleting the view came to: the name it had, or that the browser refused the change. */
  const [outcome, setOutcome] = useState<{ deleted: string } | 'not-stored' | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const name = view?.name ?? '';
  const deleted = outcome !== null && outcome !== 'not-stored' ? outcome.deleted : '';

  const remove = () => {
    if (!owner || !view) return;
    const removed = savedViewsStore.remove(owner, view.id);
    setOutcome(removed ? { deleted: removed.name } : 'not-stored');
    // The button is gone: focus the message that replaced it.
    region.current?.focus();
  };

  return (
    <div ref={region} tabIndex={-1} role="status" className="outline-none">
      {view ? (
        <Callout
          tone="warning"
          title={
            <span>
              <Trans comment="{name}: the saved view's name.">
                Saved view “<bdi>{name}</bdi>”
              </Trans>
            </span>
          }
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {kind === 'course' ? (
                <Trans>This saved view points to a course that no longer exists.</Trans>
              ) : (
                <Trans>This saved view points to a space that no longer exists.</Trans>
              )}
            </span>
            <Button size="sm" onClick={remove}>
              <Trans>Delete this view</Trans>
            </Button>
          </div>
        </Callout>
      ) : outcome === 'not-stored' ? (
        <Callout tone="success">{notStoredMessage()}</Callout>
      ) : outcome ? (
        <Callout tone="success">
          <Trans comment="{deleted}: the saved view's name.">
            Deleted the saved view “<bdi>{deleted}</bdi>”.
          </Trans>
        </Callout>
      ) : null}
    </div>
  );
}
