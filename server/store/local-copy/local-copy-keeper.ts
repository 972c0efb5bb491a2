import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { Store } from '../store';
import type { StoreContext } from '../wordpress/context';
import {
  buildLocalCopy,
  openCopyWriter,
  removeOtherCopies,
  type Copier,
  type LocalCopy,
} from './build-local-copy';
import {
  CHECKSUM_TURN_MS,
  followSite,
  type FollowBaseline,
  type SiteFollower,
  type TouchedRows,
} from './follow-site';
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
   * Time between polls that copy what changed on the site into the copy being served
   * (follow-site.ts), or null: the copy is never followed (only rebuilt, if `rebuildMs`).
   */
  followMs: number | null;
  /**
   * Chunks of the site checksummed per poll, exactly (for tests). By default CHUNKS_PER_POLL,
   * or more on a site too large for a whole turn within CHECKSUM_TURN_MS (follow-site.ts).
   */
  chunksPerPoll?: number;
  /** Time within which following checks every row's presence (default CHECKSUM_TURN_MS). */
  turnMs?: number;
  /** Time between the end of one build and the start of a whole new one, or null: never. */
  rebuildMs: number | null;
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
  /**
   * Runs one poll of the site now (after any poll under way), copying `touched` again too;
   * false if it failed or none ran (no copy yet, or the copy is not followed).
   */
  followNow(touched?: readonly TouchedRows[]): Promise<boolean>;
  close(): Promise<void>;
}

interface Serving {
  copy: LocalCopy;
  store: Store & { close(): Promise<void> };
  /** The copy's one writable connection and its follower, when followed. */
  following: { db: SqliteDatabase; follower: SiteFollower } | null;
}

const DEFAULT_GRACE_MS = 30_000;

/** Polls of the site, by default: what changes there shows in the copy within seconds. */
export const DEFAULT_FOLLOW_MS = 5_000;

/**
 * Keeps a local copy of a WordPress site (docs/decisions/024): builds one at once (while it
 * is built, the site itself answers), then follows the site into it every `followMs`
 * (follow-site.ts), and, if `rebuildMs` is set, builds a whole new one that long after each
 * build ends and swaps it in; a copy replaced closes once the requests using it have had
 * `graceMs`, and its file is deleted. A build that fails leaves the copy being served (or the
 * site) answering, says why in one line, and is tried again after `rebuildMs` (or, with
 * none, after FAILED_BUILD_RETRY_MS). A poll that fails changes nothing, is said once, and is
 * tried again at the next poll. Copies left by an earlier run are deleted first: they are
 * older than the site.
 */
