import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { matchPath, useLocation } from 'react-router';
import { whenIdle } from '../../lib/module-loader';
import type { PageEntry, PageId, PageRegistry } from '../pages';

/**
 * How long after the page shows (and after it was last seen fetching) the preload looks: a
 * moment a person spends reading the page, which its own first requests have to themselves.
 */
const QUIET_MS = 500;

/** The pages one click away from `pathname`: the sidebar's, and its place's other views. */
export function pagesOneClickAway(pages: PageRegistry, pathname: string): PageId[] {
  const ids = Object.keys(pages) as PageId[];
  const here = ids.find((id) => matchPath({ path: pages[id].pattern, end: true }, pathname));
  const entry: PageEntry | undefined = here && pages[here];
  const tabs = entry?.tabs ?? [];
  const sidebar = ids.filter((id) => 'nav' in pages[id]);
  return [...new Set([...tabs, ...sidebar])].filter((id) => id !== here);
}

/**
 * Fetches the code of the pages one click away (pagesOneClickAway) once the page on screen has
 * shown for a moment, has its data (no query fetching) and the browser is idle: fetched
 * earlier, it would share the network with that data, on a phone's link too. Waited for at the
 * click instead, the next page would suspend, and React keeps a revealed fallback at least
 * 300 ms (lib/lazy-component.ts). `load` starts one page's code (page-modules.ts), once.
 */
export function PreloadPages({ pages, load }: { pages: PageRegistry; load: (id: PageId) => void }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const wanted = useMemo(() => pagesOneClickAway(pages, pathname), [pages, pathname]);
  useEffect(() => {
    if (wanted.length === 0) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      timer = setTimeout(
        () =>
          whenIdle(() => {
            if (!live) return;
            if (queryClient.isFetching() > 0) attempt();
            else for (const id of wanted) load(id);
          }, 1000),
        QUIET_MS,
      );
    };
    attempt();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wanted, load, queryClient]);
  return null;
}
