import { matchPath } from 'react-router';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AccountFacts, SiteFacts } from '../routes/page-prefetch';
import type { ApiClient } from '../api/client';
import { loadMessages } from '../lib/i18n/activate-locale';
import { lazyComponent } from '../lib/lazy-component';
import { moduleLoader, type ModuleLoader } from '../lib/module-loader';
import type { PagePrefetch } from '../routes/page-prefetch';
import type { LoginPageProps } from '../features/auth/LoginPage';
import type { SignedInLayoutProps } from './layout/SignedInLayout';
import { LOGIN_PAGE_SOURCE, PAGE_LIST, SHELL_SOURCE, type PageId } from './pages';

/**
 * Where each page's code comes from (one chunk per page: AppRoutes renders them lazily) and
 * what each signed-in page asks the site first, from the registry's source files (pages.ts).
 * Knowing both from a URL alone lets the app start a page's code, the signed-in shell and the
 * page's data together, instead of one after the other as rendering would discover them: at
 * sign-in (the landing page) and when a signed-in link is opened cold (a bookmark, a new tab).
 */

/** A module that exports its screen under its file's name (`FeedRoute.tsx`: `FeedRoute`). */
type ScreenModule = Readonly<Record<string, ComponentType | undefined>>;
type PrefetchModule = Readonly<Record<string, PagePrefetch | undefined>>;

/**
 * The files the registry may name, each a dynamic import of its own (a chunk). The patterns are
 * where pages live; page-modules.test.tsx checks that they hold exactly the registry's files.
 */
const SCREEN_FILES = import.meta.glob<ScreenModule>([
  '../features/*/*Route.tsx',
  '../features/auth/LoginPage.tsx',
  './layout/SignedInLayout.tsx',
]);
const PREFETCH_FILES = import.meta.glob<PrefetchModule>([
  '../features/*/prefetch.ts',
  '../insights/prefetch.ts',
]);

/** A source file of the registry (`src/features/feed/FeedRoute.tsx`) as a key of the globs. */
function fromHere(source: string): string {
  return source.startsWith('src/app/') ? `./${source.slice(8)}` : `../${source.slice(4)}`;
}

/** `src/features/feed/FeedRoute.tsx` → `FeedRoute`. */
function fileName(source: string): string {
  return source.slice(source.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
}

function importOf<Module>(files: Record<string, () => Promise<Module>>, source: string) {
  const load = files[fromHere(source)];
  if (!load) throw new Error(`page-modules: no module for ${source}`);
  return load;
}

function exportOf<Value>(module: Readonly<Record<string, Value | undefined>>, name: string): Value {
  const value = module[name];
  if (value === undefined) throw new Error(`page-modules: the module exports no ${name}`);
  return value;
}

/** A screen's code, asked for once, and the screen as a component that waits for it. */
export interface Screen<Props extends object = object> {
  load: ModuleLoader<ScreenModule>;
  Component: ComponentType<Props>;
}

function screenOf<Props extends object = object>(
  source: string,
  /** What else the screen needs before it renders (the shell: the app's messages). */
  alsoNeeds?: () => Promise<unknown>,
): Screen<Props> {
  const code = importOf(SCREEN_FILES, source);
  const load = moduleLoader(
    alsoNeeds ? () => Promise.all([code(), alsoNeeds()]).then(([module]) => module) : code,
  );
  // The module's export is the screen (page-modules.test.tsx renders each one).
  const pick = (module: ScreenModule) => exportOf(module, fileName(source)) as ComponentType<Props>;
  return { load, Component: lazyComponent(load, pick) };
}

/** The login screen and the signed-in shell around every other page. */
export const loginScreen = screenOf<LoginPageProps>(LOGIN_PAGE_SOURCE);
export const shellScreen = screenOf<SignedInLayoutProps>(SHELL_SOURCE, () => loadMessages('app'));

export interface SignedInPage extends Screen {
  id: PageId;
  pattern: string;
  /** The module naming its first queries, and those queries. */
  prefetch: () => Promise<PagePrefetch>;
}

/** Every signed-in page, in the registry's order. */
export const SIGNED_IN_PAGES: readonly SignedInPage[] = PAGE_LIST.map((page) => {
  const loadPrefetch = importOf(PREFETCH_FILES, page.prefetch.source);
  return {
    id: page.id,
    pattern: page.pattern,
    ...screenOf(page.page),
    prefetch: () => loadPrefetch().then((module) => exportOf(module, page.prefetch.name)),
  };
});

/** An in-app location: `/spaces/general/members?sort_by=…`. */
export interface PageLocation {
  pathname: string;
  search: string;
}

export interface PageLoad {
  /** Settles once the shell's and the page's code are here (or failed to come). */
  code: Promise<unknown>;
  /**
   * Starts the page's first queries once the code that names them is here, on the cache
   * `into` gives at that moment (none: the queries are no longer wanted).
   */
  prefetchData: (
    into: () => QueryClient | null,
    client: ApiClient,
    site: SiteFacts,
    account: Promise<AccountFacts | null>,
  ) => Promise<void>;
}

/**
 * Starts downloading the signed-in shell and the page at `location` (and the small module
 * naming its first queries), and returns a way to start those queries; null when no signed-in
 * page is there (the login screen, an unknown path). A failed download is left to the page,
 * which shows its own error when it renders.
 */
export function preloadSignedInPage(location: PageLocation): PageLoad | null {
  for (const page of SIGNED_IN_PAGES) {
    const match = matchPath({ path: page.pattern, end: true }, location.pathname);
    if (!match) continue;
    const ignoreFailure = () => undefined;
    // The small module naming the page's queries first: over HTTP/1.1 a browser fetches six
    // files at a time from one origin, in the order asked, and the data waits only on it.
    const prefetch = page.prefetch();
    prefetch.catch(ignoreFailure);
    const code = Promise.allSettled([shellScreen.load(), page.load()]);
    return {
      code,
      async prefetchData(into, client, site, account) {
        const start = await prefetch.catch(() => null);
        const queryClient = into();
        if (!start || !queryClient) return;
        await start(queryClient, {
          client,
          params: match.params,
          searchParams: new URLSearchParams(location.search),
          site,
          account,
          cacheNow: into,
        });
      },
    };
  }
  return null;
}

/** Starts fetching a signed-in page's code, once (the shell's PreloadPages asks). */
export function loadPageCode(id: PageId): void {
  void SIGNED_IN_PAGES.find((page) => page.id === id)
    ?.load()
    .catch(() => undefined);
}
