import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

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

/* eslint-disable lingui/no-unlocalized-strings -- `KeyboardEvent.key` values, never shown */
const ENTER = 'Enter';
const ESCAPE = 'Escape';
const ARROW_DOWN = 'ArrowDown';
const ARROW_UP = 'ArrowUp';
const HOME = 'Home';
const END = 'End';
/* eslint-enable lingui/no-unlocalized-strings */

export type ShortcutSection = 'anywhere' | 'feed' | 'search' | 'lists' | 'dialogs';

export interface Shortcut {
  section: ShortcutSection;
  /** What it does, as the help sheet says it. */
  does: string;
  /** Each of these does it. */
  chords: readonly KeyChord[];
}

/**
 * The help sheet's sections. Each text is read in the language shown when it is read (a getter:
 * the table is made once, the language may change; docs/decisions/040).
 */
export const SHORTCUT_SECTIONS: readonly { id: ShortcutSection; title: string }[] = [
  {
    id: 'anywhere',
    get title() {
      return i18n._(msg`Anywhere`);
    },
  },
  {
    id: 'feed',
    get title() {
      return i18n._(msg`Feed`);
    },
  },
  {
    id: 'search',
    get title() {
      return i18n._(msg`Search boxes`);
    },
  },
  {
    id: 'lists',
    get title() {
      return i18n._(msg`Command palette, pickers and menus`);
    },
  },
  {
    id: 'dialogs',
    get title() {
      return i18n._(msg`Dialogs, panels and menus`);
    },
  },
];

export const SHORTCUTS = {
  openPalette: {
    section: 'anywhere',
    get does() {
      return i18n._(msg`Go to a page, space, course, saved view or member (command palette)`);
    },
    chords: [{ key: 'k', mod: true }],
  },
  showShortcuts: {
    section: 'anywhere',
    get does() {
      return i18n._(msg`Show these keyboard shortcuts`);
    },
    chords: [{ key: '?' }],
  },
  focusSearch: {
    section: 'anywhere',
    get does() {
      return i18n._(msg`Go to the page’s search box`);
    },
    chords: [{ key: '/' }],
  },
  nextPost: {
    section: 'feed',
    get does() {
      return i18n._(msg`Next post`);
    },
    chords: [{ key: 'j' }],
  },
  previousPost: {
    section: 'feed',
    get does() {
      return i18n._(msg`Previous post`);
    },
    chords: [{ key: 'k' }],
  },
  toggleComments: {
    section: 'feed',
    get does() {
      return i18n._(msg`Open or close the comments of the post in focus`);
    },
    chords: [{ key: 'o' }, { key: ENTER }],
  },
  searchNow: {
    section: 'search',
    get does() {
      return i18n._(msg`Search now, without waiting for typing to pause`);
    },
    chords: [{ key: ENTER }],
  },
  clearSearch: {
    section: 'search',
    get does() {
      return i18n._(msg`Clear the search`);
    },
    chords: [{ key: ESCAPE }],
  },
  nextItem: {
    section: 'lists',
    get does() {
      return i18n._(msg`Next suggestion or item`);
    },
    chords: [{ key: ARROW_DOWN }],
  },
  previousItem: {
    section: 'lists',
    get does() {
      return i18n._(msg`Previous suggestion or item`);
    },
    chords: [{ key: ARROW_UP }],
  },
  firstItem: {
    section: 'lists',
    get does() {
      return i18n._(msg`First item`);
    },
    chords: [{ key: HOME }],
  },
  lastItem: {
    section: 'lists',
    get does() {
      return i18n._(msg`Last item`);
    },
    chords: [{ key: END }],
  },
  chooseItem: {
    section: 'lists',
    get does() {
      return i18n._(msg`Open or choose the item`);
    },
    chords: [{ key: ENTER }],
  },
  openSuggestions: {
    section: 'lists',
    get does() {
      return i18n._(msg`Show a picker’s suggestions`);
    },
    chords: [{ key: ARROW_DOWN, alt: true }],
  },
  close: {
    section: 'dialogs',
    get does() {
      return i18n._(msg`Close the dialog, side panel, menu or command palette`);
    },
    chords: [{ key: ESCAPE }],
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

/**
 * What a key is drawn as, and what a screen reader says for one drawn as a symbol, in the
 * language shown: the names printed on a keyboard differ (German `Strg`, `Pos1`).
 */
const KEY_NAMES: Readonly<
  Record<string, { shown: MessageDescriptor | string; spoken?: MessageDescriptor }>
> = {
  ArrowDown: { shown: '↓', spoken: msg`Down arrow` },
  ArrowUp: { shown: '↑', spoken: msg`Up arrow` },
  Escape: {
    shown: msg({ context: 'keyboard key, as printed on it', message: 'Esc' }),
    spoken: msg({ context: 'keyboard key', message: 'Escape' }),
  },
  Enter: { shown: msg({ context: 'keyboard key, as printed on it', message: 'Enter' }) },
  Home: { shown: msg({ context: 'keyboard key, as printed on it', message: 'Home' }) },
  End: { shown: msg({ context: 'keyboard key, as printed on it', message: 'End' }) },
  '/': { shown: '/', spoken: msg`Slash` },
  '?': { shown: '?', spoken: msg`Question mark` },
};

function keyName(name: {
  shown: MessageDescriptor | string;
  spoken?: MessageDescriptor;
}): KeyLabel {
  const shown = typeof name.shown === 'string' ? name.shown : i18n._(name.shown);
  return name.spoken ? { shown, spoken: i18n._(name.spoken) } : { shown };
}

/** One key of a chord as the help sheet draws it, and as it is spoken when drawn as a symbol. */
export interface KeyLabel {
  shown: string;
  spoken?: string;
}

/** The keys of a chord, modifiers first: `Ctrl` `K`, or `⌘` `K` on a Mac; `j` alone. */
export function keyLabels(chord: KeyChord, apple = isApplePlatform()): KeyLabel[] {
  const labels: KeyLabel[] = [];
  if (chord.mod) {
    labels.push(
      apple
        ? { shown: '⌘', spoken: t({ context: 'keyboard key', message: 'Command' }) }
        : { shown: t({ context: 'keyboard key, as printed on it', message: 'Ctrl' }) },
    );
  }
  if (chord.alt) {
    labels.push(
      apple
        ? { shown: '⌥', spoken: t({ context: 'keyboard key', message: 'Option' }) }
        : { shown: t({ context: 'keyboard key, as printed on it', message: 'Alt' }) },
    );
  }
  // A letter on its own is shown as typed (`j`, not `J`, which reads as Shift+J).
  const modified = chord.mod || chord.alt;
  const named = KEY_NAMES[chord.key];
  labels.push(named ? keyName(named) : { shown: modified ? chord.key.toUpperCase() : chord.key });
  return labels;
}

/** The `aria-keyshortcuts` value of a shortcut: `Control+K Meta+K`, `/`. */
export function ariaKeyShortcuts(id: ShortcutId): string {
  return SHORTCUTS[id].chords
    .flatMap((chord: KeyChord) => {
      const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- aria-keyshortcuts' own key names
      const alt = chord.alt ? 'Alt+' : '';
      // eslint-disable-next-line lingui/no-unlocalized-strings -- aria-keyshortcuts' own key names
      return chord.mod ? [`Control+${alt}${key}`, `Meta+${alt}${key}`] : [`${alt}${key}`];
    })
    .join(' ');
}
