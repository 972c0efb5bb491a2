import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from './open';
import { openReaderFile } from './open-reader';

let dataDir: string;
let server: ReturnType<typeof openDatabase>;
let reader: ReturnType<typeof openReaderFile>;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-reader-'));
  server = openDatabase(dataDir);
  reader = openReaderFile(server.name);
});
afterAll(() => {
  reader.close();
  closeDatabase(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a read worker connection', () => {
  it('reads with the same settings as the server connection', () => {
    for (const pragma of [
      'busy_timeout',
      'temp_store',
      'cache_size',
      'mmap_size',
      'journal_mode',
    ]) {
      expect([pragma, reader.pragma(pragma, { simple: true })]).toEqual([
        pragma,
        server.pragma(pragma, { simple: true }),
      ]);
    }
  });

  it('cannot write', () => {
    expect(reader.readonly).toBe(true);
    expect(() => reader.prepare("DELETE FROM wp_options WHERE option_name = 'x'").run()).toThrow(
      /readonly/,
    );
  });

  it('never creates a database', () => {
    expect(() => openReaderFile(path.join(dataDir, 'missing.sqlite'))).toThrow();
  });
});
