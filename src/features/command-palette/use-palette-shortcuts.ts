import { useEffect, useRef } from 'react';
import { isShortcut } from '../../lib/keyboard-shortcuts';
import { isTypingTarget } from '../../lib/use-focus-shortcut';

interface PaletteShortcuts {
  /** Ctrl+K or ⌘+K, anywhere, in a text field too. */
  onTogglePalette: () => void;
  /** `?`, outside text fields, while no dialog is open. */
  onShowShortcuts: () => void;
}

/**
 * The app-wide shortcuts of the palette and the help sheet (keys: lib/keyboard-shortcuts.ts).
 * Ctrl/⌘+K is kept from the browser (which would otherwise search from its address bar).
 */
export function usePaletteShortcuts(handlers: PaletteShortcuts): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isShortcut(event, 'openPalette')) {
        event.preventDefault();
        latest.current.onTogglePalette();
      } else if (
        isShortcut(event, 'showShortcuts') &&
        !isTypingTarget(event.target) &&
        !document.querySelector('dialog[open]')
      ) {
        event.preventDefault();
        latest.current.onShowShortcuts();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
