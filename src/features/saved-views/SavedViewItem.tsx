import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { MenuButton } from '../../components/MenuButton';
import { isolated } from '../../lib/sentence';
import { usePageCatalog } from '../../routes/page-catalog';
import type { SavedView } from '../../lib/saved-views/schema';
import { viewPageOfPath } from '../../lib/saved-views/view-location';

interface SavedViewItemProps {
  view: SavedView;
  /** The page shown is this view (its page number aside). */
  current: boolean;
  /** Before the link is followed: apply the view's columns. */
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/**
 * One saved view in the sidebar: a real link to its in-app URL (it opens in a new tab too, and
 * carries nothing but the app's path), and a menu to rename or delete it.
 */
export function SavedViewItem({ view, current, onOpen, onRename, onDelete }: SavedViewItemProps) {
  const { views } = usePageCatalog();
  const page = viewPageOfPath(view.path, views);
  const { t } = useLingui();
  const name = isolated(view.name);
  return (
    <li className="flex items-center gap-0.5">
      <Link
        to={view.path}
        onClick={onOpen}
        aria-current={current ? 'page' : undefined}
        title={view.name}
        className={`flex min-w-0 flex-1 items-center gap-3 rounded-control px-3 py-1.5 text-sm font-medium ${
          current
            ? 'bg-accent/10 text-accent'
            : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
        }`}
      >
        <Icon name={page.icon} className="size-4" />
        <span className="truncate" dir="auto">
          {view.name}
        </span>
      </Link>
      <MenuButton
        label={t({ comment: "{name}: the saved view's name.", message: `Actions for “${name}”` })}
        actions={[
          { label: t`Rename`, onSelect: onRename },
          { label: t`Delete`, onSelect: onDelete },
        ]}
      >
        <Icon name="more" />
      </MenuButton>
    </li>
  );
}
