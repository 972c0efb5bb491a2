import { availableParallelism } from 'node:os';

/**
 * At most `concurrency` password checks run at once; up to `queueLimit` more wait, and any
 * beyond that are refused at once (the caller answers 503 with Retry-After) instead of
 * queueing without end. Our own `$generic$` hashes cost microseconds, but a WordPress
 * database's phpass hashes cost milliseconds each, and the scrypt hashes older demos hold run
 * on libuv's thread pool (four threads unless UV_THREADPOOL_SIZE says otherwise), so checks
 * beyond the cores would only queue there, invisibly and without a limit.
 *
 * Fairness, because a flood refills a freed place faster than anyone else can take it
 * (docs/decisions/005):
 * - one client may hold at most `perClientLimit` places, running or waiting, so a single
 *   address firing many connections gets 429s instead of the queue;
 * - clients that failed lately are suspects: together they run at most `concurrency - 1`
 *   checks (when concurrency > 1), so a place is always left for everyone else and a
 *   clean client never waits for a flood's check to finish;
 * - waiting checks start fewest past failures first, then clients that signed in lately
 *   before unknown ones, then in arrival order; when the queue is full, a newcomer that
 *   ranks better takes the place of the worst waiting check, which is refused instead.
 */
export interface VerificationQueueOptions {
  concurrency?: number;
  queueLimit?: number;
  perClientLimit?: number;
}

/** What the caller knows of a check's client. */
export interface ClientStanding {
  /** Failed checks in the current window, this one aside. */
  pastFailures: number;
  /** Whether the client signed in with a right password lately. */
  signedInLately: boolean;
}

export type QueueRefusal = 'server_busy' | 'client_busy';

export type QueueOutcome<T> = { ok: true; value: T } | { ok: false; refusal: QueueRefusal };

export interface VerificationQueue {
  run<T>(
    client: string,
    standing: ClientStanding,
    task: () => Promise<T>,
  ): Promise<QueueOutcome<T>>;
  /** What `run` would answer now without running anything, so callers can refuse early. */
  refusalFor(client: string, standing: ClientStanding): QueueRefusal | null;
  /** Checks running and waiting now. */
  readonly load: { running: number; waiting: number };
}

interface Waiting {
  client: string;
  rank: number;
  suspect: boolean;
  /** true: its turn has come; false: a better check took its place. */
  resolve: (turn: boolean) => void;
}

/** libuv's thread pool, unless UV_THREADPOOL_SIZE says otherwise (config.ts reads it). */
export const DEFAULT_THREAD_POOL_SIZE = 4;

/** As many checks as run at once without queueing on libuv's pool: the cores, at most its threads. */
export function verificationConcurrency(threadPoolSize: number): number {
  return Math.max(1, Math.min(availableParallelism(), threadPoolSize));
}

const DEFAULT_VERIFICATION_CONCURRENCY = verificationConcurrency(DEFAULT_THREAD_POOL_SIZE);

/** Lower goes first: past failures weigh most, then whether the client signed in lately. */
const rankOf = ({ pastFailures, signedInLately }: ClientStanding) =>
  2 * pastFailures + (signedInLately ? 0 : 1);

/** The index of the waiting check `better` prefers, scanning in arrival order. */
function pick(waiting: readonly Waiting[], better: (a: Waiting, b: Waiting) => boolean): number {
  let chosen = 0;
  waiting.forEach((entry, index) => {
    const current = waiting[chosen];
    if (current && better(entry, current)) chosen = index;
  });
  return chosen;
}

export function createVerificationQueue(options: VerificationQueueOptions = {}): VerificationQueue {
  const concurrency = options.concurrency ?? DEFAULT_VERIFICATION_CONCURRENCY;
  const queueLimit = options.queueLimit ?? 2 * concurrency;
  const perClientLimit = options.perClientLimit ?? 2;
  const suspectLimit = Math.max(1, concurrency - 1);
  const waiting: Waiting[] = [];
  const placesByClient = new Map<string, number>();
  let running = 0;
  let runningSuspects = 0;

  const canStart = (suspect: boolean) =>
    running < concurrency && (!suspect || runningSuspects < suspectLimit);

  const start = (suspect: boolean) => {
    running += 1;
    if (suspect) runningSuspects += 1;
  };

  const givePlaceBack = (client: string) => {
    const places = (placesByClient.get(client) ?? 1) - 1;
    if (places > 0) placesByClient.set(client, places);
    else placesByClient.delete(client);
  };

  /** Starts the best waiting checks while places allow (strictly better to overtake). */
  const startWaiting = () => {
    while (waiting.length > 0) {
      const index = pick(waiting, (a, b) => a.rank < b.rank);
      const next = waiting[index];
      // The best one waits only for a suspect's place, and so does everyone behind it.
      if (!next || !canStart(next.suspect)) return;
      waiting.splice(index, 1);
      start(next.suspect);
      next.resolve(true);
    }
  };

  /** The waiting check a newcomer of `rank` may take the place of: the worst, if worse. */
  const worseThan = (rank: number): number | null => {
    // The worst rank; the latest among equals, so older waiters keep their turn.
    const index = pick(waiting, (a, b) => a.rank >= b.rank);
    const worst = waiting[index];
    return worst && worst.rank > rank ? index : null;
  };

  const refusalFor = (client: string, standing: ClientStanding): QueueRefusal | null => {
    if ((placesByClient.get(client) ?? 0) >= perClientLimit) return 'client_busy';
    if (canStart(standing.pastFailures > 0) || waiting.length < queueLimit) return null;
    return worseThan(rankOf(standing)) === null ? 'server_busy' : null;
  };

  return {
    refusalFor,
    async run<T>(
      client: string,
      standing: ClientStanding,
      task: () => Promise<T>,
    ): Promise<QueueOutcome<T>> {
      const refusal = refusalFor(client, standing);
      if (refusal) return { ok: false, refusal };
      const suspect = standing.pastFailures > 0;
      placesByClient.set(client, (placesByClient.get(client) ?? 0) + 1);
      if (canStart(suspect)) {
        start(suspect);
      } else {
        const rank = rankOf(standing);
        const displaced = waiting.length >= queueLimit ? worseThan(rank) : null;
        if (displaced !== null) {
          const [worst] = waiting.splice(displaced, 1);
          if (worst) givePlaceBack(worst.client);
          worst?.resolve(false);
        }
        // startWaiting counts it as running when its turn comes.
        const turn = await new Promise<boolean>((resolve) =>
          waiting.push({ client, rank, suspect, resolve }),
        );
        if (!turn) return { ok: false, refusal: 'server_busy' };
      }
      try {
        return { ok: true, value: await task() };
      } finally {
        running -= 1;
        if (suspect) runningSuspects -= 1;
        givePlaceBack(client);
        startWaiting();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
