import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareData } from '../../demo/prepare';
import { QueryTimeoutError } from '../query-timeout';
import { closeDatabase } from './open';
import { openPooledStore } from './pooled-store';
import { defaultLaneSizes, heavyMayStart, type LaneSizes } from './read-lanes';
import { ReadPool, type ReadCall } from './read-pool';
import { StoreUnavailableError } from '../store-unavailable';
import { feedPageQuery } from '../../test/feed-page-query';
import { pooledStoresClosedAfterEach } from '../../test/pooled-stores';

/**
 * The pool's rules, made deterministic: a held call (read-protocol.ts, HeldCalls) blocks its
 * worker like a slow statement until the test opens the gate. No assertion reads a clock:
 * each checks what has finished, what is still waiting, and what the pool counts.
 */
let dataDir: string;
let db: ReturnType<typeof prepareData>['db'];
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-read-pool-'));
  ({ db } = prepareData(dataDir, { users: 60, posts: 40 }));
});
afterAll(() => {
  closeDatabase(db);
  rmSync(dataDir, { recursive: true, force: true });
});

const stores = pooledStoresClosedAfterEach();

/** A store whose workers hold every feed page call (`feedItems.page`) until `open()`. */
const heldStore = (options: { workers: LaneSizes; budgetMs: number }) =>
  stores.held(db.name, options);

const feedQuery = feedPageQuery({ limit: 10 });
const heldCall: ReadCall = { repository: 'feedItems', method: 'page', args: [feedQuery, null] };

/** The nice value of every thread of this process (Linux: field 19 of /proc/…/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((thread) => {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    // Fields after the command name, which sits in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[16]);
  });
}

/** A promise with a flag that says whether it has settled yet. */
function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe('lane sizes', () => {
  it('are one worker per core in each lane, 2 to 4 cheap and 1 to 4 heavy', () => {
    expect([1, 2, 3, 4, 16].map((cores) => defaultLaneSizes(cores))).toEqual([
      { cheap: 2, heavy: 1 },
      { cheap: 2, heavy: 2 },
      { cheap: 3, heavy: 3 },
      { cheap: 4, heavy: 4 },
      { cheap: 4, heavy: 4 },
    ]);
  });

  it('need at least one worker in each lane', () => {
    const workers = { cheap: 0, heavy: 2 };
    expect(() => new ReadPool({ file: db.name, workers, budgetMs: 1000 })).toThrow(RangeError);
  });

  it('refuse to start on a database file that does not exist', async () => {
    const missing = path.join(dataDir, 'missing.sqlite');
    await expect(openPooledStore(missing, { workers: { cheap: 1, heavy: 1 } })).rejects.toThrow();
  });
});

