import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { Outlet } from 'react-router';
import { ApiClientProvider } from '../../api/ApiClientProvider';
import { createApiClient } from '../../api/client';
import {
  MissingPlaceNoticeProvider,
  type MissingPlaceNoticeProps,
} from '../../components/MissingPlaceNotice';
import { useSession } from '../../features/auth/session-store';
import { CommandPalette } from '../../features/command-palette/CommandPalette';
import { MissingViewNotice } from '../../features/saved-views/MissingViewNotice';
import { ActionLogOwnerProvider } from '../../lib/action-log/owner';
import { SavedViewsOwnerProvider } from '../../lib/saved-views/owner';
import { UTC_SITE_CLOCK } from '../../lib/site-clock';
import { ViewerProvider } from '../../lib/viewer';
import { PageCatalogProvider } from '../../routes/page-catalog';
import { appQueryClient } from '../app-query-client';
import { pageCatalogOf } from '../page-catalog';
import type { PageId, PageRegistry } from '../pages';
import { PreloadPages } from './PreloadPages';
import { RoleWarning } from './RoleWarning';
import { SidebarNav } from './SidebarNav';
import { SiteOutageNotice } from './SiteOutageNotice';
import { TopBar } from './TopBar';

const QueryDevtools = import.meta.env.DEV
  ? lazy(() =>
      import('@tanstack/react-query-devtools').then((module) => ({
        default: module.ReactQueryDevtools,
      })),
    )
  : () => null;

/** On a page's "no such space/course" state, the saved view that points there (if any). */
const renderMissingViewNotice = (props: MissingPlaceNoticeProps) => (
  <MissingViewNotice {...props} />
);

export interface SignedInLayoutProps {
  /** The page registry (AppRoutes gives it: app/page-catalog.ts says why). */
  pages: PageRegistry;
  /** Starts fetching a page's code (page-modules.ts), for the pages one click away. */
  loadPage: (id: PageId) => void;
}

/** The shell of every signed-in page: sidebar, top bar, and the page. */
export function SignedInLayout({ pages, loadPage }: SignedInLayoutProps) {
  const session = useSession();
  // `_` is new when the language changes: the sidebar and the palette name the pages in it.
  const { _ } = useLingui();
  const catalog = useMemo(() => pageCatalogOf(pages, _), [pages, _]);
  const viewer = useMemo(
    () => ({
      name: session.user.name,
      username: session.user.username,
      userId: session.user.id,
      isManager: session.user.isManager,
      isAdministrator: session.user.roles.includes('administrator'),
      siteClock: session.siteClock ?? UTC_SITE_CLOCK,
      siteNamespaces: session.siteNamespaces ?? null,
    }),
    [
      session.user.name,
      session.user.username,
      session.user.id,
      session.user.isManager,
      session.user.roles,
      session.siteClock,
      session.siteNamespaces,
    ],
  );
  // Saved views and the action log are per site and person on this device
  // (lib/saved-views/store.ts, lib/action-log/store.ts).
  const deviceOwner = useMemo(
    () => ({ root: session.root.url, username: session.user.username }),
    [session.root.url, session.user.username],
  );
  const client = useMemo(
    () =>
      createApiClient({
        root: session.root,
        credentials: { username: session.username, password: session.password },
      }),
    [session],
  );
  return (
    <QueryClientProvider client={appQueryClient}>
      <ApiClientProvider client={client}>
        <ViewerProvider viewer={viewer}>
          <SavedViewsOwnerProvider owner={deviceOwner}>
            <ActionLogOwnerProvider owner={deviceOwner}>
              <PageCatalogProvider catalog={catalog}>
                <MissingPlaceNoticeProvider notice={renderMissingViewNotice}>
                  <a
                    href="#main"
                    className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-control focus:bg-surface focus:px-3 focus:py-2"
                  >
                    <Trans>Skip to content</Trans>
                  </a>
                  <div className="flex min-h-dvh">
                    <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-e border-border bg-surface md:flex">
                      <div className="flex h-14 items-center gap-2 border-b border-border px-4">
                        <img src="/favicon.svg" alt="" width={24} height={24} />
                        <span className="font-semibold text-ink">
                          <Trans comment="The product's name">Community Desk</Trans>
                        </span>
                      </div>
                      <div className="flex-1 overflow-y-auto p-3">
                        <SidebarNav />
                      </div>
                    </aside>
                    <div className="flex min-w-0 flex-1 flex-col">
                      <TopBar />
                      <RoleWarning />
                      <SiteOutageNotice />
                      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
                        <Outlet />
                      </main>
                    </div>
                  </div>
                  <CommandPalette />
                  <PreloadPages pages={pages} load={loadPage} />
                </MissingPlaceNoticeProvider>
              </PageCatalogProvider>
            </ActionLogOwnerProvider>
          </SavedViewsOwnerProvider>
        </ViewerProvider>
      </ApiClientProvider>
      <Suspense fallback={null}>
        <QueryDevtools buttonPosition="bottom-left" />
      </Suspense>
    </QueryClientProvider>
  );
}
