/**
 * Every keyboard shortcut of the dashboard, in one table: the help sheet (`?`) lists it, and the
 * handlers that can read their keys from it do (the palette's, `/` for the search box). The
 * feed's own keys live in its hook; a test checks that hook against this table.
 */

/** One key with its modifiers. */
export interface KeyChord {
  /** `KeyboardEvent.key`: a letter in lower case, `?`, `/`, `ArrowDown`, `Escape`… */
  key: string;
  /** Ctrl on Windows and Linux, ⌘ on a Mac (either works on both). */
  mod?: boolean;
  alt?: boolean;
}

export type ShortcutSection = 'anywhere' | 'feed' | 'search' | 'lists' | 'dialogs';

export interface Shortcut {
  section: ShortcutSection;
  /** What it does, as the help sheet says it. */
  does: string;
  /** Each of these does it. */
  chords: readonly KeyChord[];
}

export const SHORTCUT_SECTIONS: readonly { id: ShortcutSection; title: string }[] = [
  { id: 'anywhere', title: 'Anywhere' },
  { id: 'feed', title: 'Feed' },
  { id: 'search', title: 'Search boxes' },
  { id: 'lists', title: 'Command palette, pickers and menus' },
  { id: 'dialogs', title: 'Dialogs, panels and menus' },
];

export const SHORTCUTS = {
  openPalette: {
    section: 'anywhere',
    does: 'Go to a page, space, course, saved view or member (command palette)',
    chords: [{ key: 'k', mod: true }],
  },
  showShortcuts: {
    section: 'anywhere',
    does: 'Show these keyboard shortcuts',
    chords: [{ key: '?' }],
  },
  focusSearch: {
    section: 'anywhere',
    does: 'Go to the page’s search box',
    chords: [{ key: '/' }],
  },
  nextPost: { section: 'feed', does: 'Next post', chords: [{ key: 'j' }] },
  previousPost: { section: 'feed', does: 'Previous post', chords: [{ key: 'k' }] },
  toggleComments: {
    section: 'feed',
    does: 'Open or close the comments of the post in focus',
    chords: [{ key: 'o' }, { key: 'Enter' }],
  },
  searchNow: {
    section: 'search',
    does: 'Search now, without waiting for typing to pause',
    chords: [{ key: 'Enter' }],
  },
  clearSearch: { section: 'search', does: 'Clear the search', chords: [{ key: 'Escape' }] },
  nextItem: { section: 'lists', does: 'Next suggestion or item', chords: [{ key: 'ArrowDown' }] },
  previousItem: {
    section: 'lists',
    does: 'Previous suggestion or item',
    chords: [{ key: 'ArrowUp' }],
  },
  firstItem: { section: 'lists', does: 'First item', chords: [{ key: 'Home' }] },
  lastItem: { section: 'lists', does: 'Last item', chords: [{ key: 'End' }] },
  chooseItem: { section: 'lists', does: 'Open or choose the item', chords: [{ key: 'Enter' }] },
  openSuggestions: {
    section: 'lists',
    does: 'Show a picker’s suggestions',
    chords: [{ key: 'ArrowDown', alt: true }],
  },
  close: {
    section: 'dialogs',
    does: 'Close the dialog, side panel, menu or command palette',
    chords: [{ key: 'Escape' }],
  },
} as const satisfies Record<string, Shortcut>;

export type ShortcutId = keyof typeof SHORTCUTS;

/**
 * Whether a key press is one of the shortcut's chords. Shift is not compared: it is how `?` is
 * typed on most layouts. Letters compare in lower case, so Caps Lock does not matter.
 */
export function isShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  id: ShortcutId,
): boolean {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const mod = event.ctrlKey || event.metaKey;
  return SHORTCUTS[id].chords.some(
    (chord: KeyChord) =>
      chord.key === key && (chord.mod ?? false) === mod && (chord.alt ?? false) === event.altKey,
  );
}

/** Whether this browser runs on a Mac, iPhone or iPad: ⌘ rather than Ctrl. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** What a screen reader says for a key drawn as a symbol. */
const KEY_NAMES: Readonly<Record<string, { shown: string; spoken?: string }>> = {
  ArrowDown: { shown: '↓', spoken: 'Down arrow' },
  ArrowUp: { shown: '↑', spoken: 'Up arrow' },
  Escape: { shown: 'Esc', spoken: 'Escape' },
  Enter: { shown: 'Enter' },
  Home: { shown: 'Home' },
  End: { shown: 'End' },
  '/': { shown: '/', spoken: 'Slash' },
  '?': { shown: '?', spoken: 'Question mark' },
};

/** One key of a chord as the help sheet draws it, and as it is spoken when drawn as a symbol. */
export interface KeyLabel {
  shown: string;
  spoken?: string;
}

/** The keys of a chord, modifiers first: `Ctrl` `K`, or `⌘` `K` on a Mac; `j` alone. */
export function keyLabels(chord: KeyChord, apple = isApplePlatform()): KeyLabel[] {
  const labels: KeyLabel[] = [];
  if (chord.mod) labels.push(apple ? { shown: '⌘', spoken: 'Command' } : { shown: 'Ctrl' });
  if (chord.alt) labels.push(apple ? { shown: '⌥', spoken: 'Option' } : { shown: 'Alt' });
  // A letter on its own is shown as typed (`j`, not `J`, which reads as Shift+J).
  const modified = chord.mod || chord.alt;
  labels.push(KEY_NAMES[chord.key] ?? { shown: modified ? chord.key.toUpperCase() : chord.key });
  return labels;
}

/** The `aria-keyshortcuts` value of a shortcut: `Control+K Meta+K`, `/`. */
export function ariaKeyShortcuts(id: ShortcutId): string {
  return SHORTCUTS[id].chords
    .flatMap((chord: KeyChord) => {
      const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key;
      const alt = chord.alt ? 'Alt+' : '';
      return chord.mod ? [`Control+${alt}${key}`, `Meta+${alt}${key}`] : [`${alt}${key}`];
    })
    .join(' ');
}
