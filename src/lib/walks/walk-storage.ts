/**
 * Where finished (and partial) walks are kept between visits: one IndexedDB database of this
 * device, `community-desk-insights`, with two stores written together — `meta` (small: which
 * query, whose, which version, when) and `data` (the walk itself, which can be megabytes) — so
 * that pruning old entries reads only the small one. Values are stored by structured clone,
 * not JSON. Every operation may fail (private mode, quota, a blocked upgrade): callers
 * (persisted-walks.ts) treat a failure as "nothing stored".
 */

/** What is known of a stored walk without reading it. */
export interface StoredWalkMeta {
  /** The query's hash (its key includes the site and user: insights-keys.ts). */
  key: string;
  /** The site and user it belongs to (walk-scope.tsx, `scopeId`). */
  scope: string;
  /** The cache version it was written with (persisted-walks.ts). */
  version: number;
  /** When it was written, epoch ms. */
  savedAt: number;
}

/** A stored walk: its meta, the query's data and `dataUpdatedAt`. */
export interface StoredWalk {
  meta: StoredWalkMeta;
  /** The query's data, plain data. */
  data: unknown;
  /** The query's `dataUpdatedAt`, to restore how fresh it is. */
  updatedAt: number;
}

/** The operations the insights cache needs; injectable, so tests can bring their own. */
export interface WalkStorage {
  get(key: string): Promise<StoredWalk | undefined>;
  put(walk: StoredWalk): Promise<void>;
  /** Every entry's meta, without its data. */
  list(): Promise<StoredWalkMeta[]>;
  remove(keys: readonly string[]): Promise<void>;
  clear(): Promise<void>;
}

const DATABASE = 'community-desk-insights';
const DATABASE_VERSION = 1;
const META = 'meta';
const DATA = 'data';

interface DataRecord {
  data: unknown;
  updatedAt: number;
}

/**
 * Walk storage over an IndexedDB factory (`indexedDB` by default); null where there is none
 * (an old browser, a test without fake-indexeddb): the insights then live in memory only.
 */
export function indexedDbWalkStorage(
  factory: IDBFactory | undefined = globalThis.indexedDB,
): WalkStorage | null {
  if (!factory) return null;
  let opening: Promise<IDBDatabase> | null = null;

  const open = (): Promise<IDBDatabase> =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE, DATABASE_VERSION);
      request.onupgradeneeded = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(META)) db.createObjectStore(META, { keyPath: 'key' });
        if (!db.objectStoreNames.contains(DATA)) db.createObjectStore(DATA);
      };
      request.onsuccess = () => {
        const db = request.result;
        // Another tab upgrading the database: let it, and open again next time.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    }));

  /** Runs `work` in one transaction over both stores; resolves once it has committed. */
  const transaction = async <R>(
    mode: IDBTransactionMode,
    work: (meta: IDBObjectStore, data: IDBObjectStore) => () => R,
  ): Promise<R> => {
    const db = await open();
    return new Promise<R>((resolve, reject) => {
      const tx = db.transaction([META, DATA], mode);
      const result = work(tx.objectStore(META), tx.objectStore(DATA));
      tx.oncomplete = () => resolve(result());
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  };

  return {
    get: (key) =>
      transaction('readonly', (meta, data) => {
        const metaRequest = meta.get(key) as IDBRequest<StoredWalkMeta | undefined>;
        const dataRequest = data.get(key) as IDBRequest<DataRecord | undefined>;
        return () => {
          const found = metaRequest.result;
          const record = dataRequest.result;
          if (!found || !record) return undefined;
          return { meta: found, data: record.data, updatedAt: record.updatedAt };
        };
      }),
    put: (walk) =>
      transaction('readwrite', (meta, data) => {
        meta.put(walk.meta);
        data.put(
          { data: walk.data, updatedAt: walk.updatedAt } satisfies DataRecord,
          walk.meta.key,
        );
        return () => undefined;
      }),
    list: () =>
      transaction('readonly', (meta) => {
        const request = meta.getAll() as IDBRequest<StoredWalkMeta[]>;
        return () => request.result;
      }),
    remove: (keys) =>
      transaction('readwrite', (meta, data) => {
        for (const key of keys) {
          meta.delete(key);
          data.delete(key);
        }
        return () => undefined;
      }),
    clear: () =>
      transaction('readwrite', (meta, data) => {
        meta.clear();
        data.clear();
        return () => undefined;
      }),
  };
}
