import { describe, expect, it } from 'vitest';
import { describeDatabaseCheckFailure } from '../../database-check-failures';
import { galeraSynced, replicaHealth, replicaStateOf } from './database-role';
import { parseDatabaseUrl } from './database-url';
import { PreflightError } from './preflight';
import { wordPressTables } from './tables';

const MARIADB_ROW = {
  Master_Host: '10.0.0.5',
  Master_Port: 3306,
  Slave_IO_Running: 'Yes',
  Slave_SQL_Running: 'Yes',
  Seconds_Behind_Master: 0,
  Using_Gtid: 'Slave_Pos',
  Last_Error: '',
};

describe('a replica as SHOW REPLICA STATUS describes it', () => {
  it("reads MariaDB's names and MySQL 8's", () => {
    expect(replicaStateOf(MARIADB_ROW)).toEqual({
      kind: 'replica',
      primary: '10.0.0.5:3306',
      ioRunning: true,
      sqlRunning: true,
      lagSeconds: 0,
      gtid: true,
      lastError: '',
    });
    expect(
      replicaStateOf({
        Source_Host: 'db1',
        Source_Port: 3307,
        Replica_IO_Running: 'Yes',
        Replica_SQL_Running: 'No',
        Seconds_Behind_Source: null,
        Last_SQL_Error: 'Duplicate entry',
      }),
    ).toMatchObject({ primary: 'db1:3307', sqlRunning: false, lagSeconds: null, gtid: false });
  });

  it('is fine within the lag allowed, and named past it', () => {
    const line = (lag: number) =>
      replicaHealth(
        replicaStateOf({ ...MARIADB_ROW, Seconds_Behind_Master: lag }),
        '127.0.0.1:3307',
        'desk',
        60,
      );
    expect(line(60)).toEqual({
      kind: 'fine',
      line: 'The replica at 127.0.0.1:3307 (of 10.0.0.5:3306, GTID) is 60 s behind its primary.',
    });
    expect(line(61)).toEqual({
      kind: 'far-behind',
      line:
        'Warning: the replica at 127.0.0.1:3307 (of 10.0.0.5:3306, GTID) is 61 s behind its ' +
        'primary (more than REPLICA_MAX_LAG_SECONDS, 60 s): answers are that old. Find what ' +
        'holds the replica back, or point DATABASE_URL at another replica.',
    });
  });

  it('names a stopped thread with its error, a primary, and an account that may not ask', () => {
    const stopped = replicaHealth(
      replicaStateOf({ ...MARIADB_ROW, Slave_SQL_Running: 'No', Last_Error: 'Duplicate entry' }),
      'h:1',
      'desk',
      60,
    );
    expect(stopped.kind).toBe('not-replicating');
    expect(stopped.line).toContain('is not replicating (its SQL thread stopped: Duplicate entry)');
    expect(
      replicaHealth({ kind: 'not-a-replica', readOnly: false }, 'h:1', 'desk', 60).line,
    ).toMatch(
      /^Warning: DATABASE_REPLICA is set, but the database at h:1 is not a replica \(no replication set up there, read_only OFF\)/,
    );
    expect(replicaHealth({ kind: 'not-allowed' }, 'h:1', 'desk', 60).line).toMatch(
      /^Replica checks skipped: user "desk" may not read SHOW REPLICA STATUS at h:1/,
    );
  });
});

describe('a Galera node', () => {
  it('serves only Synced and ready', () => {
    expect(galeraSynced({ on: false })).toBe(true);
    expect(galeraSynced({ on: true, state: 'Synced', ready: true })).toBe(true);
    expect(galeraSynced({ on: true, state: 'Donor/Desynced', ready: true })).toBe(false);
    expect(galeraSynced({ on: true, state: 'Synced', ready: false })).toBe(false);
  });

  it('not synced is refused in one line saying what to do', () => {
    const error = new PreflightError(
      { kind: 'galera-not-synced', state: 'Joining', ready: false },
      parseDatabaseUrl('mysql://desk:secret@db2:3306/wp'),
      wordPressTables('wp_'),
    );
    expect(describeDatabaseCheckFailure(error)).toBe(
      'The database at db2:3306 is a Galera node that is not synced (wsrep_local_state_comment ' +
        'Joining, wsrep_ready OFF): it may answer with old rows or none. Point DATABASE_URL at a ' +
        'Synced node, or start again once this one is Synced.',
    );
  });
});
