import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { usePageCatalog } from '../../routes/page-catalog';
import { describeView } from './describe-view';
import { useViewsOwner } from '../../lib/saved-views/owner';
import type { ViewNameProblem } from './problem-message';
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
  /** The name of the view just saved, confirmed for a while; null when there is none. */
  const [savedName, setSavedName] = useState<string | null>(null);
  const { t } = useLingui();
  const longest = MAX_VIEW_NAME_LENGTH;

  // The confirmation clears itself after a while (a timer: no data is fetched here).
  useEffect(() => {
    if (savedName === null) return;
    const timer = setTimeout(() => setSavedName(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [savedName]);

  const savedAs = target ? views.find((view) => view.path === target.path) : undefined;
  const savedAsName = savedAs?.name ?? '';
  // The page as it is when the name is confirmed: a search typed just before the dialog opened
  // reaches the URL by then.
  const save = (name: string): ViewNameProblem | null => {
    if (!target) return { problem: 'not-a-page', name };
    const result = savedViewsStore.save(owner, {
      name,
      path: target.path,
      columns: currentColumnsOf(target, pages),
    });
    if (!result.ok) return { problem: result.problem, name: cleanName(name) };
    setSuggested(null);
    setSavedName(result.view.name);
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
            setSavedName(null);
            setSuggested(unusedName(describeView(target, titles, pages), views));
          }}
        >
          <Icon name="bookmark" />
          <span className="sr-only sm:not-sr-only">
            <Trans>Save view</Trans>
          </span>
        </Button>
      ) : null}
      <p
        role="status"
        className="sr-only lg:not-sr-only lg:max-w-64 lg:truncate lg:text-sm lg:text-success"
      >
        {savedName === null ? null : (
          <Trans comment="{savedName}: the name the view was saved with.">
            Saved the view “<bdi>{savedName}</bdi>”: it is in the sidebar.
          </Trans>
        )}
      </p>
      <ViewNameDialog
        open={suggested !== null}
        title={t`Save view`}
        submitLabel={t`Save`}
        initialName={suggested ?? ''}
        hint={
          savedAs ? (
            <Trans comment="{savedAsName}: the name of the view this page is saved as.">
              This page is already saved as “<bdi>{savedAsName}</bdi>”.{' '}
              <Plural value={longest} one="Up to # character." other="Up to # characters." />
            </Trans>
          ) : (
            <Trans>
              Keeps this page’s filters, sort and columns.{' '}
              <Plural value={longest} one="Up to # character." other="Up to # characters." />
            </Trans>
          )
        }
        onSubmit={save}
        onClose={() => setSuggested(null)}
      />
    </>
  );
}
