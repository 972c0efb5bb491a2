import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeJson } from './storage';

/**
 * Which table columns a person has hidden, remembered on this device per table. Only
 * `false` entries mean hidden (as in @tanstack/react-table), so a column added later shows.
 *
 * A table follows what is stored as it changes: a saved view writes its columns before it
 * opens its page (which may be the page already shown), and another tab may hide a column.
 */
export type ColumnVisibility = Record<string, boolean>;

/** Where each table's hidden columns are remembered (what a saved view carries). */
export const TABLE_COLUMNS_KEYS = {
  members: 'community-desk.columns:members',
  students: 'community-desk.columns:students',
} as const;
export type TableColumnsKey = (typeof TABLE_COLUMNS_KEYS)[keyof typeof TABLE_COLUMNS_KEYS];

const listeners = new Set<() => void>();
/** The last parse of each key, by the text it was read from, so snapshots stay the same object. */
const parsed = new Map<string, { raw: string | null; visibility: ColumnVisibility }>();
/** What this tab chose where storage refused it (full, blocked): kept until the page closes. */
const unstored = new Map<string, ColumnVisibility>();

function parseVisibility(raw: string | null): ColumnVisibility {
  let stored: unknown;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, boolean] => entry[1] === false),
  );
}

export function readColumnVisibility(storageKey: string): ColumnVisibility {
  const kept = unstored.get(storageKey);
  if (kept) return kept;
  const raw = readStorage('local', storageKey);
  const cached = parsed.get(storageKey);
  if (cached?.raw === raw) return cached.visibility;
  const visibility = parseVisibility(raw);
  parsed.set(storageKey, { raw, visibility });
  return visibility;
}

/** Remembers the hidden columns of a table; every table shown with that key follows at once. */
export function writeColumnVisibility(storageKey: string, next: ColumnVisibility): void {
  const hidden = parseVisibility(JSON.stringify(next));
  writeJson('local', storageKey, hidden);
  if (readStorage('local', storageKey) === JSON.stringify(hidden)) unstored.delete(storageKey);
  else unstored.set(storageKey, hidden);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab changed a table's columns: tables here read storage again.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== null) unstored.delete(event.key);
    else unstored.clear();
    for (const listener of listeners) listener();
  });
}

export function useStoredColumnVisibility(storageKey: string) {
  const visibility = useSyncExternalStore(subscribe, () => readColumnVisibility(storageKey));
  const update = useCallback(
    (next: ColumnVisibility) => writeColumnVisibility(storageKey, next),
    [storageKey],
  );
  return [visibility, update] as const;
}
