import { readJson, readStorage, writeStorage } from '../storage';
import {
  MAX_SAVED_VIEWS,
  SAVED_VIEWS_VERSION,
  savedViewSchema,
  storedViewsSchema,
  type SavedView,
  type ViewColumns,
} from './schema';
import { cleanName, nameProblem, viewNamed, type NameProblem } from './view-name';

/**
 * Saved views on this device, one list per person and site: two accounts, or two sites, on
 * one browser never see each other's views. Signing out keeps them for the next sign-in of the
 * same person. Tabs agree through the `storage` event; React reads the lists with
 * `useSyncExternalStore` (use-saved-views.ts).
 */
export interface ViewsOwner {
  /** The site's REST root, as the session holds it. */
  root: string;
  /** The signed-in WordPress username. */
  username: string;
}

const KEY_PREFIX = 'community-desk.saved-views:';

/** The username is encoded, so the first `@` ends it and no two owners share a key. */
export function storageKeyOf(owner: ViewsOwner): string {
  return `${KEY_PREFIX}${encodeURIComponent(owner.username)}@${owner.root}`;
}

export type ViewProblem =
  | NameProblem
  /** Already `MAX_SAVED_VIEWS` views. */
  | 'limit'
  /** The page cannot be saved (not a signed-in page of the app). */
  | 'not-a-page'
  /** The view was deleted meanwhile (in another tab). */
  | 'gone'
  /** Storage refused the write (full, blocked): nothing was kept. */
  | 'not-stored';

export type ViewResult = { ok: true; view: SavedView } | { ok: false; problem: ViewProblem };

export interface NewView {
  name: string;
  /** The page's in-app URL, as `readSignedInLocation` rebuilds it. */
  path: string;
  columns: ViewColumns | null;
}

/** Reads what is stored; anything unreadable counts as absent, one view at a time. */
function parseViews(raw: unknown): SavedView[] {
  const stored = storedViewsSchema.safeParse(raw);
  if (!stored.success) return [];
  const views: SavedView[] = [];
  for (const item of stored.data.views) {
    const view = savedViewSchema.safeParse(item);
    if (!view.success) continue;
    const duplicate =
      views.some((kept) => kept.id === view.data.id) || viewNamed(views, view.data.name);
    if (!duplicate && views.length < MAX_SAVED_VIEWS) views.push(view.data);
  }
  return views;
}

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; views: readonly SavedView[] }>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The owner's views in the order saved; the same array as long as storage holds the same text. */
function listViews(owner: ViewsOwner): readonly SavedView[] {
  const key = storageKeyOf(owner);
  const raw = readStorage('local', key);
  const cached = snapshots.get(key);
  if (cached?.raw === raw) return cached.views;
  const views = parseViews(raw === null ? null : readJson('local', key));
  snapshots.set(key, { raw, views });
  return views;
}

/** Writes the whole list; false when storage did not keep it. */
function writeViews(owner: ViewsOwner, views: readonly SavedView[]): boolean {
  const key = storageKeyOf(owner);
  const text = JSON.stringify({ version: SAVED_VIEWS_VERSION, views });
  writeStorage('local', key, text);
  const stored = readStorage('local', key) === text;
  if (stored) notify();
  return stored;
}

/** An id that needs no secure context (`crypto.randomUUID` does): 16 random bytes in hex. */
function newViewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const savedViewsStore = {
  list: listViews,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  save(owner: ViewsOwner, input: NewView, now = Date.now()): ViewResult {
    const views = listViews(owner);
    const name = cleanName(input.name);
    const problem = nameProblem(name, views);
    if (problem) return { ok: false, problem };
    if (views.length >= MAX_SAVED_VIEWS) return { ok: false, problem: 'limit' };
    const candidate = { ...input, name, id: newViewId(), createdAt: now, updatedAt: now };
    const parsed = savedViewSchema.safeParse(candidate);
    if (!parsed.success) return { ok: false, problem: 'not-a-page' };
    if (!writeViews(owner, [...views, parsed.data])) return { ok: false, problem: 'not-stored' };
    return { ok: true, view: parsed.data };
  },

  rename(owner: ViewsOwner, id: string, newName: string, now = Date.now()): ViewResult {
    const views = listViews(owner);
    const current = views.find((view) => view.id === id);
    if (!current) return { ok: false, problem: 'gone' };
    const name = cleanName(newName);
    const problem = nameProblem(name, views, id);
    if (problem) return { ok: false, problem };
    if (name === current.name) return { ok: true, view: current };
    const renamed = { ...current, name, updatedAt: now };
    const next = views.map((view) => (view.id === id ? renamed : view));
    if (!writeViews(owner, next)) return { ok: false, problem: 'not-stored' };
    return { ok: true, view: renamed };
  },

  /** Deletes a view; the deleted view, or null when it was already gone or storage refused. */
  remove(owner: ViewsOwner, id: string): SavedView | null {
    const views = listViews(owner);
    const removed = views.find((view) => view.id === id);
    if (!removed) return null;
    return writeViews(
      owner,
      views.filter((view) => view.id !== id),
    )
      ? removed
      : null;
  },
};

if (typeof window !== 'undefined') {
  // Another tab saved, renamed or deleted a view (or storage was cleared): read again.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) notify();
  });
}