export function keepLocalCopy(options: LocalCopyKeeperOptions): LocalCopyKeeper {
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  let serving: Serving | null = null;
  let closed = false;
  let buildTimer: NodeJS.Timeout | null = null;
  let followTimer: NodeJS.Timeout | null = null;
  /** The poll under way (polls never overlap). */
  let polling: Promise<boolean> = Promise.resolve(false);
  /** The failing spell's first reason, said once until a poll succeeds. */
  let failing: string | null = null;
  const retiring = new Set<Promise<void>>();
  removeOtherCopies(options.dataDir, null);

  function retire(old: Serving): void {
    const done = new Promise<void>((resolve) => {
      const wait = setTimeout(resolve, closed ? 0 : graceMs);
      wait.unref();
    })
      .then(() => old.store.close())
      .catch(() => undefined)
      .then(() => old.following?.db.close())
      .then(() => removeOtherCopies(options.dataDir, serving?.copy.file ?? null));
    retiring.add(done);
    void done.then(() => retiring.delete(done));
  }

  async function pollOnce(touched: readonly TouchedRows[] = []): Promise<boolean> {
    const current = serving?.following;
    if (!current || closed) return false;
    try {
      await current.follower.poll(touched);
      if (failing !== null) options.log('Local copy: following the site again.');
      failing = null;
      return true;
    } catch (error) {
      if (closed) return false;
      const reason = error instanceof Error ? error.message : String(error);
      // Once per spell, whatever its reasons: a database going away fails its first poll
      // with a connection lost, the next ones with a connection refused (docs/decisions/041).
      if (failing === null) {
        options.log(
          `Local copy: could not follow the site (${reason}). The copy keeps answering as it is; ` +
            `trying again every ${seconds(options.followMs ?? 0)}.`,
        );
      }
      failing = reason;
      return false;
    }
  }

  function followNow(touched: readonly TouchedRows[] = []): Promise<boolean> {
    const once = () => pollOnce(touched);
    polling = polling.then(once, once);
    return polling;
  }

  function scheduleFollow(): void {
    if (closed || options.followMs === null) return;
    followTimer = setTimeout(() => void followNow().then(scheduleFollow), options.followMs);
    followTimer.unref();
  }

  /** The copy's one writable connection, and its follower. */
  function follow(file: string, baseline: FollowBaseline): Serving['following'] {
    const db = openCopyWriter(file);
    // Tests set the pace exactly; a server keeps a whole turn within CHECKSUM_TURN_MS.
    const pace =
      options.chunksPerPoll !== undefined || options.followMs === null
        ? { chunksPerPoll: options.chunksPerPoll }
        : { pollsPerTurn: (options.turnMs ?? CHECKSUM_TURN_MS) / Math.max(1, options.followMs) };
    return { db, follower: followSite(options.source, db, baseline, pace) };
  }

  async function build(): Promise<boolean> {
    let following: Serving['following'] = null;
    try {
      const copy = await buildLocalCopy(options.source, options.dataDir, options.copiers, {
        baseline: options.followMs !== null,
      });
      if (closed) {
        removeOtherCopies(options.dataDir, serving?.copy.file ?? null);
        return false;
      }
      // The writer first: it keeps the copy's write-ahead log, which the readers share.
      following = copy.baseline ? follow(copy.file, copy.baseline) : null;
      const store = await options.openCopyStore(copy.file);
      // The copy replaced stops being followed before this one starts (polls never overlap).
      await polling;
      const old = serving;
      serving = { copy, store, following };
      if (old) retire(old);
      options.log(
        `Local copy ready: ${describeRows(copy)} in ${copy.seconds.toFixed(1)} s ` +
          `(the site as of ${copy.takenAt.toISOString()}); ` +
          (options.followMs === null
            ? 'not followed'
            : `following the site every ${seconds(options.followMs)}`) +
          (options.rebuildMs === null ? '.' : `, rebuilt every ${minutes(options.rebuildMs)}.`),
      );
      return true;
    } catch (error) {
      following?.db.close();
      // Closing ends a build midway (its connections go): nothing to report.
      if (closed) return false;
      const reason = error instanceof Error ? error.message : String(error);
      const retryMs = options.rebuildMs ?? FAILED_BUILD_RETRY_MS;
      options.log(
        `Local copy not built: ${reason} ${serving ? 'The previous copy' : 'The site itself'} keeps answering; ` +
          `trying again in ${minutes(retryMs)}.`,
      );
      return false;
    }
  }

  function scheduleBuild(built: boolean): void {
    if (closed) return;
    const waitMs = built ? options.rebuildMs : (options.rebuildMs ?? FAILED_BUILD_RETRY_MS);
    if (waitMs === null) return;
    buildTimer = setTimeout(() => void build().then(scheduleBuild), waitMs);
    buildTimer.unref();
  }

  const firstBuild = build().then(scheduleBuild);
  // Polls before the first copy is ready find nothing to follow.
  scheduleFollow();
  return {
    store: storeWithLocalCopy(options.live, () => serving?.store ?? null),
    current: () => serving?.copy ?? null,
    firstBuild,
    followNow,
    // A build still running is not waited for (it can take a minute): it stops when the
    // site's pool closes, and whatever it wrote is deleted.
    async close() {
      closed = true;
      if (buildTimer) clearTimeout(buildTimer);
      if (followTimer) clearTimeout(followTimer);
      await polling;
      const last = serving;
      serving = null;
      if (last) {
        await last.store.close();
        last.following?.db.close();
      }
      await Promise.all([...retiring]);
      removeOtherCopies(options.dataDir, null);
    },
  };
}

/** After a failed build with no rebuilds asked for: the first copy is tried again this often. */
export const FAILED_BUILD_RETRY_MS = 60 * 60_000;

function seconds(ms: number): string {
  const value = ms / 1000;
  return value === 1 ? '1 second' : `${Number(value.toFixed(1))} seconds`;
}

function minutes(ms: number): string {
  const value = ms / 60_000;
  return value === 1 ? '1 minute' : `${Number(value.toFixed(1))} minutes`;
}

function describeRows(copy: LocalCopy): string {
  const count = (table: string) => (copy.rows[table] ?? 0).toLocaleString('en');
  return `${count('fcom_xprofile')} profiles, ${count('fcom_posts')} posts, ${count('fcom_post_comments')} comments`;
}
