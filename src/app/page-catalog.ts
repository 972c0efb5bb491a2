import { coursesViewWords, studentsViewWords } from '../features/courses/view-words';
import { feedViewWords } from '../features/feed/view-words';
import { membersViewWords } from '../features/spaces/view-words';
import { TABLE_COLUMNS_KEYS } from '../lib/stored-visibility';
import type { NavPage, PageCatalog, ViewPages, ViewWords } from '../routes/page-catalog';
import type { SignedInPageId } from '../routes/signed-in-location';
import type { PageRegistry, SaveablePageId, ViewPageId } from './pages';

/**
 * The registry's pages as the signed-in shell hands them to the features (routes/page-catalog.tsx):
 * the sidebar's pages, and what a saved view says of each page it can open. The names of views
 * are code the shell runs, from each page's own URL codec, so they are joined to the registry
 * here rather than in pages.ts, which the entry chunk and the build read; and the shell is
 * given the registry by AppRoutes rather than importing it, which would make the bundler split
 * routes/paths.ts out of the entry chunk into a request of its own
 * (docs/decisions/034-one-page-registry.md).
 */

/** The ids in one of two sets of pages and not the other: none when they are the same pages. */
type InOneOnly<A, B> = Exclude<A, B> | Exclude<B, A>;

/** Compiles only when `Ids` is empty; otherwise the error names them. */
type NoPages<Ids extends never> = Ids;

/**
 * The registry's pages with a `view` entry are the pages routes/signed-in-location.ts reads a
 * URL back as, no more and no fewer: a page given a `view` entry is asked for its place there,
 * and a place there is asked for a `view` entry (typecheck). Nothing reads this type: that it
 * compiles is the check.
 */
type _ViewPagesAreReadBack = NoPages<InOneOnly<ViewPageId, SignedInPageId>>;

/**
 * How a view of each page with a `view` entry in the registry is named: a page whose entry
 * says its views can be saved must have words here (typecheck), and the others none.
 */
const VIEW_WORDS: {
  readonly [P in ViewPageId]: P extends SaveablePageId ? ViewWords<P> : null;
} = {
  feed: feedViewWords,
  spaces: null,
  spaceMembers: membersViewWords,
  courses: coursesViewWords,
  courseStudents: studentsViewWords,
};

export function pageCatalogOf(pages: PageRegistry): PageCatalog {
  // The sidebar's pages: the entries with a `nav`, in the registry's order (none has parameters).
  const nav: NavPage[] = Object.values(pages).flatMap((page) =>
    'nav' in page ? [{ to: page.pattern, ...page.nav }] : [],
  );
  const views = Object.fromEntries(
    (Object.keys(VIEW_WORDS) as ViewPageId[]).map((id) => {
      const { label, icon, columns } = pages[id].view;
      const table = columns === null ? null : TABLE_COLUMNS_KEYS[columns];
      return [id, { label, icon, columns: table, words: VIEW_WORDS[id] }];
    }),
  ) as unknown as ViewPages;
  return { nav, views };
}
