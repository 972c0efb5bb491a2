import {
  CHECKSUM_TURN_MS,
  CHUNKS_PER_POLL,
  CONTENT_TURNS_LONGER,
  chunksForPoll,
  runsOf,
} from '../../server/store/local-copy/follow-site';
import {
  FOLLOWED_TABLES,
  type FollowedTableName,
} from '../../server/store/local-copy/followed-tables';
import {
  CHUNK_IDS,
  readChunkChecksums,
  readHighestIds,
  type ChecksumKind,
} from '../../server/store/local-copy/site-changes';
import type { StoreContext } from '../../server/store/wordpress/context';

/**
 * What a quiet poll's checksums cost the site (`bench:follow -- --checksums-only`), without a
 * copy: one turn of every column within CHECKSUM_TURN_MS (before docs/decisions/042 split it)
 * against the presence turn at that pace with the content turn CONTENT_TURNS_LONGER slower
 * (follow-site.ts). Each design reads its own part of the tables (half the chunks apart) and
 * goes first every other poll, so neither reads what the other has just brought into memory.
 */
export interface ChecksumCost {
  chunks: number;
  presencePerPoll: number;
  contentPerPoll: number;
  oneTurn: number[];
  twoTurns: number[];
}

type Picked = Map<FollowedTableName, Map<number, ChecksumKind>>;

export async function measureChecksumCost(
  source: StoreContext,
  pollMs: number,
  polls: number,
): Promise<ChecksumCost> {
  const names = FOLLOWED_TABLES.map((table) => table.name);
  const highest = await readHighestIds(source, names);
  const all: [FollowedTableName, number][] = [];
  for (const name of names) {
    const last = Math.floor((highest.get(name) ?? 0) / CHUNK_IDS);
    for (let chunk = 0; chunk <= last; chunk += 1) all.push([name, chunk]);
  }
  const pollsPerTurn = CHECKSUM_TURN_MS / pollMs;
  const presencePerPoll = chunksForPoll(all.length, CHUNKS_PER_POLL, pollsPerTurn);
  const contentPerPoll = chunksForPoll(
    all.length,
    CHUNKS_PER_POLL,
    pollsPerTurn * CONTENT_TURNS_LONGER,
  );

  /** `count` chunks from `from` on, as `kind`, added to `into` (a chunk read in full stays so). */
  const pick = (from: number, count: number, kind: ChecksumKind, into: Picked = new Map()) => {
    for (let index = 0; index < count; index += 1) {
      const [name, chunk] = all[(from + index) % all.length]!;
      const chunks = into.get(name) ?? new Map<number, ChecksumKind>();
      if (chunks.get(chunk) !== 'content') chunks.set(chunk, kind);
      into.set(name, chunks);
    }
    return into;
  };
  /** The time the site takes to answer a poll's checksums, as follow-site.ts asks them. */
  const read = async (picked: Picked) => {
    const started = performance.now();
    for (const [name, chunks] of picked) {
      for (const kind of ['content', 'presence'] as const) {
        const numbers = [...chunks].flatMap(([chunk, of]) => (of === kind ? [chunk] : []));
        for (const [first, last] of runsOf(numbers)) {
          await readChunkChecksums(source, name, first, last, kind);
        }
      }
    }
    return performance.now() - started;
  };

  const oneTurn: number[] = [];
  const twoTurns: number[] = [];
  let one = 0;
  let presence = Math.floor(all.length / 2);
  let content = presence;
  for (let poll = 0; poll < polls; poll += 1) {
    const before = () => read(pick(one, presencePerPoll, 'content'));
    const after = () =>
      read(pick(presence, presencePerPoll, 'presence', pick(content, contentPerPoll, 'content')));
    if (poll % 2 === 0) {
      oneTurn.push(await before());
      twoTurns.push(await after());
    } else {
      twoTurns.push(await after());
      oneTurn.push(await before());
    }
    one = (one + presencePerPoll) % all.length;
    presence = (presence + presencePerPoll) % all.length;
    content = (content + contentPerPoll) % all.length;
  }
  return { chunks: all.length, presencePerPoll, contentPerPoll, oneTurn, twoTurns };
}

/** The lines bench:follow prints for a ChecksumCost. */
export function checksumCostLines(cost: ChecksumCost, pollMs: number): string[] {
  const line = (label: string, times: readonly number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    return `  ${label}: p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, ${((mean / pollMs) * 100).toFixed(1)}% of one connection (mean)`;
  };
  return [
    `A quiet poll's checksums, ${cost.chunks.toLocaleString('en')} chunks of ${CHUNK_IDS.toLocaleString('en')} ids, one poll per ${pollMs / 1000} s, ${cost.oneTurn.length} polls each:`,
    line(`one turn, every column of ${cost.presencePerPoll} chunks`, cost.oneTurn),
    line(
      `two turns, the ids of ${cost.presencePerPoll} and every column of ${cost.contentPerPoll}`,
      cost.twoTurns,
    ),
  ];
}
