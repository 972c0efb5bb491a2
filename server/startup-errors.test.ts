import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { DataDirError } from './data-dir';
import { startupFailureLine, StartupError } from './startup-errors';
import { ForeignDatabaseError } from './store/sqlite/migrations';

const context = { dataDir: '/srv/data', databaseFile: '/srv/data/community.sqlite' };

function sqliteError(code: string, message: string): Error {
  return Object.assign(new Error(message), { name: 'SqliteError', code });
}

describe('the line printed for a failed start', () => {
  it('is the message of a known failure, on one line', () => {
    const error = new StartupError('not-writable', 'the data directory\n  /srv is not writable.');
    expect(startupFailureLine(error)).toBe(
      'Cannot start: the data directory /srv is not writable.',
    );
    expect(startupFailureLine(new ConfigError('port must be an integer (got "x").'))).toBe(
      'Cannot start: port must be an integer (got "x"). Fix that flag or environment variable.',
    );
  });

  it('names SQLite and file-system failures raised under DATA_DIR by their code', () => {
    expect(
      startupFailureLine(sqliteError('SQLITE_FULL', 'database or disk is full'), context),
    ).toBe(
      'Cannot start: no space left on the disk of /srv/data. Free some space, or point ' +
        'DATA_DIR at another disk.',
    );
    expect(startupFailureLine(sqliteError('SQLITE_CORRUPT_INDEX', 'corrupt'), context)).toBe(
      'Cannot start: /srv/data/community.sqlite is corrupt (PRAGMA quick_check failed). ' +
        'Restore it from a backup, or move it out of the way to start over with a fresh demo ' +
        'community.',
    );
    expect(startupFailureLine(sqliteError('SQLITE_BUSY', 'database is locked'), context)).toBe(
      'Cannot start: /srv/data/community.sqlite is locked by another program. Stop whatever ' +
        'is writing to it (a running `npm run seed`?) and start again.',
    );
  });

  it('words what the stores found under DATA_DIR, with what to do', () => {
    expect(startupFailureLine(new DataDirError('directory-not-writable', '/srv/data'))).toBe(
      'Cannot start: the data directory /srv/data is not writable. Give this user write ' +
        'access to it (chown/chmod), or point DATA_DIR at a writable directory.',
    );
    expect(startupFailureLine(new DataDirError('not-a-directory', '/srv/data'))).toBe(
      'Cannot start: /srv/data is not a directory. Point DATA_DIR (or --data-dir) at a directory.',
    );
    expect(startupFailureLine(new ForeignDatabaseError('/srv/data/community.sqlite'))).toBe(
      'Cannot start: /srv/data/community.sqlite is an SQLite database, but not one of Community ' +
        'Desk (no schema version). Point DATA_DIR at an empty directory. The file was left ' +
        'untouched.',
    );
  });

  it('reports anything else as its message and a hint, without the stack', () => {
    const error = new TypeError('Cannot read properties of undefined (reading "x")');
    const line = startupFailureLine(error, context);
    expect(line).toBe(
      'Cannot start: unexpected TypeError: Cannot read properties of undefined (reading "x"). ' +
        'This is a bug in Community Desk: please report it with this line.',
    );
    expect(startupFailureLine(sqliteError('SQLITE_MISMATCH', 'datatype\nmismatch'), context)).toBe(
      'Cannot start: unexpected SqliteError (SQLITE_MISMATCH): datatype mismatch. This is a bug ' +
        'in Community Desk: please report it with this line.',
    );
  });
});
