import { Worker } from 'node:worker_threads';
import { QueryTimeoutError } from '../query-timeout';
import {
  fromRemoteError,
  type HeldCalls,
  type ReadReply,
  type ReadRequest,
  type ReadWorkerData,
} from './read-protocol';
import { heavyMayStart, type LaneSizes } from './read-lanes';
import type { Lane } from './repository-store';
import { damagedOrAsIs, StoreUnavailableError } from '../store-unavailable';

/**
 * Read workers for the SQLite store (docs/decisions/016). better-sqlite3 is synchronous: a
 * 1-second feed query run on the event loop holds every other request for that second. Here
 * each call runs in a worker thread with its own read-only connection to the same WAL
 * database, so the event loop only passes messages.
 *
 * - **Lanes.** Each worker serves one lane. Cheap calls (spaces, options, users, profiles by
 *   id…) run on the cheap workers, heavy ones (feed pages, searched or deep rosters: see
 *   repository-store.ts) on the heavy workers, so however many slow feed pages are waiting, a
 *   cheap call never queues behind one. Heavy workers run below normal priority on Linux
 *   (read-worker.ts): their long statements yield the CPU to the event loop and the cheap lane.
 * - **Budget.** A call running longer than `budgetMs` rejects with QueryTimeoutError and its
 *   worker is terminated and replaced: better-sqlite3 cannot interrupt a statement.
 *   Terminating does not interrupt it either — V8 stops JavaScript, and the thread exits only
 *   once SQLite returns — so until its `exit` a terminated worker still counts as a heavy call
 *   running: timed-out queries cannot pile up and take the CPU from everyone else.
 */

export interface ReadPoolOptions {
  /** The database file, already opened, migrated and in WAL mode by the server (open.ts). */
  file: string;
  /** Workers in each lane, at least one each. */
  workers: LaneSizes;
  /** How long one call may run, in milliseconds. */
  budgetMs: number;
  /** Tests only (read-protocol.ts). */
  held?: HeldCalls | null;
}

export interface ReadCall {
  repository: string;
  method: string;
  args: unknown[];
}

export interface ReadPoolStats {
  /** Workers started, ready or still starting, in each lane. */
  workers: LaneSizes;
  busy: LaneSizes;
  /** Terminated workers whose thread has not exited yet (see the budget above). */
  stopping: number;
  queued: LaneSizes;
}

interface Job {
  call: ReadCall;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  lane: Lane;
  worker: Worker;
  ready: boolean;
  job: Job | null;
  jobId: number;
  timer: NodeJS.Timeout | undefined;
}

const WORKER_ENTRY = new URL('./read-worker-entry.mjs', import.meta.url);

export class ReadPool {
  readonly sizes: LaneSizes;
  readonly budgetMs: number;
  /** Resolves once every worker has opened the database; rejects if one cannot. */
  readonly ready: Promise<void>;
  readonly #file: string;
  readonly #held: HeldCalls | null;
  #slots: Slot[] = [];
  readonly #queues: Record<Lane, Job[]> = { cheap: [], heavy: [] };
  #stopping = 0;
  #nextId = 1;
  #failure: Error | null = null;
  #closed = false;
  readonly #starting = new Map<Slot, { resolve: () => void; reject: (e: Error) => void }>();

