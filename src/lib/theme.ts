import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage';

/** Light, dark, or follow the OS (the default). Keep in sync with public/theme-init.js. */
export type ThemePreference = 'system' | 'light' | 'dark';

const THEME_KEY = 'community-desk.theme';
const darkQuery =
  typeof window !== 'undefined'
    ? // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
      window.matchMedia('(prefers-color-scheme: dark)')
    : null;
const listeners = new Set<() => void>();

function readPreference(): ThemePreference {
  const stored = readStorage('local', THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

let preference: ThemePreference = typeof window !== 'undefined' ? readPreference() : 'system';

function applyTheme(): void {
  const dark = preference === 'dark' || (preference === 'system' && (darkQuery?.matches ?? false));
  document.documentElement.classList.toggle('dark', dark);
  for (const listener of listeners) listener();
}

darkQuery?.addEventListener('change', applyTheme);

export function setThemePreference(next: ThemePreference): void {
  preference = next;
  writeStorage('local', THEME_KEY, next);
  applyTheme();
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => preference,
  );
}

/** The theme actually shown: the preference, or the OS setting when following it. */
export function isDarkTheme(): boolean {
  return document.documentElement.classList.contains('dark');
}
