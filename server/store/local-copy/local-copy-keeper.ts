import type { Store } from '../store';
import type { StoreContext } from '../wordpress/context';
import { buildLocalCopy, removeOtherCopies, type Copier, type LocalCopy } from './build-local-copy';
import { storeWithLocalCopy } from './local-copy-store';

/** A Store over one copy's file (the server's pooled SQLite store, in production). */
export type OpenCopyStore = (file: string) => Promise<Store & { close(): Promise<void> }>;

export interface LocalCopyKeeperOptions {
  /** The live site's store: sign-in and options always, everything else until a copy is ready. */
  live: Store;
  /** The same site's pool and tables, for reading it whole. */
  source: StoreContext;
  dataDir: string;
  copiers: readonly Copier[];
  openCopyStore: OpenCopyStore;
  /**
   * Time between the end of one build and the start of the next, or `paced`: a multiple of
   * the last build's time (`pacedDelayMs`).
   */
  refreshMs: number | 'paced';
  /** How long a replaced copy stays open for the requests already using it. */
  graceMs?: number;
  log: (line: string) => void;
}

export interface LocalCopyKeeper {
  /** Routes each call to the newest complete copy (live before the first). */
  store: Store;
  /** The copy being served, or null while the first is built (or if every build failed). */
  current(): LocalCopy | null;
  /** Resolves when the first build has ended, whether it succeeded or not. */
  firstBuild: Promise<void>;
  close(): Promise<void>;
}

interface Serving {
  copy: LocalCopy;
  store: Store & { close(): Promise<void> };
}

const DEFAULT_GRACE_MS = 30_000;

/** Paced rebuilds wait this many times as long as the last build took… */
export const PACED_BUILD_MULTIPLE = 20;
/** …but at least a minute, and at most an hour. */
export const PACED_MIN_MS = 60_000;
export const PACED_MAX_MS = 60 * 60_000;

/**
 * The wait before the next paced build: a small community (a build in a second) is copied
 * again every minute; the 200k-post benchmark (27 s) every 9 minutes, its builds then taking
 * about 5% of one core here and a full read of the site's tables (~2 s of its database's time)
 * that often. After a failed build, the longest wait.
 */
export function pacedDelayMs(lastBuildMs: number | null): number {
  if (lastBuildMs === null) return PACED_MAX_MS;
  return Math.min(PACED_MAX_MS, Math.max(PACED_MIN_MS, PACED_BUILD_MULTIPLE * lastBuildMs));
}

/**
 * Keeps a local copy of a WordPress site (docs/decisions/024): builds one at once (while it
 * is built, the site itself answers), then builds a new one `refreshMs` (or the paced delay)
 * after each build ends and swaps it in; the copy it replaces closes once the requests using it have had
 * `graceMs`, and its file is deleted. A build that fails leaves the copy being served (or the
 * site) answering, says why in one line, and is tried again after the same wait (paced: the longest). Copies left by
 * an earlier run are deleted first: they are older than the site.
 */
export function keepLocalCopy(options: LocalCopyKeeperOptions): LocalCopyKeeper {
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  let serving: Serving | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  /** How long the last build took (null: it failed), for paced rebuilds. */
  let lastBuildMs: number | null = null;
  const nextDelayMs = () =>
    options.refreshMs === 'paced' ? pacedDelayMs(lastBuildMs) : options.refreshMs;
  const retiring = new Set<Promise<void>>();
  removeOtherCopies(options.dataDir, null);

  function retire(old: Serving): void {
    const done = new Promise<void>((resolve) => {
      const wait = setTimeout(resolve, closed ? 0 : graceMs);
      wait.unref();
    })
      .then(() => old.store.close())
      .catch(() => undefined)
      .then(() => removeOtherCopies(options.dataDir, serving?.copy.file ?? null));
    retiring.add(done);
    void done.then(() => retiring.delete(done));
  }

  async function build(): Promise<void> {
    try {
      lastBuildMs = null;
      const copy = await buildLocalCopy(options.source, options.dataDir, options.copiers);
      lastBuildMs = copy.seconds * 1000;
      if (closed) {
        removeOtherCopies(options.dataDir, serving?.copy.file ?? null);
        return;
      }
      const store = await options.openCopyStore(copy.file);
      const old = serving;
      serving = { copy, store };
      if (old) retire(old);
      options.log(
        `Local copy ready: ${describeRows(copy)} in ${copy.seconds.toFixed(1)} s ` +
          `(the site as of ${copy.takenAt.toISOString()}); the next in ${minutes(nextDelayMs())}.`,
      );
    } catch (error) {
      // Closing ends a build midway (its connections go): nothing to report.
      if (closed) return;
      const reason = error instanceof Error ? error.message : String(error);
      options.log(
        `Local copy not built: ${reason} ${serving ? 'The previous copy' : 'The site itself'} keeps answering; ` +
          `trying again in ${minutes(nextDelayMs())}.`,
      );
    }
  }

  function schedule(): void {
    if (closed) return;
    timer = setTimeout(() => void build().then(schedule), nextDelayMs());
    timer.unref();
  }

  const firstBuild = build().then(schedule);
  return {
    store: storeWithLocalCopy(options.live, () => serving?.store ?? null),
    current: () => serving?.copy ?? null,
    firstBuild,
    // A build still running is not waited for (it can take a minute): it stops when the
    // site's pool closes, and whatever it wrote is deleted.
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const last = serving;
      serving = null;
      if (last) await last.store.close();
      await Promise.all([...retiring]);
      removeOtherCopies(options.dataDir, null);
    },
  };
}

function minutes(ms: number): string {
  const value = ms / 60_000;
  return value === 1 ? '1 minute' : `${Number(value.toFixed(1))} minutes`;
}

function describeRows(copy: LocalCopy): string {
  const count = (table: string) => (copy.rows[table] ?? 0).toLocaleString('en');
  return `${count('fcom_xprofile')} profiles, ${count('fcom_posts')} posts, ${count('fcom_post_comments')} comments`;
}
