import { useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Sentence } from '../../components/Sentence';
import { isolated, named, sentenceText, type SentencePart } from '../../lib/sentence';
import { usePageCatalog } from '../../routes/page-catalog';
import { DeleteViewDialog } from './DeleteViewDialog';
import { useViewsOwner } from '../../lib/saved-views/owner';
import { problemMessage } from './problem-message';
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

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The sidebar's "Saved views": the signed-in person's views on this site, by name. */
export function SavedViewsNav({ onNavigate }: SavedViewsNavProps) {
  const owner = useViewsOwner();
  return owner ? <SavedViewsSection owner={owner} onNavigate={onNavigate} /> : null;
}

type Action = { kind: 'rename' | 'delete'; view: SavedView };

function SavedViewsSection({ owner, onNavigate }: SavedViewsNavProps & { owner: ViewsOwner }) {
  const views = useSavedViews(owner);
  const sorted = useMemo(() => [...views].sort((a, b) => byName.compare(a.name, b.name)), [views]);
  const location = useLocation();
  const { views: pages } = usePageCatalog();
  const current = viewLocationOf(location.pathname + location.search, pages)?.path ?? null;
  const [action, setAction] = useState<Action | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const rename = (view: SavedView, name: string): SentencePart[] | null => {
    const result = savedViewsStore.rename(owner, view.id, name);
    if (!result.ok) return problemMessage(result.problem, cleanName(name));
    setAction(null);
    setAnnouncement(`Renamed the view to “${isolated(result.view.name)}”.`);
    return null;
  };
  const remove = (view: SavedView) => {
    const removed = savedViewsStore.remove(owner, view.id);
    setAction(null);
    setAnnouncement(
      removed
        ? `Deleted the view “${isolated(removed.name)}”.`
        : `The view “${isolated(view.name)}” could not be deleted: ${sentenceText(problemMessage('not-stored', view.name))}`,
    );
  };

  return (
    <nav aria-labelledby={headingId} className="mt-6">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase outline-none"
      >
        Saved views
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
          Keep a page’s filters with “Save view” at the top of the page.
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ViewNameDialog
        open={action?.kind === 'rename'}
        title={<Sentence parts={['Rename “', named(action?.view.name ?? ''), '”']} />}
        submitLabel="Rename"
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