describe('lanes', () => {
  it('keep cheap calls moving however many heavy calls are waiting', async () => {
    const { store, open } = await heldStore({ workers: { cheap: 1, heavy: 2 }, budgetMs: 60_000 });
    const heavy = [1, 2, 3].map(() => tracked(store.pool.call(heldCall, 'heavy')));
    expect(store.pool.stats).toMatchObject({ busy: { heavy: 2 }, queued: { heavy: 1 } });

    // Every heavy worker is blocked: these can only finish in the cheap lane.
    const spaces = await store.spaces.communities();
    expect(spaces.length).toBeGreaterThan(0);
    expect(await store.spaces.communityBySlug('general')).not.toBeNull();
    expect(heavy.some((call) => call.settled)).toBe(false);

    open();
    for (const call of heavy)
      expect(await call.promise).toMatchObject({ posts: expect.any(Array) });
    expect(store.pool.stats).toMatchObject({ busy: { cheap: 0, heavy: 0 }, queued: { heavy: 0 } });
  });

  it('never give a cheap worker to a heavy call, even an idle one', async () => {
    const { store, open } = await heldStore({ workers: { cheap: 2, heavy: 1 }, budgetMs: 60_000 });
    const heavy = [1, 2].map(() => tracked(store.pool.call(heldCall, 'heavy')));
    expect(store.pool.stats).toMatchObject({
      busy: { cheap: 0, heavy: 1 },
      queued: { cheap: 0, heavy: 1 },
    });
    open();
    await Promise.all(heavy.map((call) => call.promise));
  });

  it('class feed pages and searched or deep rosters as heavy, lookups as cheap', async () => {
    const { store, open } = await heldStore({ workers: { cheap: 1, heavy: 1 }, budgetMs: 60_000 });
    // The one heavy worker holds a feed page: heavy calls queue, cheap ones run.
    const feed = tracked(store.feeds.pageItems(feedQuery, null));
    const roster = { spaceId: 1, sort: 'created_at', direction: 'ASC', limit: 15 } as const;
    const searched = tracked(store.members.page('active', { ...roster, search: 'a', offset: 0 }));
    const deep = tracked(store.students.page({ ...roster, search: null, offset: 5000 }));
    expect(store.pool.stats).toMatchObject({ busy: { heavy: 1 }, queued: { heavy: 2 } });
    await store.members.page('active', { ...roster, search: null, offset: 0 });
    await store.profiles.byUserIds([1, 2]);
    expect([feed, searched, deep].some((call) => call.settled)).toBe(false);
    open();
    await Promise.all([feed.promise, searched.promise, deep.promise]);
  });

  it.runIf(process.platform === 'linux')(
    'run heavy workers below normal priority, cheap workers at normal priority',
    async () => {
      const before = threadNiceValues();
      await heldStore({ workers: { cheap: 2, heavy: 3 }, budgetMs: 60_000 });
      const after = threadNiceValues();
      const added = (nice: number) =>
        after.filter((value) => value === nice).length -
        before.filter((value) => value === nice).length;
      expect(added(10)).toBe(3);
      expect(added(0)).toBeGreaterThanOrEqual(2);
    },
  );
});

describe('the time budget', () => {
  it('counts a terminated worker still in its statement as a heavy call', () => {
    expect(heavyMayStart({ running: 1, stopping: 0, heavyWorkers: 2 })).toBe(true);
    expect(heavyMayStart({ running: 1, stopping: 1, heavyWorkers: 2 })).toBe(false);
    expect(heavyMayStart({ running: 0, stopping: 1, heavyWorkers: 1 })).toBe(false);
    expect(heavyMayStart({ running: 2, stopping: 0, heavyWorkers: 2 })).toBe(false);
  });

  it('cuts a call off with QueryTimeoutError, replaces its worker, and keeps serving', async () => {
    const { store } = await heldStore({ workers: { cheap: 1, heavy: 1 }, budgetMs: 500 });
    const failure = await store.pool.call(heldCall, 'heavy').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryTimeoutError);
    expect(failure).toMatchObject({ call: 'feedItems.page', budgetMs: 500 });
    // Terminated, not yet exited: it still counts as a heavy call, and a fresh worker starts.
    expect(store.pool.stats).toMatchObject({
      workers: { cheap: 1, heavy: 1 },
      busy: { heavy: 0 },
      stopping: 1,
    });
    const next = store.pool.call(
      { repository: 'feeds', method: 'topicIdBySlug', args: ['x'] },
      'heavy',
    );
    expect(store.pool.stats.queued.heavy).toBe(1);

    expect(await next).toBeNull();
    expect(await store.spaces.communityBySlug('general')).not.toBeNull();
    expect(store.pool.stats).toMatchObject({ stopping: 0, busy: { cheap: 0, heavy: 0 } });
  });
});

describe('closing', () => {
  it('rejects the calls still waiting, and every call after, as a database unavailable (a 503)', async () => {
    const { store } = await heldStore({ workers: { cheap: 1, heavy: 1 }, budgetMs: 60_000 });
    const running = store.pool.call(heldCall, 'heavy').catch((error: unknown) => error);
    const queued = store.pool.call(heldCall, 'heavy').catch((error: unknown) => error);
    await store.close();
    expect(await running).toBeInstanceOf(StoreUnavailableError);
    expect(await queued).toBeInstanceOf(StoreUnavailableError);
    await expect(store.spaces.communities()).rejects.toThrow(StoreUnavailableError);
    await expect(store.spaces.communities()).rejects.toThrow('read pool has closed');
  });
});
