import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keptUntilChange } from './kept-until-change';

let dir: string;
let reader: Database.Database;
let writer: Database.Database;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kept-until-change-'));
  const file = path.join(dir, 'db.sqlite');
  writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
  reader = new Database(file);
});

afterEach(() => {
  reader.close();
  writer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('keptUntilChange', () => {
  it('reads once between changes, and again after a commit by any connection', () => {
    const kept = keptUntilChange(reader, 10);
    let reads = 0;
    const count = () =>
      kept('count', () => {
        reads += 1;
        return (reader.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
      });
    expect([count(), count()]).toEqual([0, 0]);
    expect(reads).toBe(1);

    writer.prepare('INSERT INTO t DEFAULT VALUES').run();
    expect(count()).toBe(1);
    reader.prepare('INSERT INTO t DEFAULT VALUES').run();
    expect(count()).toBe(2);
    expect(count()).toBe(2);
    expect(reads).toBe(3);
  });

  it('keeps at most its capacity, forgetting all when full', () => {
    const kept = keptUntilChange(reader, 2);
    let reads = 0;
    const read = (key: string) => kept(key, () => (reads += 1));
    read('a');
    read('b');
    read('a');
    expect(reads).toBe(2);
    read('c');
    read('a');
    expect(reads).toBe(4);
  });
});
