import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { LazyPart } from '../../components/LazyPart';
import { lazyComponent } from '../../lib/lazy-component';
import { moduleLoader, preloadWhenIdle } from '../../lib/module-loader';
import type { Overlay } from './PaletteOverlays';
import { usePaletteShortcuts } from './use-palette-shortcuts';

/**
 * The palette's own code: not part of the first download of a signed-in page (sign-in → first
 * post counts its bytes), asked for on the first Ctrl/⌘+K or `?` — or earlier, when the
 * browser is idle, so that first press finds it here.
 */
const loadOverlays = moduleLoader(() => import('./PaletteOverlays'));
const PaletteOverlays = lazyComponent(loadOverlays, (module) => module.PaletteOverlays);

/**
 * The command palette (Ctrl/⌘+K) and the keyboard shortcuts sheet (`?`) of the signed-in app.
 * Mounted once in the shell; nothing is asked of the site until the palette opens.
 */
export function CommandPalette() {
  const { t } = useLingui();
  const [overlay, setOverlay] = useState<Overlay>('none');
  const [wanted, setWanted] = useState(false);
  // Code, not data: the first Ctrl/⌘+K should not wait on a download.
  useEffect(() => preloadWhenIdle(loadOverlays), []);
  const open = (next: Overlay) => {
    setWanted(true);
    setOverlay(next);
  };

  usePaletteShortcuts({
    onTogglePalette: () => {
      if (overlay === 'palette') setOverlay('none');
      // Another modal (a side panel, a dialog) keeps the page until it is closed.
      else if (overlay === 'shortcuts' || !document.querySelector('dialog[open]')) {
        open('palette');
      }
    },
    onShowShortcuts: () => open('shortcuts'),
  });

  if (!wanted) return null;
  // A download that fails says so where the palette would be, with a retry, and the page
  // stays: without this boundary the failure would reach the shell's and replace it all.
  return (
    <LazyPart
      loader={loadOverlays}
      fallback={null}
      failure={t`The command palette could not open.`}
      className="fixed inset-x-0 bottom-4 z-50 mx-auto w-max max-w-[calc(100vw-2rem)] rounded-card border border-danger/40 bg-surface px-4 py-3 shadow-lg"
    >
      <PaletteOverlays overlay={overlay} setOverlay={setOverlay} />
    </LazyPart>
  );
}
