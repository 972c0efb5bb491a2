import type { StoreContext } from '../wordpress/context';
import type { FollowedTableName } from './followed-tables';

/**
 * The cheap questions following the site (follow-site.ts) asks of its database, each served
 * by a primary key or an index of the plugin's — never a scan of a whole large table:
 * - the highest id of each table (new rows);
 * - the posts whose `updated_at` moved (index `idx_status_updated_at`; the plugin moves it
 *   when a post is edited or commented on);
 * - a checksum of a range of ids ("chunk") of a table, to find rows changed or deleted
 *   without trace: COUNT and the BIT_XOR of each row's CRC32, as pt-table-checksum does; or,
 *   for deletions alone, of the ids (docs/decisions/042).
 */

/** Ids per checksummed chunk: 2–4 ms of the site's time for a chunk of posts at 200k. */
export const CHUNK_IDS = 5_000;

/** The table's id column: wp_users says `ID`, the plugin's tables `id`. */
const idColumn = (name: FollowedTableName) => (name === 'users' ? 'ID' : 'id');

/** The highest id of each table (0 when empty), in one statement. */
export async function readHighestIds(
  source: StoreContext,
  names: readonly FollowedTableName[],
): Promise<Map<FollowedTableName, number>> {
  const columns = names
    .map((name) => `(SELECT MAX(${idColumn(name)}) FROM ${source.tables[name]}) AS ${name}`)
    .join(', ');
  const [row] = await source.sql.rows<Record<string, number | string | null>>(
    'follow.highestIds',
    `SELECT ${columns}`,
  );
  return new Map(names.map((name) => [name, Number(row?.[name] ?? 0)]));
}

/** A post whose `updated_at` is at or after a moment. */
export interface UpdatedPost {
  id: number;
  updated_at: string;
}

/** At most this many updated posts per question; the rest are found by the next. */
export const UPDATED_POSTS_PER_READ = 1_000;

/**
 * Where following posts by `updated_at` has got to: the site's own `updated_at` text, and every
 * id read at exactly that moment. Several posts can share a second, in any id order: a post
 * updated later within the second the last poll read (with a lower id than those read) is
 * found by the next poll, not left to its chunk's checksum.
 */
export interface PostUpdateMark {
  at: string;
  ids: readonly number[];
}

/** The mark after reading `updated` (in keyset order) from `mark`. */
export function nextPostUpdateMark(
  mark: PostUpdateMark,
  updated: readonly UpdatedPost[],
): PostUpdateMark {
  const last = updated.at(-1);
  if (!last) return mark;
  const atLast = updated.filter((post) => post.updated_at === last.updated_at).map((p) => p.id);
  return {
    at: last.updated_at,
    ids: last.updated_at === mark.at ? [...mark.ids, ...atLast] : atLast,
  };
}

/**
 * A post dated more than a day ahead of the database's clock (an import, a wrong clock) is
 * never taken as where following has got to: it would hide every later update. Such a post
 * is still found by its chunk's checksum. A day covers any gap between the site's time zone,
 * in which the plugin writes `updated_at`, and the database's.
 */
const NOT_AHEAD = 'updated_at <= NOW() + INTERVAL 1 DAY';

/**
 * The posts updated after `mark`, oldest update first (keyset order: `updated_at`, then id).
 * The plugin's index starts with the status, so the statuses in use are read first (a loose
 * scan of that index) and the question asks each one's range.
 */
export async function readUpdatedPosts(
  source: StoreContext,
  mark: PostUpdateMark,
): Promise<UpdatedPost[]> {
  const posts = source.tables.posts;
  const statuses = await source.sql.rows<{ status: string | null }>(
    'follow.postStatuses',
    `SELECT DISTINCT status FROM ${posts}`,
  );
  const named = statuses.flatMap((row) => (row.status === null ? [] : [row.status]));
  if (named.length === 0) return [];
  const rows = await source.sql.rows<{ id: number; updated_at: string | null }>(
    'follow.updatedPosts',
    `SELECT id, updated_at FROM ${posts}
      WHERE status IN (?) AND updated_at >= ? AND NOT (updated_at = ? AND id IN (?))
        AND ${NOT_AHEAD}
      ORDER BY updated_at, id LIMIT ?`,
    // Ids start at 1: 0 stands for none read at that moment (IN () is not SQL).
    [named, mark.at, mark.at, mark.ids.length > 0 ? mark.ids : [0], UPDATED_POSTS_PER_READ],
  );
  return rows.map((row) => ({ id: Number(row.id), updated_at: String(row.updated_at ?? '') }));
}

