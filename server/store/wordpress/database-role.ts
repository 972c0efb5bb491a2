import type mysql from 'mysql2/promise';
import { driverErrorCode } from './sql-pool';

/**
 * What the server behind DATABASE_URL is, as far as it tells an account that may read it
 * (docs/decisions/041): a Galera node and its state, a replica and how far behind it is, or
 * neither (a primary or a server on its own).
 */
export type GaleraState = { on: false } | { on: true; state: string; ready: boolean };

export type ReplicaState =
  | {
      kind: 'replica';
      /** The primary it follows, `host:port`. */
      primary: string;
      ioRunning: boolean;
      sqlRunning: boolean;
      /** Seconds_Behind_Master; null while either thread is stopped. */
      lagSeconds: number | null;
      gtid: boolean;
      lastError: string;
    }
  /** SHOW REPLICA STATUS is empty: no replication is set up here. */
  | { kind: 'not-a-replica'; readOnly: boolean }
  /** The account may not ask (MariaDB's SLAVE MONITOR, MySQL's REPLICATION CLIENT). */
  | { kind: 'not-allowed' };

/** Galera's own status: no privilege needed; a server without Galera has no wsrep_on. */
export async function readGaleraState(connection: mysql.Connection): Promise<GaleraState> {
  const [variables] = await connection.query<mysql.RowDataPacket[]>(
    "SHOW GLOBAL VARIABLES LIKE 'wsrep_on'",
  );
  if (String(variables[0]?.Value ?? 'OFF').toUpperCase() !== 'ON') return { on: false };
  const [status] = await connection.query<mysql.RowDataPacket[]>(
    "SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_state_comment', 'wsrep_ready')",
  );
  const value = (name: string) =>
    String(status.find((row) => row.Variable_name === name)?.Value ?? '');
  return {
    on: true,
    state: value('wsrep_local_state_comment') || 'unknown',
    ready: value('wsrep_ready').toUpperCase() === 'ON',
  };
}

/** A Galera node that may serve: Synced and ready (a donor or a joiner may lag or refuse). */
export function galeraSynced(galera: GaleraState): boolean {
  return !galera.on || (galera.ready && galera.state === 'Synced');
}

/** MariaDB 10.5+ and MySQL 8.0.22+ say REPLICA; older servers only SLAVE. */
const STATUS_STATEMENTS = ['SHOW REPLICA STATUS', 'SHOW SLAVE STATUS'];
const NOT_ALLOWED = new Set(['ER_SPECIFIC_ACCESS_DENIED_ERROR', 'ER_ACCESS_DENIED_ERROR']);

export async function readReplicaState(connection: mysql.Connection): Promise<ReplicaState> {
  let rows: mysql.RowDataPacket[] | null = null;
  for (const statement of STATUS_STATEMENTS) {
    try {
      [rows] = await connection.query<mysql.RowDataPacket[]>(statement);
      break;
    } catch (error) {
      const code = driverErrorCode(error)?.code ?? '';
      if (NOT_ALLOWED.has(code)) return { kind: 'not-allowed' };
      if (code !== 'ER_PARSE_ERROR' || statement === STATUS_STATEMENTS.at(-1)) throw error;
    }
  }
  const row = rows?.[0];
  if (!row) {
    const [[flags]] = await connection.query<mysql.RowDataPacket[]>(
      'SELECT @@GLOBAL.read_only AS readOnly',
    );
    return { kind: 'not-a-replica', readOnly: Number(flags?.readOnly ?? 0) === 1 };
  }
  return replicaStateOf(row);
}

/** One row of SHOW REPLICA STATUS, under MariaDB's names or MySQL 8's. */
export function replicaStateOf(row: Record<string, unknown>): ReplicaState {
  const field = (...names: string[]) => {
    for (const name of names) if (row[name] !== undefined) return row[name];
    return null;
  };
  const yes = (value: unknown) => String(value ?? '').toLowerCase() === 'yes';
  const lag = field('Seconds_Behind_Master', 'Seconds_Behind_Source');
  return {
    kind: 'replica',
    primary: `${String(field('Master_Host', 'Source_Host') ?? '?')}:${String(field('Master_Port', 'Source_Port') ?? '?')}`,
    ioRunning: yes(field('Slave_IO_Running', 'Replica_IO_Running')),
    sqlRunning: yes(field('Slave_SQL_Running', 'Replica_SQL_Running')),
    lagSeconds: lag === null || lag === '' ? null : Number(lag),
    gtid: !['', 'no', 'null'].includes(String(field('Using_Gtid') ?? '').toLowerCase()),
    lastError: String(field('Last_Error', 'Last_SQL_Error', 'Last_IO_Error') ?? '').trim(),
  };
}

/** How a replica's state reads to the operator, and whether it is a problem. */
export type ReplicaHealth =
  | { kind: 'fine'; line: string }
  | { kind: 'far-behind'; line: string }
  | { kind: 'not-replicating'; line: string }
  | { kind: 'not-a-replica'; line: string }
  | { kind: 'not-allowed'; line: string };

/**
 * One line per state, in the start-up style: what is found and, for a problem, what to do.
 * `where` is DATABASE_URL's `host:port`; `user` the account it signs in as.
 */
export function replicaHealth(
  state: ReplicaState,
  where: string,
  user: string,
  maxLagSeconds: number,
): ReplicaHealth {
  switch (state.kind) {
    case 'not-allowed':
      return {
        kind: 'not-allowed',
        line:
          `Replica checks skipped: user "${user}" may not read SHOW REPLICA STATUS at ${where}, so ` +
          `a replica far behind or stopped is not named. Grant it SLAVE MONITOR (MariaDB) or ` +
          `REPLICATION CLIENT (MySQL) to have them named.`,
      };
    case 'not-a-replica':
      return {
        kind: 'not-a-replica',
        line:
          `Warning: DATABASE_REPLICA is set, but the database at ${where} is not a replica ` +
          `(no replication set up there, read_only ${state.readOnly ? 'ON' : 'OFF'}): it looks ` +
          `like the site's primary, which every poll then loads. Point DATABASE_URL at the ` +
          `replica, or unset DATABASE_REPLICA if this is meant.`,
      };
    case 'replica': {
      const of = `the replica at ${where} (of ${state.primary}${state.gtid ? ', GTID' : ''})`;
      if (!state.ioRunning || !state.sqlRunning) {
        const stopped = [state.ioRunning ? null : 'IO', state.sqlRunning ? null : 'SQL']
          .filter(Boolean)
          .join(' and ');
        return {
          kind: 'not-replicating',
          line:
            `Warning: ${of} is not replicating (its ${stopped} thread stopped` +
            `${state.lastError ? `: ${state.lastError}` : ''}): answers stay as old as it is. ` +
            `Start it again (START REPLICA), or point DATABASE_URL at another replica.`,
        };
      }
      const lag = state.lagSeconds ?? 0;
      if (lag > maxLagSeconds) {
        return {
          kind: 'far-behind',
          line:
            `Warning: ${of} is ${lag} s behind its primary (more than ` +
            `REPLICA_MAX_LAG_SECONDS, ${maxLagSeconds} s): answers are that old. Find what ` +
            `holds the replica back, or point DATABASE_URL at another replica.`,
        };
      }
      return { kind: 'fine', line: `${capitalized(of)} is ${lag} s behind its primary.` };
    }
  }
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
