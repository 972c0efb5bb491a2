import { createContext, useContext, type ReactNode } from 'react';
import type { IconName } from '../components/Icon';
import type { TableColumnsKey } from '../lib/stored-visibility';
import type { SignedInLocation, SignedInLocationOf, SignedInPageId } from './signed-in-location';

/**
 * What the features that list pages (the command palette) or keep views of them (saved views)
 * need to know of the pages, without importing the app: the app fills it from its page
 * registry (app/pages.ts, app/page-catalog.ts) and the signed-in shell provides it
 * (docs/decisions/034-one-page-registry.md).
 */

/** A page of the sidebar, in its order. */
export interface NavPage {
  /** The page's URL; the entry is current on it and on the pages under it. */
  readonly to: string;
  readonly label: string;
  readonly icon: IconName;
  /** Current only on its own page, not the pages under it (the overview is `/`). */
  readonly end?: boolean;
}

/** The names of spaces and courses the dashboard already knows, for a readable view name. */
export interface PlaceTitles {
  space: (slug: string) => string | undefined;
  course: (id: number) => string | undefined;
}

/**
 * The words naming a view of a page (`Members of General`, `“ana”`, `by name`), from the
 * page's own URL codec: what its URL gives, in the page's words.
 */
export type ViewWords<P extends SignedInPageId = SignedInPageId> = (
  location: SignedInLocationOf<P>,
  titles: PlaceTitles,
) => string[];

/** What a saved view knows of the page it opens. */
export interface ViewPage<P extends SignedInPageId = SignedInPageId> {
  readonly label: string;
  readonly icon: IconName;
  /** The stored-visibility key of the page's table (its hidden columns go with a view). */
  readonly columns: TableColumnsKey | null;
  /** How a view of it is named; null where its views cannot be saved (nothing to keep). */
  readonly words: ViewWords<P> | null;
}

export interface PageCatalog {
  /** The sidebar's pages, in order. */
  readonly nav: readonly NavPage[];
  /** Each page a URL can be read back as (routes/signed-in-location.ts). */
  readonly views: ViewPages;
}

export type ViewPages = { readonly [P in SignedInPageId]: ViewPage<P> };

/** The entry of the page at `location`, typed for that page. */
export function viewPageOf(views: ViewPages, location: SignedInLocation): ViewPage {
  // Each entry takes its own page's locations: `location` is one of those of `views[page]`.
  return views[location.page] as ViewPage;
}

const PageCatalogContext = createContext<PageCatalog | null>(null);

export function PageCatalogProvider({
  catalog,
  children,
}: {
  catalog: PageCatalog;
  children: ReactNode;
}) {
  return <PageCatalogContext.Provider value={catalog}>{children}</PageCatalogContext.Provider>;
}

/** The pages, as the signed-in shell provides them. */
export function usePageCatalog(): PageCatalog {
  const catalog = useContext(PageCatalogContext);
  if (!catalog) throw new Error('usePageCatalog: no PageCatalogProvider above (the shell has one)');
  return catalog;
}