/** The latest post update (and the ids updated then): where following posts starts. */
export async function readLatestPostUpdate(source: StoreContext): Promise<PostUpdateMark> {
  const posts = source.tables.posts;
  const [latest] = await source.sql.rows<{ at: string | null }>(
    'follow.latestPostUpdate',
    `SELECT MAX(updated_at) AS at FROM ${posts} WHERE ${NOT_AHEAD}`,
    [],
    'heavy',
  );
  if (latest?.at === null || latest?.at === undefined) return { at: '', ids: [] };
  const at = String(latest.at);
  const ids = await source.sql.rows<{ id: number }>(
    'follow.latestPostUpdate',
    `SELECT id FROM ${posts} WHERE updated_at = ?`,
    [at],
    'heavy',
  );
  return { at, ids: ids.map((row) => Number(row.id)) };
}

/**
 * Every column of a table, for its checksum; kept per site (its table names), whichever
 * pool reads it (a snapshot's too).
 */
const columnLists = new WeakMap<StoreContext['tables'], Map<FollowedTableName, string[]>>();

async function columnsOf(source: StoreContext, name: FollowedTableName): Promise<string[]> {
  let lists = columnLists.get(source.tables);
  if (!lists) {
    lists = new Map();
    columnLists.set(source.tables, lists);
  }
  const known = lists.get(name);
  if (known) return known;
  const rows = await source.sql.rows<{ name: string }>(
    'follow.columns',
    `SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS
      WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
    [source.tables[name]],
  );
  const columns = rows.map((row) => `\`${row.name.replace(/`/g, '``')}\``);
  lists.set(name, columns);
  return columns;
}

/**
 * What a chunk's checksum covers: `presence`, its rows' ids only (COUNT and BIT_XOR of the id:
 * a row deleted, or another in its place), read from the primary key alone and several times
 * cheaper; `content`, every column of every row as well (an edit that leaves no other trace).
 */
export type ChecksumKind = 'presence' | 'content';

/** A chunk's checksums as read: `content` only where that kind was read. */
export interface ChunkSums {
  presence: string;
  content?: string;
}

/**
 * The checksums of the chunks `first`…`last` of a table, by chunk number (chunk n holds ids
 * n × CHUNK_IDS … (n + 1) × CHUNK_IDS − 1). A chunk without rows has none. For `content`,
 * every column counts, NULL apart from 'NULL' (QUOTE); the presence comes with it.
 */
export async function readChunkChecksums(
  source: StoreContext,
  name: FollowedTableName,
  first: number,
  last: number,
  kind: ChecksumKind = 'content',
): Promise<Map<number, ChunkSums>> {
  const id = idColumn(name);
  let content = '';
  if (kind === 'content') {
    const columns = await columnsOf(source, name);
    content = `, BIT_XOR(CRC32(CONCAT_WS('#', ${columns.map((column) => `QUOTE(${column})`).join(', ')}))) AS x`;
  }
  const rows = await source.sql.rows<{
    chunk: number;
    n: number;
    ids: number | string;
    x?: number | string;
  }>(
    kind === 'content' ? 'follow.checksums' : 'follow.presence',
    `SELECT FLOOR(${id} / ${CHUNK_IDS}) AS chunk, COUNT(*) AS n, BIT_XOR(${id}) AS ids${content}
       FROM ${source.tables[name]} WHERE ${id} BETWEEN ? AND ? GROUP BY chunk`,
    [first * CHUNK_IDS, (last + 1) * CHUNK_IDS - 1],
    'heavy',
  );
  return new Map(
    rows.map((chunk) => {
      const presence = `${chunk.n}:${chunk.ids}`;
      const sums: ChunkSums =
        kind === 'content' ? { presence, content: `${chunk.x}` } : { presence };
      return [Number(chunk.chunk), sums];
    }),
  );
}
