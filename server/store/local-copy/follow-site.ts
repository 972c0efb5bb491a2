import type { Database } from 'better-sqlite3';
import type { StoreContext } from '../wordpress/context';
import type { IdScope } from './copy-job';
import {
  changedRows,
  FOLLOWED_TABLES,
  highestHeldId,
  holdsAny,
  setProfileCopies,
  watchedRows,
  type Dependents,
  type FollowedTable,
  type FollowedTableName,
} from './followed-tables';
import {
  CHUNK_IDS,
  readChunkChecksums,
  readHighestIds,
  readLatestPostUpdate,
  nextPostUpdateMark,
  readUpdatedPosts,
  type PostUpdateMark,
} from './site-changes';

/**
 * Following the site (docs/decisions/024): after a local copy is built, each poll asks the
 * site what changed and copies exactly that again, into the copy being served:
 * - rows added since the last poll (ids above the highest seen), in every table;
 * - posts edited or commented on (their `updated_at` moved);
 * - a few chunks of ids of every table checksummed in turn, and copied again where the
 *   checksum moved: edits the plugin makes without moving `updated_at`, and deletions. The
 *   turn covers every chunk the site or the copy holds rows in (up to the higher of the two
 *   highest ids): a chunk the site emptied (a range deleted, the newest rows taken down) is
 *   copied again, which forgets its rows, if the copy still holds any.
 * Whatever a changed row's counters or copies touch is copied again with it (a like changes
 * its post's `reactions_count`, see followed-tables.ts). A poll writes in one transaction,
 * so a request reads the copy as it was before the poll or after it, never half-way.
 *
 * The site's options are not followed: the copy's are never read (sign-in and options always
 * come from the site, local-copy-store.ts).
 *
 * A chunk's checksum stands for the copy's rows of it. A chunk copied again at its turn is
 * read from one snapshot of the site (sql-pool.ts `snapshot`), its checksum too: what is
 * recorded is the checksum of exactly the rows copied (docs/decisions/033), so a row that
 * came and went, or changed and changed back, while the chunk was being copied shows at the
 * chunk's next turn, never hides. (The turn's own checksum, read before, only says whether to copy.) A quiet
 * poll, every checksum as recorded, copies nothing and opens no snapshot: it costs what it
 * did. A chunk that new rows, updated posts or dependents were copied into has no checksum
 * until its next turn copies it again (a post taken down before that turn leaves the site's
 * checksum as it was, not the copy's rows).
 */

/** Chunks checksummed per poll at least: at 200k posts, every chunk of the site in 4 minutes. */
export const CHUNKS_PER_POLL = 8;

/**
 * The longest a whole turn may take by default (LOCAL_COPY_TURN_MINUTES sets it), whatever the
 * site's size: a larger site gets more chunks
 * checksummed per poll, so that a deletion is found within minutes at 2M posts too (3,747
 * chunks: 8 a poll would take 40 minutes). What that costs the site grows with its rows:
 * docs/decisions/042.
 */
export const CHECKSUM_TURN_MS = 5 * 60_000;

/** How many chunks a poll checksums: `minimum`, or more where the turn would last too long. */
export function chunksForPoll(chunks: number, minimum: number, pollsPerTurn: number): number {
  return Math.min(chunks, Math.max(minimum, Math.ceil(chunks / Math.max(1, pollsPerTurn))));
}

/**
 * What is known of one table of the site: its highest id seen (rows above it are new), and
 * the checksum each chunk had when the copy's rows of it were copied. A chunk without one was
 * never checked, or was written since: it is not "empty" (whether the site or the copy holds
 * rows in it is read at its turn).
 */
interface TableState {
  highestId: number;
  checksums: Map<number, string>;
}

/** What a copy was made from, read from the site before the copy began. */
export interface FollowBaseline {
  tables: Map<FollowedTableName, TableState>;
  /** How far following posts by `updated_at` has got. */
  postsUpdated: PostUpdateMark;
}

