import { useState } from 'react';
import { readJson, writeJson } from './storage';

/**
 * Which table columns a person has hidden, remembered on this device per table. Only
 * `false` entries mean hidden (as in @tanstack/react-table), so a column added later shows.
 */
export type ColumnVisibility = Record<string, boolean>;

export function readColumnVisibility(storageKey: string): ColumnVisibility {
  const stored = readJson('local', storageKey);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, boolean] => entry[1] === false),
  );
}

export function useStoredColumnVisibility(storageKey: string) {
  const [visibility, setVisibility] = useState(() => readColumnVisibility(storageKey));
  const update = (next: ColumnVisibility) => {
    setVisibility(next);
    writeJson('local', storageKey, next);
  };
  return [visibility, update] as const;
}
