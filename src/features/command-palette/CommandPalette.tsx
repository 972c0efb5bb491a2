import { useRef, useState } from 'react';
import { PaletteDialog } from './PaletteDialog';
import { PalettePanel } from './PalettePanel';
import { ShortcutsSheet } from './ShortcutsSheet';
import { usePaletteShortcuts } from './use-palette-shortcuts';

type Overlay = 'none' | 'palette' | 'shortcuts';

/**
 * The command palette (Ctrl/⌘+K) and the keyboard shortcuts sheet (`?`) of the signed-in app.
 * Mounted once in the shell; nothing is asked of the site until the palette opens.
 */
export function CommandPalette() {
  const [overlay, setOverlay] = useState<Overlay>('none');
  const field = useRef<HTMLInputElement>(null);
  /** A dialog closes late (its `close` event): it must not close the overlay that replaced it. */
  const closeOnly = (which: Overlay) => () =>
    setOverlay((current) => (current === which ? 'none' : current));

  usePaletteShortcuts({
    onTogglePalette: () => {
      if (overlay === 'palette') setOverlay('none');
      // Another modal (a side panel, a dialog) keeps the page until it is closed.
      else if (overlay === 'shortcuts' || !document.querySelector('dialog[open]')) {
        setOverlay('palette');
      }
    },
    onShowShortcuts: () => setOverlay('shortcuts'),
  });

  return (
    <>
      <PaletteDialog
        open={overlay === 'palette'}
        onClose={closeOnly('palette')}
        initialFocus={field}
      >
        <PalettePanel
          field={field}
          onClose={() => setOverlay('none')}
          onShowShortcuts={() => setOverlay('shortcuts')}
        />
      </PaletteDialog>
      <ShortcutsSheet open={overlay === 'shortcuts'} onClose={closeOnly('shortcuts')} />
    </>
  );
}
