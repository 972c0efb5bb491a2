import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Sentence } from '../../components/Sentence';
import { named, type SentencePart } from '../../lib/sentence';
import { usePageCatalog } from '../../routes/page-catalog';
import { describeView } from './describe-view';
import { useViewsOwner } from '../../lib/saved-views/owner';
import { problemMessage } from './problem-message';
import { savedViewsStore, type ViewsOwner } from '../../lib/saved-views/store';
import { useSavedViews } from '../../lib/saved-views/use-saved-views';
import { usePlaceTitles } from './use-place-titles';
import { currentColumnsOf, viewLocationOf } from '../../lib/saved-views/view-location';
import { cleanName, unusedName } from '../../lib/saved-views/view-name';
import { MAX_VIEW_NAME_LENGTH } from '../../lib/saved-views/schema';
import { ViewNameDialog } from './ViewNameDialog';

/** How long the confirmation stays on screen. */
const CONFIRMATION_MS = 8000;

/**
 * "Save view" in the top bar, on every page with filters: names the page's filters, sort and
 * columns and keeps them in the sidebar. Nothing outside a signed-in shell.
 */
export function SaveViewButton() {
  const owner = useViewsOwner();
  return owner ? <SaveViewControl owner={owner} /> : null;
}

function SaveViewControl({ owner }: { owner: ViewsOwner }) {
  const location = useLocation();
  const { views: pages } = usePageCatalog();
  const target = viewLocationOf(location.pathname + location.search, pages);
  const views = useSavedViews(owner);
  const titles = usePlaceTitles();
  /** The name suggested when the dialog opened; null while it is closed. */
  const [suggested, setSuggested] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<readonly SentencePart[]>([]);

  // The confirmation clears itself after a while (a timer: no data is fetched here).
  useEffect(() => {
    if (confirmation.length === 0) return;
    const timer = setTimeout(() => setConfirmation([]), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmation]);

  const savedAs = target ? views.find((view) => view.path === target.path) : undefined;
  // The page as it is when the name is confirmed: a search typed just before the dialog opened
  // reaches the URL by then.
  const save = (name: string): SentencePart[] | null => {
    if (!target) return problemMessage('not-a-page', name);
    const result = savedViewsStore.save(owner, {
      name,
      path: target.path,
      columns: currentColumnsOf(target, pages),
    });
    if (!result.ok) return problemMessage(result.problem, cleanName(name));
    setSuggested(null);
    setConfirmation(['Saved the view “', named(result.view.name), '”: it is in the sidebar.']);
    return null;
  };

  return (
    <>
      {target ? (
        <Button
          variant="ghost"
          size="sm"
          aria-haspopup="dialog"
          onClick={() => {
            setConfirmation([]);
            setSuggested(unusedName(describeView(target, titles, pages), views));
          }}
        >
          <Icon name="bookmark" />
          <span className="sr-only sm:not-sr-only">Save view</span>
        </Button>
      ) : null}
      <p
        role="status"
        className="sr-only lg:not-sr-only lg:max-w-64 lg:truncate lg:text-sm lg:text-success"
      >
        <Sentence parts={confirmation} />
      </p>
      <ViewNameDialog
        open={suggested !== null}
        title="Save view"
        submitLabel="Save"
        initialName={suggested ?? ''}
        hint={
          savedAs ? (
            <Sentence
              parts={[
                'This page is already saved as “',
                named(savedAs.name),
                `”. Up to ${MAX_VIEW_NAME_LENGTH} characters.`,
              ]}
            />
          ) : (
            `Keeps this page’s filters, sort and columns. Up to ${MAX_VIEW_NAME_LENGTH} characters.`
          )
        }
        onSubmit={save}
        onClose={() => setSuggested(null)}
      />
    </>
  );
}
