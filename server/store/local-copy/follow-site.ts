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
  type ChecksumKind,
  type ChunkSums,
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
 * - chunks of ids of every table checksummed in turn, and copied again where the checksum
 *   moved. Two turns go round every chunk the site or the copy holds rows in (up to the
 *   higher of the two highest ids): the presence turn checksums the ids alone and finds
 *   deletions, within CHECKSUM_TURN_MS whatever the site's size; the content turn checksums
 *   every column and finds edits the plugin makes without moving `updated_at`, at most
 *   CHUNKS_PER_POLL chunks a poll unless that would take longer than CONTENT_TURNS_LONGER
 *   presence turns. Reading the ids is several times cheaper than every column, which on a
 *   large site is what a quiet poll costs (docs/decisions/042). On a site small enough, the
 *   two turns are one. A chunk the site emptied (a range deleted, the newest rows taken
 *   down) is copied again, which forgets its rows, if the copy still holds any.
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
 * The longest a whole presence turn may take by default (LOCAL_COPY_TURN_MINUTES sets it),
 * whatever the site's size: a larger site gets more chunks' ids checksummed per poll, so
 * that a deletion is found within minutes at 2M posts too (3,747 chunks: 8 a poll would take
 * 40 minutes). What that costs the site grows with its rows: docs/decisions/042.
 */
export const CHECKSUM_TURN_MS = 5 * 60_000;

/**
 * A content turn takes at most this many presence turns (30 minutes by default): every
 * column of a 2M-post site each 5 minutes kept about half of one of the site's connections
 * busy (docs/decisions/042), for edits that leave no other trace.
 */
export const CONTENT_TURNS_LONGER = 6;

/** How many chunks a poll checksums: `minimum`, or more where the turn would last too long. */
export function chunksForPoll(chunks: number, minimum: number, pollsPerTurn: number): number {
  return Math.min(chunks, Math.max(minimum, Math.ceil(chunks / Math.max(1, pollsPerTurn))));
}

/** A chunk's checksums of both kinds, as the copy's rows of it were copied. */
type RecordedSums = Required<ChunkSums>;

/**
 * What is known of one table of the site: its highest id seen (rows above it are new), and
 * the checksums each chunk had when the copy's rows of it were copied. A chunk without them
 * was never checked, or was written since: it is not "empty" (whether the site or the copy
 * holds rows in it is read at its turn).
 */
interface TableState {
  highestId: number;
  checksums: Map<number, RecordedSums>;
}

/** Read with its content: both kinds (readChunkChecksums). */
const recorded = (sums: ChunkSums): RecordedSums | undefined =>
  sums.content === undefined ? undefined : { presence: sums.presence, content: sums.content };

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
    const checksums = new Map<number, RecordedSums>();
    const lastChunk = Math.floor(highestId / CHUNK_IDS);
    // 20 chunks (100k ids) per statement: within the statement budget on a busy site.
    for (let first = 0; first <= lastChunk; first += 20) {
      const read = await readChunkChecksums(source, name, first, Math.min(lastChunk, first + 19));
      for (const [chunk, sums] of read) {
        const both = recorded(sums);
        if (both) checksums.set(chunk, both);
      }
    }
    tables.set(name, { highestId, checksums });
  }
  return { tables, postsUpdated: latest };
}

/** What one poll found and did. */
export interface PollReport {
  /** Scopes copied again, per table (dependents included). */
  copied: Partial<Record<FollowedTableName, number>>;
  /** Chunks checksummed, every column (content) or their ids alone (presence only). */
  chunksChecked: number;
  presenceChecked: number;
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

/** How much of the checksum turns each poll takes on. */
export interface TurnPace {
  /** Chunks checksummed per poll at least, in each turn (CHUNKS_PER_POLL). */
  chunksPerPoll?: number;
  /**
   * Polls a whole presence turn may take (CHECKSUM_TURN_MS over the time between polls), and
   * a content turn CONTENT_TURNS_LONGER times that; more chunks a poll where a turn would
   * take longer. Without it, `chunksPerPoll` exactly, and the two turns are one.
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
  /** Where each turn is: an index into every (table, chunk) pair. */
  const turns: Record<ChecksumKind, number> = { presence: 0, content: 0 };

