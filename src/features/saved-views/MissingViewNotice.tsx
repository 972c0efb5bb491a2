import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { readSignedInLocation } from '../../routes/signed-in-location';
import { Button } from '../../components/Button';
import { Callout } from '../../components/Callout';
import type { MissingPlaceNoticeProps } from '../../components/MissingPlaceNotice';
import { Sentence } from '../../components/Sentence';
import { named, type SentencePart } from '../../lib/sentence';
import { useViewsOwner } from '../../lib/saved-views/owner';
import { problemMessage } from './problem-message';
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
  const [outcome, setOutcome] = useState<readonly SentencePart[]>([]);
  const region = useRef<HTMLDivElement>(null);

  const remove = () => {
    if (!owner || !view) return;
    const removed = savedViewsStore.remove(owner, view.id);
    setOutcome(
      removed
        ? ['Deleted the saved view “', named(removed.name), '”.']
        : problemMessage('not-stored', view.name),
    );
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
              Saved view “<bdi>{view.name}</bdi>”
            </span>
          }
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>This saved view points to a {kind} that no longer exists.</span>
            <Button size="sm" onClick={remove}>
              Delete this view
            </Button>
          </div>
        </Callout>
      ) : outcome.length > 0 ? (
        <Callout tone="success">
          <Sentence parts={outcome} />
        </Callout>
      ) : null}
    </div>
  );
}
