/**
 * A run of one request per item, a few at a time: at most `concurrency` in flight, each item's
 * outcome kept, a cancel that sends nothing more (the requests in flight still finish, as a sent
 * request cannot be taken back), and a stop on an error that ends the session (a 401: no later
 * request would be accepted either). Pure: it knows nothing of members or of React; the spaces page and the inbox both run theirs
 * through it (use-bulk-run.ts).
 */
export const BULK_CONCURRENCY = 4;

export interface BulkFailure<T> {
  item: T;
  /** The site's own words (the error's message). */
  message: string;
}

export interface BulkSummary<T> {
  succeeded: T[];
  failed: BulkFailure<T>[];
  /** Not sent: the run was cancelled or stopped before their turn. */
  unsent: T[];
  /** Cancelled, or stopped by an error that ends the session. */
  stopped: boolean;
}

export interface BulkRunOptions<T> {
  concurrency?: number;
  /** After each item's answer, in the order the answers come. */
  onSettled?: (
    item: T,
    outcome: { ok: true } | { ok: false; message: string; error: unknown },
  ) => void;
  /** An error after which nothing more is sent. */
  stopsTheRun?: (error: unknown) => boolean;
}

export interface BulkRun<T> {
  finished: Promise<BulkSummary<T>>;
  cancel: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startBulkRun<T>(
  items: readonly T[],
  send: (item: T) => Promise<unknown>,
  { concurrency = BULK_CONCURRENCY, onSettled, stopsTheRun }: BulkRunOptions<T> = {},
): BulkRun<T> {
  const succeeded: T[] = [];
  const failed: BulkFailure<T>[] = [];
  let next = 0;
  let stopped = false;

  async function worker(): Promise<void> {
    while (!stopped && next < items.length) {
      const item = items[next]!;
      next += 1;
      try {
        await send(item);
        succeeded.push(item);
        onSettled?.(item, { ok: true });
      } catch (error) {
        const message = messageOf(error);
        failed.push({ item, message });
        if (stopsTheRun?.(error)) stopped = true;
        onSettled?.(item, { ok: false, message, error });
      }
    }
  }

  const workers = Array.from({ length: Math.min(Math.max(1, concurrency), items.length) }, worker);
  const finished = Promise.all(workers).then(() => ({
    succeeded,
    failed,
    unsent: items.slice(next),
    stopped,
  }));
  return {
    finished,
    cancel: () => {
      stopped = true;
    },
  };
}

/** The items to send again: those that failed, in their order. */
export function failedItems<T>(summary: BulkSummary<T>): T[] {
  return summary.failed.map((failure) => failure.item);
}