  /**
   * The next chunks of each turn (`chunksForPoll`), by table and kind, of every chunk up to
   * the highest id the site or the copy holds. A chunk in both turns is read once, in full.
   */
  function nextChunks(highest: Map<FollowedTableName, number>): TurnChunks {
    const all: [FollowedTableName, number][] = [];
    for (const table of FOLLOWED_TABLES) {
      const name = table.name;
      const top = Math.max(highest.get(name) ?? 0, highestHeldId(db, table));
      const last = Math.floor(top / CHUNK_IDS);
      for (let chunk = 0; chunk <= last; chunk += 1) all.push([name, chunk]);
    }
    const picked: TurnChunks = new Map();
    const take = (kind: ChecksumKind, count: number) => {
      for (let index = 0; index < count; index += 1) {
        const [name, chunk] = all[(turns[kind] + index) % all.length]!;
        const chunks = picked.get(name) ?? new Map<number, ChecksumKind>();
        if (chunks.get(chunk) !== 'content') chunks.set(chunk, kind);
        picked.set(name, chunks);
      }
      turns[kind] = all.length === 0 ? 0 : (turns[kind] + count) % all.length;
    };
    take('content', chunksForPoll(all.length, chunksPerPoll, pollsPerTurn * CONTENT_TURNS_LONGER));
    take('presence', chunksForPoll(all.length, chunksPerPoll, pollsPerTurn));
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
  ): Promise<{ dependents: Dependents; checksum: RecordedSums | undefined }> {
    return source.sql.snapshot('follow.chunkCopy', async (pinned) => {
      const from: StoreContext = { ...source, sql: pinned };
      const read = (await readChunkChecksums(from, table.name, chunk, chunk)).get(chunk);
      const checksum = read && recorded(read);
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
      const checked = new Map<FollowedTableName, Map<number, ChunkSums>>();
      const heldOnlyHere = new Map<FollowedTableName, Set<number>>();
      const counted: Record<ChecksumKind, number> = { presence: 0, content: 0 };
      for (const [name, kinds] of chunks) {
        const sums = new Map<number, ChunkSums>();
        for (const kind of ['content', 'presence'] as const) {
          const numbers = [...kinds].flatMap(([chunk, of]) => (of === kind ? [chunk] : []));
          counted[kind] += numbers.length;
          // A turn's chunks of a table are consecutive, or wrap to its first: one statement
          // per run of them.
          for (const [first, last] of runsOf(numbers)) {
            for (const [chunk, read] of await readChunkChecksums(source, name, first, last, kind)) {
              sums.set(chunk, read);
            }
          }
        }
        checked.set(name, sums);
        const table = tableNamed(name);
        const gone = [...kinds.keys()].filter(
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
      return {
        copied,
        chunksChecked: counted.content,
        presenceChecked: counted.presence,
        ms: performance.now() - started,
      };
    },
  };
}

/** The chunks a poll checksums, by table: each chunk with the kind of checksum read. */
type TurnChunks = Map<FollowedTableName, Map<number, ChecksumKind>>;

/** Runs of consecutive numbers, as [first, last]: `[7, 8, 0, 1]` is `[0, 1]` and `[7, 8]`. */
export function runsOf(numbers: readonly number[]): [number, number][] {
  const sorted = [...numbers].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const number of sorted) {
    const run = runs.at(-1);
    if (run && number === run[1] + 1) run[1] = number;
    else runs.push([number, number]);
  }
  return runs;
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
 * seen) and the turns' chunks: one whose checksum of the kind read is not the one its rows
 * were copied at (moved, or never known), or one the site holds no rows in where the copy
 * still does (`heldOnlyHere`). And what is known of each table once that is done: a chunk
 * the site holds no rows in has no checksums; one copied again gets those read with its rows
 * (`copyChunkAgain`); the others keep theirs, which still stand for the copy's rows.
 */
function planWork(
  tables: ReadonlyMap<FollowedTableName, TableState>,
  highest: ReadonlyMap<FollowedTableName, number>,
  chunks: TurnChunks,
  checked: ReadonlyMap<FollowedTableName, ReadonlyMap<number, ChunkSums>>,
  heldOnlyHere: ReadonlyMap<FollowedTableName, ReadonlySet<number>>,
): { work: Work[]; nextTables: Map<FollowedTableName, TableState> } {
  const work: Work[] = [];
  const nextTables = new Map<FollowedTableName, TableState>();
  for (const name of NAMES) {
    const state = tables.get(name) ?? {
      highestId: 0,
      checksums: new Map<number, RecordedSums>(),
    };
    const top = highest.get(name) ?? 0;
    if (top > state.highestId) {
      work.push({ name, scope: { from: state.highestId + 1, to: top }, chunk: null });
    }
    const checksums = new Map(state.checksums);
    for (const chunk of chunks.get(name)?.keys() ?? []) {
      const now = checked.get(name)?.get(chunk);
      const was = state.checksums.get(chunk);
      const copyAgain =
        now === undefined
          ? (heldOnlyHere.get(name)?.has(chunk) ?? false)
          : was === undefined ||
            now.presence !== was.presence ||
            (now.content !== undefined && now.content !== was.content);
      if (now === undefined) checksums.delete(chunk);
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
function forgetChecksums(checksums: Map<number, RecordedSums>, scope: IdScope): void {
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
