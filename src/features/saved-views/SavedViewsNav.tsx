import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { isolated } from '../../lib/sentence';
import { usePageCatalog } from '../../routes/page-catalog';
import { DeleteViewDialog } from './DeleteViewDialog';
import { useViewsOwner } from '../../lib/saved-views/owner';
import { notStoredMessage, type ViewNameProblem } from './problem-message';
import { SavedViewItem } from './SavedViewItem';
import type { SavedView } from '../../lib/saved-views/schema';
import { savedViewsStore, type ViewsOwner } from '../../lib/saved-views/store';
import { useSavedViews } from '../../lib/saved-views/use-saved-views';
import { applyViewColumns, viewLocationOf } from '../../lib/saved-views/view-location';
import { cleanName } from '../../lib/saved-views/view-name';
import { ViewNameDialog } from './ViewNameDialog';

interface SavedViewsNavProps {
  /** Called after a view is opened (the phone menu closes itself). */
  onNavigate?: () => void;
}

/** The sidebar's "Saved views": the signed-in person's views on this site, by name. */
export function SavedViewsNav({ onNavigate }: SavedViewsNavProps) {
  const owner = useViewsOwner();
  return owner ? <SavedViewsSection owner={owner} onNavigate={onNavigate} /> : null;
}

type Action = { kind: 'rename' | 'delete'; view: SavedView };

function SavedViewsSection({ owner, onNavigate }: SavedViewsNavProps & { owner: ViewsOwner }) {
  const views = useSavedViews(owner);
  const { t } = useLingui();
  // By name in the language shown (its alphabet's order), numbers by their value.
  const locale = intlLocale();
  const sorted = useMemo(() => {
    const byName = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    return [...views].sort((a, b) => byName.compare(a.name, b.name));
  }, [views, locale]);
  const location = useLocation();
  const { views: pages } = usePageCatalog();
  const current = viewLocationOf(location.pathname + location.search, pages)?.path ?? null;
  const [action, setAction] = useState<Action | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const rename = (view: SavedView, name: string): ViewNameProblem | null => {
    const result = savedViewsStore.rename(owner, view.id, name);
    if (!result.ok) return { problem: result.problem, name: cleanName(name) };
    setAction(null);
    const renamed = isolated(result.view.name);
    setAnnouncement(
      t({
        comment: "{renamed}: the view's new name.",
        message: `Renamed the view to “${renamed}”.`,
      }),
    );
    return null;
  };
  const remove = (view: SavedView) => {
    const removed = savedViewsStore.remove(owner, view.id);
    setAction(null);
    const name = isolated(view.name);
    const reason = notStoredMessage();
    setAnnouncement(
      removed
        ? t({ comment: "{name}: the saved view's name.", message: `Deleted the view “${name}”.` })
        : t({
            comment: "{name}: the saved view's name; {reason}: a sentence saying why.",
            message: `The view “${name}” could not be deleted: ${reason}`,
          }),
    );
  };
  const renaming = action?.view.name ?? '';

  return (
    <nav aria-labelledby={headingId} className="mt-6">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase outline-none"
      >
        <Trans>Saved views</Trans>
      </h2>
      {sorted.length > 0 ? (
        <ul className="mt-2 space-y-0.5">
          {sorted.map((view) => (
            <SavedViewItem
              key={view.id}
              view={view}
              current={view.path === current}
              onOpen={() => {
                applyViewColumns(view, pages);
                onNavigate?.();
              }}
              onRename={() => setAction({ kind: 'rename', view })}
              onDelete={() => setAction({ kind: 'delete', view })}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-1 px-3 text-xs text-ink-muted">
          <Trans>Keep a page’s filters with “Save view” at the top of the page.</Trans>
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ViewNameDialog
        open={action?.kind === 'rename'}
        title={
          <Trans comment="{renaming}: the saved view's name.">
            Rename “<bdi>{renaming}</bdi>”
          </Trans>
        }
        submitLabel={t`Rename`}
        initialName={action?.view.name ?? ''}
        onSubmit={(name) => (action ? rename(action.view, name) : null)}
        onClose={() => setAction(null)}
      />
      <DeleteViewDialog
        name={action?.kind === 'delete' ? action.view.name : null}
        onConfirm={() => {
          if (action) remove(action.view);
        }}
        onClose={() => setAction(null)}
        finalFocus={heading}
      />
    </nav>
  );
}
