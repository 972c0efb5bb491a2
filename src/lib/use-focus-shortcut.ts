import { useEffect, type RefObject } from 'react';
import { isShortcut, type ShortcutId } from './keyboard-shortcuts';

/** Whether a key press is typing into something (where `/` is a character, not a shortcut). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/**
 * Pressing the shortcut's key (`/`: keyboard-shortcuts.ts) anywhere on the page (outside a text
 * field, and while no modal dialog is open) focuses and selects the field, as on GitHub and
 * many admin tools.
 */
export function useFocusShortcut(
  field: RefObject<HTMLInputElement | null>,
  shortcut: ShortcutId = 'focusSearch',
): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event, shortcut)) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      field.current?.focus();
      field.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [field, shortcut]);
}