const NAMES = FOLLOWED_TABLES.map((table) => table.name);

/**
 * Reads the site's highest ids, chunk checksums and latest post update, before a copy is
 * made: whatever changes while it is copied is then found by the first polls.
 */
export async function readFollowBaseline(source: StoreContext): Promise<FollowBaseline> {
  const [highest, latest] = await Promise.all([
    readHighestIds(source, NAMES),
    readLatestPostUpdate(source),
  ]);
  const tables = new Map<FollowedTableName, TableState>();
  for (const name of NAMES) {
    const highestId = highest.get(name) ?? 0;
    const checksums = new Map<number, string>();
    const lastChunk = Math.floor(highestId / CHUNK_IDS);
    // 20 chunks (100k ids) per statement: within the statement budget on a busy site.
    for (let first = 0; first <= lastChunk; first += 20) {
      const read = await readChunkChecksums(source, name, first, Math.min(lastChunk, first + 19));
      for (const [chunk, sum] of read) checksums.set(chunk, sum);
    }
    tables.set(name, { highestId, checksums });
  }
  return { tables, postsUpdated: latest };
}

/** What one poll found and did. */
export interface PollReport {
  /** Scopes copied again, per table (dependents included). */
  copied: Partial<Record<FollowedTableName, number>>;
  chunksChecked: number;
  ms: number;
}

/** Rows the site just changed at our request (an action it took), by id. */
export interface TouchedRows {
  name: FollowedTableName;
  ids: readonly number[];
}

export interface SiteFollower {
  /**
   * Asks the site what changed and copies it, with `touched` copied again whatever their
   * chunk's turn (docs/decisions/035); rejects (changing nothing) if the site fails.
   */
  poll(touched?: readonly TouchedRows[]): Promise<PollReport>;
}

/** How much of the checksum turn each poll takes on. */
export interface TurnPace {
  /** Chunks checksummed per poll at least (CHUNKS_PER_POLL). */
  chunksPerPoll?: number;
  /**
   * Polls a whole turn may take (CHECKSUM_TURN_MS over the time between polls); more chunks a
   * poll where it would take longer. Without it, `chunksPerPoll` exactly.
   */
  pollsPerTurn?: number;
}

/**
 * Follows the site into `db`, a writable connection to the copy that `baseline` was read
 * for. Polls must not overlap (the keeper runs one after the other).
 */
