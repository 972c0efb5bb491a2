import type { I18nContext } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { coursesViewWords, studentsViewWords } from '../features/courses/view-words';
import { feedViewWords } from '../features/feed/view-words';
import { membersViewWords } from '../features/spaces/view-words';
import { TABLE_COLUMNS_KEYS } from '../lib/stored-visibility';
import type { NavPage, PageCatalog, ViewPages, ViewWords } from '../routes/page-catalog';
import type { SignedInPageId } from '../routes/signed-in-location';
import type { PageId, PageRegistry, SaveablePageId, ViewPageId } from './pages';

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

/** The pages in the sidebar (and among the palette's pages): those with a `nav` entry. */
type NavPageId = { [P in PageId]: PageRegistry[P] extends { nav: object } ? P : never }[PageId];

/**
 * Each page's name in the sidebar, in the reader's language: one for every page with a `nav`
 * entry, and none for the others (typecheck).
 */
const NAV_LABELS: { readonly [P in NavPageId]: MessageDescriptor } = {
  home: msg({ message: 'Overview', comment: 'A page of the sidebar' }),
  inbox: msg({ message: 'Inbox', comment: 'A page of the sidebar' }),
  feed: msg({ message: 'Feed', comment: 'A page of the sidebar' }),
  spaces: msg({ message: 'Space members', comment: 'A page of the sidebar' }),
  courses: msg({ message: 'Course students', comment: 'A page of the sidebar' }),
  actionLog: msg({ message: 'Action log', comment: 'A page of the sidebar' }),
};

/** What a saved view calls the page it opens (`Spaces: …`), for every page with a `view` entry. */
const VIEW_LABELS: { readonly [P in ViewPageId]: MessageDescriptor } = {
  feed: msg({ message: 'Feed', comment: 'The page a saved view opens' }),
  spaces: msg({ message: 'Spaces', comment: 'The page a saved view opens' }),
  spaceMembers: msg({ message: 'Space members', comment: 'The page a saved view opens' }),
  courses: msg({ message: 'Courses', comment: 'The page a saved view opens' }),
  courseStudents: msg({ message: 'Course students', comment: 'The page a saved view opens' }),
};

/** The pages in the language `_` translates to (the shell makes it anew when that changes). */
export function pageCatalogOf(pages: PageRegistry, _: I18nContext['_']): PageCatalog {
  // The sidebar's pages: the entries with a `nav`, in the registry's order (none has parameters).
  const nav: NavPage[] = (Object.keys(pages) as PageId[]).flatMap((id) => {
    const page: PageRegistry[PageId] = pages[id];
    return 'nav' in page
      ? [{ to: page.pattern, label: _(NAV_LABELS[id as NavPageId]), ...page.nav }]
      : [];
  });
  const views = Object.fromEntries(
    (Object.keys(VIEW_WORDS) as ViewPageId[]).map((id) => {
      const { icon, columns } = pages[id].view;
      const table = columns === null ? null : TABLE_COLUMNS_KEYS[columns];
      const label = _(VIEW_LABELS[id]);
      return [id, { label, icon, columns: table, words: VIEW_WORDS[id] }];
    }),
  ) as unknown as ViewPages;
  return { nav, views };
}