  constructor(options: ReadPoolOptions) {
    const { cheap, heavy } = options.workers;
    if (![cheap, heavy].every((n) => Number.isInteger(n) && n >= 1)) {
      throw new RangeError(`Each lane needs at least one worker (got ${cheap} + ${heavy})`);
    }
    this.sizes = { cheap, heavy };
    this.budgetMs = options.budgetMs;
    this.#file = options.file;
    this.#held = options.held ?? null;
    const lanes: Lane[] = [
      ...Array<Lane>(cheap).fill('cheap'),
      ...Array<Lane>(heavy).fill('heavy'),
    ];
    const started = lanes.map((lane) => {
      const slot = this.#start(lane);
      this.#slots.push(slot);
      return new Promise<void>((resolve, reject) => this.#starting.set(slot, { resolve, reject }));
    });
    this.ready = Promise.all(started).then(() => undefined);
    // A startup failure also fails every call (#fail); `ready` is only one way to see it.
    this.ready.catch(() => undefined);
  }

  /** Runs `repositories[repository][method](...args)` on a worker of `lane`. */
  call(call: ReadCall, lane: Lane): Promise<unknown> {
    if (this.#closed) return Promise.reject(poolClosed());
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => {
      this.#queues[lane].push({ call, resolve, reject });
      this.#dispatch();
    });
  }

  get stats(): ReadPoolStats {
    const count = (test: (slot: Slot) => boolean): LaneSizes => ({
      cheap: this.#slots.filter((slot) => slot.lane === 'cheap' && test(slot)).length,
      heavy: this.#slots.filter((slot) => slot.lane === 'heavy' && test(slot)).length,
    });
    return {
      workers: count(() => true),
      busy: count((slot) => slot.job !== null),
      stopping: this.#stopping,
      queued: { cheap: this.#queues.cheap.length, heavy: this.#queues.heavy.length },
    };
  }

  /** Stops every worker; calls still queued or running reject. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const closed = poolClosed();
    this.#rejectQueued(closed);
    for (const starting of this.#starting.values()) starting.reject(closed);
    this.#starting.clear();
    const slots = this.#slots;
    this.#slots = [];
    for (const slot of slots) {
      if (slot.job) this.#release(slot).reject(closed);
    }
    // A worker stuck in a statement exits only when SQLite returns: not worth waiting for.
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  #start(lane: Lane): Slot {
    const workerData: ReadWorkerData = {
      file: this.#file,
      held: this.#held,
      lowPriority: lane === 'heavy',
    };
    // No inherited execArgv: under tsx it would start a module-hooks thread per worker for
    // nothing (read-worker-entry.mjs loads the TypeScript itself).
    const worker = new Worker(WORKER_ENTRY, { workerData, execArgv: [] });
    // An idle pool does not keep the process alive; a call in progress does (#run).
    worker.unref();
    const slot: Slot = { lane, worker, ready: false, job: null, jobId: 0, timer: undefined };
    worker.on('message', (reply: ReadReply) => this.#onReply(slot, reply));
    worker.on('error', (error) => this.#onCrash(slot, error));
    worker.on('exit', (code) => {
      if (this.#slots.includes(slot)) {
        this.#onCrash(slot, new Error(`A read worker exited unexpectedly (code ${code})`));
      }
    });
    return slot;
  }

  #onReply(slot: Slot, reply: ReadReply): void {
    if (!this.#slots.includes(slot)) return;
    if (reply.kind === 'ready') {
      slot.ready = true;
      this.#starting.get(slot)?.resolve();
      this.#starting.delete(slot);
      this.#dispatch();
      return;
    }
    if (!slot.job || reply.id !== slot.jobId) return;
    const job = this.#release(slot);
    if (reply.kind === 'result') job.resolve(reply.value);
    else job.reject(damagedOrAsIs(fromRemoteError(reply.error), this.#file));
    this.#dispatch();
  }

  /** An uncaught error or an exit we did not ask for: fail its call, replace the worker. */
  #onCrash(slot: Slot, crash: Error): void {
    if (!this.#slots.includes(slot)) return;
    // A replacement that cannot open a file damaged since the pool started.
    const error = damagedOrAsIs(crash, this.#file);
    if (!slot.ready) {
      // It could not even open the database: another worker would fail the same way.
      this.#starting.get(slot)?.reject(error);
      this.#starting.delete(slot);
      this.#fail(error);
    }
    const job = slot.job ? this.#release(slot) : null;
    this.#retire(slot);
    job?.reject(error);
    this.#dispatch();
  }

  #onTimeout(slot: Slot): void {
    const job = this.#release(slot);
    this.#retire(slot);
    job.reject(new QueryTimeoutError(`${job.call.repository}.${job.call.method}`, this.budgetMs));
    this.#dispatch();
  }

  /** Whether a free worker of `lane` should take the next call of its lane now. */
  #mayStart(lane: Lane): boolean {
    if (this.#queues[lane].length === 0) return false;
    if (lane === 'cheap') return true;
    const running = this.#slots.filter((slot) => slot.lane === 'heavy' && slot.job).length;
    return heavyMayStart({ running, stopping: this.#stopping, heavyWorkers: this.sizes.heavy });
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      // `while`: a call whose arguments cannot be sent leaves the worker idle for the next.
      while (slot.ready && !slot.job && this.#mayStart(slot.lane)) {
        const job = this.#queues[slot.lane].shift();
        if (job) this.#run(slot, job);
      }
    }
  }

  #run(slot: Slot, job: Job): void {
    const id = this.#nextId++;
    const request: ReadRequest = { id, ...job.call };
    try {
      slot.worker.postMessage(request);
    } catch (error) {
      // Arguments that cannot be cloned: the caller's bug, and the worker is still idle.
      job.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    slot.job = job;
    slot.jobId = id;
    slot.timer = setTimeout(() => this.#onTimeout(slot), this.budgetMs);
    slot.worker.ref();
  }

  /** Frees the slot of its call and returns the call. */
  #release(slot: Slot): Job {
    const job = slot.job;
    if (!job) throw new Error('No call runs in this read worker');
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
    return job;
  }

  /** Terminates a worker and starts its replacement; it counts as heavy until it exits. */
  #retire(slot: Slot): void {
    const index = this.#slots.indexOf(slot);
    if (index < 0) return;
    this.#stopping += 1;
    slot.worker.once('exit', () => {
      this.#stopping -= 1;
      this.#dispatch();
    });
    void slot.worker.terminate();
    if (this.#closed || this.#failure) this.#slots.splice(index, 1);
    else this.#slots[index] = this.#start(slot.lane);
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    this.#rejectQueued(error);
  }

  #rejectQueued(error: Error): void {
    for (const queue of Object.values(this.#queues)) {
      for (const job of queue.splice(0)) job.reject(error);
    }
  }
}

/**
 * What a call meets once the pool has closed (the server stopping, or a local copy replaced
 * while a request still held it): the database is unavailable to it, which the HTTP layer
 * answers with a 503 and one log line, never a 500 and a stack trace.
 */
function poolClosed(): StoreUnavailableError {
  return new StoreUnavailableError('its read pool has closed (the server is stopping).');
}
