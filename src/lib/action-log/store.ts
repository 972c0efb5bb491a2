import * as z from 'zod/mini';
import { readStorage, removeStorage, writeStorage } from '../storage';
import {
  actionLogEntrySchema,
  type ActionDescription,
  type ActionLogEntry,
  type ActionOutcome,
} from './entry';

/**
 * The action log on this device (docs/decisions/037-action-log-on-the-device.md): one list per
 * site and person in localStorage, so two accounts or two sites on one browser never see each
 * other's, and it survives a reload and a sign-out. It keeps the last `MAX_LOG_ENTRIES`,
 * dropping the oldest. Stored text that cannot be read counts as an empty log, and says so.
 * React reads it with `useSyncExternalStore` (use-action-log.ts); tabs agree through the
 * `storage` event.
 */
export interface ActionLogOwner {
  /** The site's REST root, as the session holds it. */
  root: string;
  /** The signed-in WordPress username. */
  username: string;
}

/** The most entries one person keeps for one site on a device. */
export const MAX_LOG_ENTRIES = 5_000;

const VERSION = 1;
const KEY_PREFIX = 'community-desk.action-log:';

/** The username is encoded, so the first `@` ends it and no two owners share a key. */
export function actionLogKey(owner: ActionLogOwner): string {
  return `${KEY_PREFIX}${encodeURIComponent(owner.username)}@${owner.root}`;
}

const storedLogSchema = z.object({
  version: z.literal(VERSION),
  entries: z.array(z.unknown()),
});

export interface ActionLogSnapshot {
  /** Oldest first, as they were taken. */
  entries: readonly ActionLogEntry[];
  /** Stored text was there that could not be read (all of it, or some entries). */
  unreadable: boolean;
}

const EMPTY: ActionLogSnapshot = { entries: [], unreadable: false };

function parseLog(raw: string | null): ActionLogSnapshot {
  if (raw === null) return EMPTY;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { entries: [], unreadable: true };
  }
  const stored = storedLogSchema.safeParse(json);
  if (!stored.success) return { entries: [], unreadable: true };
  const entries: ActionLogEntry[] = [];
  let unreadable = false;
  for (const item of stored.data.entries) {
    const entry = actionLogEntrySchema.safeParse(item);
    if (entry.success) entries.push(entry.data);
    else unreadable = true;
  }
  return { entries: entries.slice(-MAX_LOG_ENTRIES), unreadable };
}

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; snapshot: ActionLogSnapshot }>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The owner's log; the same object as long as storage holds the same text. */
function read(owner: ActionLogOwner): ActionLogSnapshot {
  const key = actionLogKey(owner);
  const raw = readStorage('local', key);
  const cached = snapshots.get(key);
  if (cached?.raw === raw) return cached.snapshot;
  const snapshot = parseLog(raw);
  snapshots.set(key, { raw, snapshot });
  return snapshot;
}

/**
 * Writes the list; when storage is full, drops the oldest half and tries again, down to none.
 * False when nothing could be kept.
 */
function write(owner: ActionLogOwner, entries: readonly ActionLogEntry[]): boolean {
  const key = actionLogKey(owner);
  let kept = entries;
  for (;;) {
    const text = JSON.stringify({ version: VERSION, entries: kept });
    writeStorage('local', key, text);
    if (readStorage('local', key) === text) {
      notify();
      return true;
    }
    if (kept.length === 0) return false;
    kept = kept.slice(Math.ceil(kept.length / 2));
  }
}

let counter = 0;

/** Unique on this device: the time, a counter, a random part (no secure context needed). */
function newEntryId(now: number): string {
  counter = (counter + 1) % 1_000_000;
  const random = Math.floor(Math.random() * 0x100000000).toString(36);
  return `${now.toString(36)}-${counter.toString(36)}-${random}`;
}

export const actionLogStore = {
  read,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Adds an action that ended now; the entry kept, or null when storage refused it. */
  record(
    owner: ActionLogOwner,
    description: ActionDescription,
    outcome: ActionOutcome,
    now = Date.now(),
  ): ActionLogEntry | null {
    const candidate = {
      id: newEntryId(now),
      at: now,
      who: owner.username,
      action: description.action,
      what: [...description.what],
      ...(description.subject === undefined ? {} : { subject: description.subject }),
      ...(description.place === undefined ? {} : { place: description.place }),
      result: outcome.result,
      ...(outcome.detail === undefined ? {} : { detail: outcome.detail.slice(0, 2_000) }),
    };
    const parsed = actionLogEntrySchema.safeParse(candidate);
    if (!parsed.success) return null;
    const entries = [...read(owner).entries, parsed.data].slice(-MAX_LOG_ENTRIES);
    return write(owner, entries) ? parsed.data : null;
  },

  /** Empties the owner's log (unreadable text included). */
  clear(owner: ActionLogOwner): void {
    removeStorage('local', actionLogKey(owner));
    notify();
  },
};

if (typeof window !== 'undefined') {
  // Another tab recorded or cleared: read again.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) notify();
  });
}
