import Database from 'better-sqlite3';
import type { Database as SqliteDatabase } from 'better-sqlite3';

/**
 * Opens a read-only connection to a database the server has already opened, migrated and put
 * in WAL mode (open.ts): a read worker's own connection (docs/decisions/016). It never
 * creates, migrates or writes the file. It takes the per-connection settings that open.ts
 * gives the server's connection and that matter to reads — the rest (journal_mode, synchronous,
 * foreign_keys) concern writers; open-reader.test.ts checks the two connections agree.
 */
export function openReaderFile(file: string): SqliteDatabase {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    // A checkpoint or `npm run seed -- --add-user` may hold a lock for a moment.
    db.pragma('busy_timeout = 5000');
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -65536');
    db.pragma('mmap_size = 268435456');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
