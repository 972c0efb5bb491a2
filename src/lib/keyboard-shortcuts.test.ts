import { describe, expect, it } from 'vitest';
import {
  ariaKeyShortcuts,
  isShortcut,
  keyLabels,
  SHORTCUT_SECTIONS,
  SHORTCUTS,
} from './keyboard-shortcuts';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('isShortcut', () => {
  it('takes Ctrl+K and ⌘+K for the palette, whatever the case, and not K alone', () => {
    expect(isShortcut(press('k', { ctrlKey: true }), 'openPalette')).toBe(true);
    expect(isShortcut(press('K', { metaKey: true }), 'openPalette')).toBe(true);
    expect(isShortcut(press('k'), 'openPalette')).toBe(false);
    expect(isShortcut(press('k', { ctrlKey: true, altKey: true }), 'openPalette')).toBe(false);
  });

  it('takes the single keys without Ctrl, ⌘ or Alt only', () => {
    expect(isShortcut(press('?'), 'showShortcuts')).toBe(true);
    expect(isShortcut(press('?', { ctrlKey: true }), 'showShortcuts')).toBe(false);
    expect(isShortcut(press('/'), 'focusSearch')).toBe(true);
    expect(isShortcut(press('/', { metaKey: true }), 'focusSearch')).toBe(false);
    expect(isShortcut(press('ArrowDown', { altKey: true }), 'openSuggestions')).toBe(true);
    expect(isShortcut(press('ArrowDown', { altKey: true }), 'nextItem')).toBe(false);
  });
});

describe('the shortcut table', () => {
  it('puts every shortcut in a section the help sheet shows, and leaves no section empty', () => {
    const sections = SHORTCUT_SECTIONS.map((section) => section.id);
    const used = new Set(Object.values(SHORTCUTS).map((shortcut) => shortcut.section));
    expect([...used].sort()).toEqual([...sections].sort());
  });

  it('says what each shortcut does once', () => {
    const descriptions = Object.values(SHORTCUTS).map((shortcut) => shortcut.does);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('gives no two shortcuts of one section the same key', () => {
    for (const { id } of SHORTCUT_SECTIONS) {
      const chords = Object.values(SHORTCUTS)
        .filter((shortcut) => shortcut.section === id)
        .flatMap((shortcut) => shortcut.chords.map((chord) => JSON.stringify(chord)));
      expect(new Set(chords).size, id).toBe(chords.length);
    }
  });
});

describe('keyLabels', () => {
  it('draws the modifier as the platform names it', () => {
    expect(keyLabels({ key: 'k', mod: true }, false).map((label) => label.shown)).toEqual([
      'Ctrl',
      'K',
    ]);
    expect(keyLabels({ key: 'k', mod: true }, true)).toEqual([
      { shown: '⌘', spoken: 'Command' },
      { shown: 'K' },
    ]);
  });

  it('shows a letter on its own as it is typed', () => {
    expect(keyLabels({ key: 'j' }, false)).toEqual([{ shown: 'j' }]);
  });

  it('gives keys drawn as symbols a spoken name', () => {
    expect(keyLabels({ key: 'ArrowDown' }, false)).toEqual([{ shown: '↓', spoken: 'Down arrow' }]);
    expect(keyLabels({ key: '?' }, false)).toEqual([{ shown: '?', spoken: 'Question mark' }]);
  });
});

describe('ariaKeyShortcuts', () => {
  it('names Ctrl and ⌘ both for the palette, and plain keys as they are', () => {
    expect(ariaKeyShortcuts('openPalette')).toBe('Control+K Meta+K');
    expect(ariaKeyShortcuts('focusSearch')).toBe('/');
    expect(ariaKeyShortcuts('toggleComments')).toBe('O Enter');
  });
});
