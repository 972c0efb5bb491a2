import type { IconName } from '../components/Icon';
import type { TABLE_COLUMNS_KEYS } from '../lib/stored-visibility';
import { ROUTE_PATTERNS } from '../routes/paths.ts';

/**
 * The page registry: every page of the dashboard once — where it is, its code, the module
 * naming its first queries, the pages it shares code with, its sidebar entry, and what a saved
 * view of it is called. Everything else derives from it: the routes (AppRoutes.tsx), the
 * preloading of a page's code and data from its URL alone (page-modules.ts), the build's chunk
 * groups and route preload table (build/chunk-groups.ts, build/vite-route-preload.ts), the sidebar,
 * the command palette's pages and the saved views (page-catalog.ts). Adding a page is one entry
 * here (and its pattern and builder in routes/paths.ts) plus its feature folder
 * (docs/decisions/034-one-page-registry.md).
 *
 * This file is data, not code: the entry chunk carries it (so it stays small), and the build
 * reads it in Node. So a page's code is named by its source file, and page-modules.ts finds the
 * module to import from that name; a page's names (in the sidebar, of its views) and the words
 * naming a saved view, which are messages in the reader's language and code the shell runs,
 * are joined to their entry in page-catalog.ts (its types ask for a name for every `nav` and
 * `view` entry, and for words for every page whose `view` says it can be saved). Paths are
 * relative to the repository root.
 */

/** The login screen: what a signed-out visitor downloads, kept within its budget. */
export const LOGIN_PAGE_SOURCE = 'src/features/auth/LoginPage.tsx';

/** The sign-in: fetched once the login screen has painted, kept to what signing in runs. */
export const SIGN_IN_SOURCE = 'src/features/auth/sign-in.ts';

/** The data layer: the query cache and the API client, which every page's first queries wait on. */
export const DATA_LAYER_SOURCES = ['src/app/app-query-client.ts', 'src/api/client.ts'] as const;

/** The signed-in shell: sidebar, top bar, command palette, around every signed-in page. */
export const SHELL_SOURCE = 'src/app/layout/SignedInLayout.tsx';

/** What every signed-in page needs first: the data layer (its first queries wait on it), the shell. */
export const SIGNED_IN_SHELL_SOURCES = [...DATA_LAYER_SOURCES, SHELL_SOURCE] as const;

/**
 * Pages that are often visited one after the other, and share much of their code: the build
 * puts the code that pages of the same families share in one chunk (chunk-groups.ts). The two
 * pages a sign-in lands on (the overview, the feed) are each a family of their own, so that
 * neither downloads code it does not run.
 */
export type PageFamily = 'overview' | 'feed' | 'lists' | 'insights';

/** A page's entry in the sidebar (and among the command palette's pages); its name is in page-catalog.ts. */
export interface NavEntry {
  readonly icon: IconName;
  /** Current only on its own page, not the pages under it (the overview is `/`). */
  readonly end?: boolean;
}

/**
 * What a saved view says of the page it opens (the sidebar's icon, the palette's line); its
 * name is in page-catalog.ts.
 */
export interface ViewEntry {
  readonly icon: IconName;
  /** Its filters can be saved as a view (then page-catalog.ts names the view). */
  readonly saveable: boolean;
  /** The table whose hidden columns a view of it keeps (lib/stored-visibility.ts). */
  readonly columns: keyof typeof TABLE_COLUMNS_KEYS | null;
}

export interface PageEntry {
  /** Its route (routes/paths.ts). */
  readonly pattern: string;
  /** Its module, which exports the page under the file's name (`FeedRoute`). */
  readonly page: string;
  /** The small module naming its first queries (routes/page-prefetch.ts), and that export. */
  readonly prefetch: { readonly source: string; readonly name: string };
  /** The pages it shares its common code's chunks with. */
  readonly family: PageFamily;
  /** In the sidebar, in this file's order. */
  readonly nav?: NavEntry;
  /** A URL of it can be read back as a signed-in location (routes/signed-in-location.ts). */
  readonly view?: ViewEntry;
  /**
   * The place's other views, one tab away (a space's members and its insights): their code is
   * fetched once this page has shown, so that a tab opens without waiting for it.
   */
  readonly tabs?: readonly PageId[];
}

const INSIGHTS_PREFETCH = 'src/insights/prefetch.ts';

