/**
 * Web Storage that never throws: storage can be disabled, full, or blocked in private modes,
 * and a dashboard should then simply forget instead of crashing.
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageArea, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Out of quota or blocked: the value is simply not remembered.
  }
}

export function removeStorage(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** Reads JSON written by `writeJson`; anything unreadable counts as absent. */
export function readJson(kind: StorageArea, key: string): unknown {
  const raw = readStorage(kind, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(kind: StorageArea, key: string, value: unknown): void {
  writeStorage(kind, key, JSON.stringify(value));
}
