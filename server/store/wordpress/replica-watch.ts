import mysql from 'mysql2/promise';
import type { DatabaseAddress } from './database-url';
import { readReplicaState, replicaHealth, type ReplicaHealth } from './database-role';
import { createConnectionOptions } from './sql-pool';

export interface ReplicaWatchOptions {
  maxLagSeconds: number;
  /** Time between two checks while the server runs. */
  everyMs: number;
  log: (line: string) => void;
}

export interface ReplicaWatch {
  /** What the check at start found (already logged). */
  atStart: ReplicaHealth;
  close(): void;
}

/**
 * DATABASE_REPLICA (docs/decisions/041): reads the replica's state at start and says what it
 * found in one line — a replica and its lag, or a problem named with what to do — then reads
 * it again every `everyMs` and says only what changed: a replica falling far behind or stopping
 * is named once, and so is its recovery. A database that does not answer is not reported here:
 * the local copy's poll says so once (local-copy-keeper.ts). An account that may not read the
 * state is said once, and the checks stop.
 */
export async function watchReplica(
  address: DatabaseAddress,
  options: ReplicaWatchOptions,
): Promise<ReplicaWatch> {
  const where = `${address.host}:${address.port}`;
  const check = async (): Promise<ReplicaHealth> => {
    const connection = await mysql.createConnection(createConnectionOptions(address));
    try {
      const state = await readReplicaState(connection);
      return replicaHealth(state, where, address.user, options.maxLagSeconds);
    } finally {
      await connection.end().catch(() => undefined);
    }
  };
  const atStart = await check();
  options.log(atStart.line);
  let last = atStart.kind;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const schedule = () => {
    if (closed || last === 'not-allowed') return;
    timer = setTimeout(() => {
      void check()
        .then((health) => {
          if (closed || health.kind === last) return;
          const wasProblem = last !== 'fine';
          last = health.kind;
          if (health.kind === 'fine' && wasProblem) {
            options.log(`Replica fine again: ${health.line}`);
          } else if (health.kind !== 'fine') {
            options.log(health.line);
          }
        })
        // Unreachable: the local copy's poll already says so, once.
        .catch(() => undefined)
        .finally(schedule);
    }, options.everyMs);
    timer.unref();
  };
  schedule();
  return {
    atStart,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