/** Every signed-in page, by its id (the key of its pattern and builder in routes/paths.ts). */
export const PAGES = {
  home: {
    pattern: ROUTE_PATTERNS.home,
    page: 'src/features/overview/OverviewRoute.tsx',
    prefetch: { source: INSIGHTS_PREFETCH, name: 'prefetchOverviewPage' },
    family: 'overview',
    nav: { icon: 'chart', end: true },
  },
  inbox: {
    pattern: ROUTE_PATTERNS.inbox,
    page: 'src/features/inbox/InboxRoute.tsx',
    prefetch: { source: 'src/features/inbox/prefetch.ts', name: 'prefetchInboxPage' },
    family: 'lists',
    nav: { icon: 'inbox' },
  },
  feed: {
    pattern: ROUTE_PATTERNS.feed,
    page: 'src/features/feed/FeedRoute.tsx',
    prefetch: { source: 'src/features/feed/prefetch.ts', name: 'prefetchFeedPage' },
    family: 'feed',
    nav: { icon: 'feed' },
    view: { icon: 'feed', saveable: true, columns: null },
  },
  spaces: {
    pattern: ROUTE_PATTERNS.spaces,
    page: 'src/features/spaces/SpacesRoute.tsx',
    prefetch: { source: 'src/features/spaces/prefetch.ts', name: 'prefetchSpacesPage' },
    family: 'lists',
    nav: { icon: 'people' },
    view: { icon: 'people', saveable: false, columns: null },
  },
  spaceMembers: {
    pattern: ROUTE_PATTERNS.spaceMembers,
    page: 'src/features/spaces/MembersRoute.tsx',
    prefetch: { source: 'src/features/spaces/prefetch.ts', name: 'prefetchMembersPage' },
    family: 'lists',
    view: { icon: 'people', saveable: true, columns: 'members' },
    tabs: ['spaceInsights'],
  },
  spaceInsights: {
    pattern: ROUTE_PATTERNS.spaceInsights,
    page: 'src/features/spaces/SpaceInsightsRoute.tsx',
    prefetch: { source: INSIGHTS_PREFETCH, name: 'prefetchSpaceInsightsPage' },
    family: 'insights',
    tabs: ['spaceMembers'],
  },
  courses: {
    pattern: ROUTE_PATTERNS.courses,
    page: 'src/features/courses/CoursesRoute.tsx',
    prefetch: { source: 'src/features/courses/prefetch.ts', name: 'prefetchCoursesPage' },
    family: 'lists',
    nav: { icon: 'mortarboard' },
    view: { icon: 'mortarboard', saveable: true, columns: null },
  },
  courseStudents: {
    pattern: ROUTE_PATTERNS.courseStudents,
    page: 'src/features/courses/StudentsRoute.tsx',
    prefetch: { source: 'src/features/courses/prefetch.ts', name: 'prefetchStudentsPage' },
    family: 'lists',
    view: { icon: 'mortarboard', saveable: true, columns: 'students' },
    tabs: ['courseInsights'],
  },
  courseInsights: {
    pattern: ROUTE_PATTERNS.courseInsights,
    page: 'src/features/courses/CourseInsightsRoute.tsx',
    prefetch: { source: INSIGHTS_PREFETCH, name: 'prefetchCourseInsightsPage' },
    family: 'insights',
    tabs: ['courseStudents'],
  },
  actionLog: {
    pattern: ROUTE_PATTERNS.actionLog,
    page: 'src/features/action-log/ActionLogRoute.tsx',
    prefetch: { source: 'src/features/action-log/prefetch.ts', name: 'prefetchActionLogPage' },
    family: 'lists',
    nav: { icon: 'history' },
  },
} as const satisfies Readonly<Record<PageId, PageEntry>>;

/** The registry's type: what the signed-in shell is given (app/page-catalog.ts). */
export type PageRegistry = typeof PAGES;

/** A signed-in page: every route of routes/paths.ts but the login screen's. */
export type PageId = Exclude<keyof typeof ROUTE_PATTERNS, 'login'>;

/** The pages whose URL is read back as a signed-in location are those with a view entry. */
type PagesWithView = { [P in PageId]: (typeof PAGES)[P] extends { view: ViewEntry } ? P : never };
export type ViewPageId = PagesWithView[PageId];

/** The pages whose views can be saved: page-catalog.ts names a view of each. */
type PagesSaveable = {
  [P in ViewPageId]: (typeof PAGES)[P] extends { view: { saveable: true } } ? P : never;
};
export type SaveablePageId = PagesSaveable[ViewPageId];

/** Every page with its id, in the registry's order. */
export const PAGE_LIST: readonly (PageEntry & { readonly id: PageId })[] = (
  Object.keys(PAGES) as PageId[]
).map((id) => ({ id, ...PAGES[id] }));

/** What the build reads of each page (build/chunk-groups.ts, build/vite-route-preload.ts). */
export interface SignedInPageSources {
  readonly pattern: string;
  readonly prefetch: string;
  readonly page: string;
  readonly family: PageFamily;
}

export const SIGNED_IN_PAGE_SOURCES: readonly SignedInPageSources[] = PAGE_LIST.map(
  ({ pattern, page, prefetch, family }) => ({ pattern, page, prefetch: prefetch.source, family }),
);
