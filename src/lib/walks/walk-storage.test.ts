import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { indexedDbWalkStorage, type StoredWalk } from './walk-storage';

const walk = (key: string, scope = 's', savedAt = 1): StoredWalk => ({
  meta: { key, scope, version: 1, savedAt },
  data: { rows: [{ id: 1, at: new Date(5), big: Number.POSITIVE_INFINITY }], nested: [[1], [2]] },
  updatedAt: 42,
});

describe('indexedDbWalkStorage', () => {
  it('is null without IndexedDB', () => {
    expect(indexedDbWalkStorage(undefined)).toBeNull();
  });

  it('keeps walks by key, by structured clone', async () => {
    const storage = indexedDbWalkStorage(new IDBFactory())!;
    await storage.put(walk('a'));
    await storage.put(walk('b', 't', 2));
    expect(await storage.get('a')).toEqual(walk('a'));
    expect(await storage.get('missing')).toBeUndefined();
    expect((await storage.list()).map((meta) => meta.key).sort()).toEqual(['a', 'b']);
  });

  it('is shared by every storage over the same database', async () => {
    const factory = new IDBFactory();
    await indexedDbWalkStorage(factory)!.put(walk('a'));
    expect(await indexedDbWalkStorage(factory)!.get('a')).toEqual(walk('a'));
  });

  it('removes and clears both the meta and the data', async () => {
    const storage = indexedDbWalkStorage(new IDBFactory())!;
    await storage.put(walk('a'));
    await storage.put(walk('b'));
    await storage.put(walk('c'));
    await storage.remove(['a', 'b']);
    expect((await storage.list()).map((meta) => meta.key)).toEqual(['c']);
    expect(await storage.get('a')).toBeUndefined();
    await storage.clear();
    expect(await storage.list()).toEqual([]);
    expect(await storage.get('c')).toBeUndefined();
  });

  it('fails, without throwing synchronously, when the database cannot open', async () => {
    const broken = {
      open: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as IDBFactory;
    const storage = indexedDbWalkStorage(broken)!;
    await expect(storage.get('a')).rejects.toThrow('blocked');
  });
});
