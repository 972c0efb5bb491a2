import { useRef } from 'react';
import { PaletteDialog } from './PaletteDialog';
import { PalettePanel } from './PalettePanel';
import { ShortcutsSheet } from './ShortcutsSheet';

export type Overlay = 'none' | 'palette' | 'shortcuts';

interface PaletteOverlaysProps {
  overlay: Overlay;
  setOverlay: (update: (current: Overlay) => Overlay) => void;
}

/** The palette's dialog and the shortcuts sheet: their own chunk, asked for when first wanted. */
export function PaletteOverlays({ overlay, setOverlay }: PaletteOverlaysProps) {
  const field = useRef<HTMLInputElement>(null);
  /** A dialog closes late (its `close` event): it must not close the overlay that replaced it. */
  const closeOnly = (which: Overlay) => () =>
    setOverlay((current) => (current === which ? 'none' : current));
  return (
    <>
      <PaletteDialog
        open={overlay === 'palette'}
        onClose={closeOnly('palette')}
        initialFocus={field}
      >
        <PalettePanel
          field={field}
          onClose={() => setOverlay(() => 'none')}
          onShowShortcuts={() => setOverlay(() => 'shortcuts')}
        />
      </PaletteDialog>
      <ShortcutsSheet open={overlay === 'shortcuts'} onClose={closeOnly('shortcuts')} />
    </>
  );
}