export function followSite(
  source: StoreContext,
  db: Database,
  baseline: FollowBaseline,
  { chunksPerPoll = CHUNKS_PER_POLL, pollsPerTurn = Infinity }: TurnPace = {},
): SiteFollower {
  let tables = baseline.tables;
  let postsUpdated = baseline.postsUpdated;
  /** Where the checksum turn is: an index into every (table, chunk) pair. */
  let turn = 0;

  /**
   * The next chunks in turn (`chunksForPoll`), by table, of every chunk up to the highest id
   * the site or the copy holds.
   */
  function nextChunks(highest: Map<FollowedTableName, number>): Map<FollowedTableName, number[]> {
    const all: [FollowedTableName, number][] = [];
    for (const table of FOLLOWED_TABLES) {
      const name = table.name;
      const top = Math.max(highest.get(name) ?? 0, highestHeldId(db, table));
      const last = Math.floor(top / CHUNK_IDS);
      for (let chunk = 0; chunk <= last; chunk += 1) all.push([name, chunk]);
    }
    const picked = new Map<FollowedTableName, number[]>();
    const count = chunksForPoll(all.length, chunksPerPoll, pollsPerTurn);
    for (let index = 0; index < count; index += 1) {
      const [name, chunk] = all[(turn + index) % all.length]!;
      picked.set(name, [...(picked.get(name) ?? []), chunk]);
    }
    turn = all.length === 0 ? 0 : (turn + count) % all.length;
    return picked;
  }

  /** Copies the site's rows of `scope` again; returns what hangs on the rows that changed. */
  async function copyAgain(
    table: FollowedTable,
    scope: IdScope,
    from: StoreContext = source,
  ): Promise<Dependents> {
    const before = table.watched ? watchedRows(db, table.watched, scope) : null;
    table.forget(db, scope);
    await table.copy({ source: from, target: db, scope });
    if (!table.watched || !before) return {};
    const after = watchedRows(db, table.watched, scope);
    return table.watched.dependents(changedRows(before, after), db);
  }

  /**
   * Copies chunk `chunk` of `table` again from one snapshot of the site, and reads its
   * checksum in the same snapshot: the checksum of the rows copied (undefined: none).
   */
  async function copyChunkAgain(
    table: FollowedTable,
    chunk: number,
  ): Promise<{ dependents: Dependents; checksum: string | undefined }> {
    return source.sql.snapshot('follow.chunkCopy', async (pinned) => {
      const from: StoreContext = { ...source, sql: pinned };
      const checksum = (await readChunkChecksums(from, table.name, chunk, chunk)).get(chunk);
      const scope = { from: chunk * CHUNK_IDS, to: (chunk + 1) * CHUNK_IDS - 1 };
      return { dependents: await copyAgain(table, scope, from), checksum };
    });
  }

  return {
    async poll(touched = []) {
      const started = performance.now();
      const [highest, updated] = await Promise.all([
        readHighestIds(source, NAMES),
        readUpdatedPosts(source, postsUpdated),
      ]);
      const chunks = nextChunks(highest);
      const checked = new Map<FollowedTableName, Map<number, string>>();
      const heldOnlyHere = new Map<FollowedTableName, Set<number>>();
      let chunksChecked = 0;
      for (const [name, numbers] of chunks) {
        // The turn's chunks of a table are consecutive (or wrap to its first): one statement
        // over the span between the lowest and the highest reads them all.
        const sums = await readChunkChecksums(
          source,
          name,
          Math.min(...numbers),
          Math.max(...numbers),
        );
        checked.set(name, sums);
        chunksChecked += numbers.length;
        const table = tableNamed(name);
        const gone = numbers.filter(
          (chunk) =>
            !sums.has(chunk) && holdsAny(db, table, chunk * CHUNK_IDS, (chunk + 1) * CHUNK_IDS - 1),
        );
        heldOnlyHere.set(name, new Set(gone));
      }

      const { work, nextTables } = planWork(tables, highest, chunks, checked, heldOnlyHere);
      if (updated.length > 0) {
        work.push({ name: 'posts', scope: { ids: updated.map((post) => post.id) }, chunk: null });
      }
      for (const { name, ids } of touched) {
        if (ids.length > 0) work.push({ name, scope: { ids: [...ids] }, chunk: null });
      }
      const nextPostsUpdated = nextPostUpdateMark(postsUpdated, updated);

      const copied: PollReport['copied'] = {};
      if (work.length > 0) {
        db.exec('BEGIN IMMEDIATE');
        try {
          const again: Record<string, Set<number>> = {};
          const profileCopies = new Set<number>();
          const run = async ({ name, scope, chunk }: Work) => {
            const { checksums } = nextTables.get(name)!;
            let dependents: Dependents;
            if (chunk === null) {
              dependents = await copyAgain(tableNamed(name), scope);
              forgetChecksums(checksums, scope);
            } else {
              const copiedChunk = await copyChunkAgain(tableNamed(name), chunk);
              dependents = copiedChunk.dependents;
              if (copiedChunk.checksum === undefined) checksums.delete(chunk);
              else checksums.set(chunk, copiedChunk.checksum);
            }
            copied[name] = (copied[name] ?? 0) + 1;
            for (const [key, values] of Object.entries(dependents)) {
              if (key === 'profileCopiesOf') values.forEach((id) => profileCopies.add(id));
              else for (const id of values) (again[key] ??= new Set()).add(id);
            }
          };
          for (const item of work) await run(item);
          // Dependents in the tables' order: users → profiles → (copies); reactions →
          // comments → posts. Each table's dependents come later in the order, so one pass.
          for (const name of DEPENDENT_ORDER) {
            const wanted = again[name];
            if (wanted && wanted.size > 0) {
              delete again[name];
              await run({ name, scope: { ids: [...wanted] }, chunk: null });
            }
          }
          setProfileCopies(db, [...profileCopies]);
          db.exec('COMMIT');
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      }
      tables = nextTables;
      postsUpdated = nextPostsUpdated;
      return { copied, chunksChecked, ms: performance.now() - started };
    },
  };
}

/**
 * One scope of a table to copy again: a chunk whose checksum moved (`chunk`), or rows found
 * otherwise (new, updated, dependents: `chunk` null).
 */
interface Work {
  name: FollowedTableName;
  scope: IdScope;
  chunk: number | null;
}

const tableNamed = (name: FollowedTableName): FollowedTable =>
  FOLLOWED_TABLES.find((table) => table.name === name)!;

/**
 * What to copy again, from the rows that came since the last poll (ids above the highest
 * seen) and the turn's chunks: one whose checksum is not the one its rows were copied at
 * (moved, or never known), or one the site holds no rows in where the copy still does
 * (`heldOnlyHere`). And what is known of each table once that is done: the checksums just
 * read, where they match the copy's rows; a chunk copied again gets the checksum read with
 * its rows instead (`copyChunkAgain`).
 */
function planWork(
  tables: ReadonlyMap<FollowedTableName, TableState>,
  highest: ReadonlyMap<FollowedTableName, number>,
  chunks: ReadonlyMap<FollowedTableName, readonly number[]>,
  checked: ReadonlyMap<FollowedTableName, ReadonlyMap<number, string>>,
  heldOnlyHere: ReadonlyMap<FollowedTableName, ReadonlySet<number>>,
): { work: Work[]; nextTables: Map<FollowedTableName, TableState> } {
  const work: Work[] = [];
  const nextTables = new Map<FollowedTableName, TableState>();
  for (const name of NAMES) {
    const state = tables.get(name) ?? { highestId: 0, checksums: new Map<number, string>() };
    const top = highest.get(name) ?? 0;
    if (top > state.highestId) {
      work.push({ name, scope: { from: state.highestId + 1, to: top }, chunk: null });
    }
    const checksums = new Map(state.checksums);
    for (const chunk of chunks.get(name) ?? []) {
      const now = checked.get(name)?.get(chunk);
      const copyAgain =
        now === undefined
          ? (heldOnlyHere.get(name)?.has(chunk) ?? false)
          : now !== state.checksums.get(chunk);
      if (now === undefined) checksums.delete(chunk);
      else checksums.set(chunk, now);
      if (copyAgain) {
        work.push({
          name,
          scope: { from: chunk * CHUNK_IDS, to: (chunk + 1) * CHUNK_IDS - 1 },
          chunk,
        });
      }
    }
    nextTables.set(name, { highestId: Math.max(top, state.highestId), checksums });
  }
  return { work, nextTables };
}

/**
 * Forgets the checksums of the chunks `scope` (copied otherwise than by its chunk's turn)
 * wrote: the copy's rows there are no longer those the checksum was read for.
 */
function forgetChecksums(checksums: Map<number, string>, scope: IdScope): void {
  if ('ids' in scope) {
    for (const id of scope.ids) checksums.delete(Math.floor(id / CHUNK_IDS));
    return;
  }
  for (const chunk of checksums.keys()) {
    const first = chunk * CHUNK_IDS;
    if (first <= scope.to && first + CHUNK_IDS - 1 >= scope.from) checksums.delete(chunk);
  }
}

/** Tables whose rows others' changes copy again, each after those that can ask for it. */
const DEPENDENT_ORDER: readonly FollowedTableName[] = ['xprofile', 'comments', 'posts'];
