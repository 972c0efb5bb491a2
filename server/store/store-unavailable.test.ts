import { describe, expect, it } from 'vitest';
import { damagedOrAsIs, StoreUnavailableError } from './store-unavailable';

const sqliteError = (code: string) => Object.assign(new Error('SQLite says no'), { code });

describe('an SQLite error met while serving a file', () => {
  it.each(['SQLITE_CORRUPT', 'SQLITE_CORRUPT_INDEX', 'SQLITE_NOTADB'])(
    'is the file damaged, a store unavailable, when SQLite says %s',
    (code) => {
      const error = damagedOrAsIs(sqliteError(code), '/srv/desk/community.sqlite');
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect((error as StoreUnavailableError).damaged).toBe(true);
      expect(error.message).toContain(`/srv/desk/community.sqlite is damaged (${code}).`);
    },
  );

  it.each(['SQLITE_BUSY', 'SQLITE_ERROR', ''])('stays as it is otherwise (%s)', (code) => {
    const original = sqliteError(code);
    expect(damagedOrAsIs(original, '/srv/desk/community.sqlite')).toBe(original);
  });
});
