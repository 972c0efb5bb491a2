import { useEffect } from 'react';
import { whenIdle } from '../lib/module-loader';
import { SIGNED_IN_PAGES } from './page-modules';
import type { PageId } from './pages';

/**
 * Fetches the code of a page's other views (pages.ts `tabs`) once the page has shown and the
 * browser is idle: a tab then opens at once. Waited for at the click instead, the page would
 * suspend, and React keeps a revealed fallback at least 300 ms (lib/lazy-component.ts).
 */
export function PreloadTabs({ tabs }: { tabs: readonly PageId[] }) {
  useEffect(() => {
    if (tabs.length === 0) return;
    let wanted = true;
    whenIdle(() => {
      if (!wanted) return;
      for (const page of SIGNED_IN_PAGES) {
        if (tabs.includes(page.id)) void page.load().catch(() => undefined);
      }
    }, 1000);
    return () => {
      wanted = false;
    };
  }, [tabs]);
  return null;
}
