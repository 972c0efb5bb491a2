import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../store';
import type { StoreContext } from '../wordpress/context';
import type { Copier } from './build-local-copy';
import { keepLocalCopy, type LocalCopyKeeper, type OpenCopyStore } from './local-copy-keeper';

let dataDir: string;
let keeper: LocalCopyKeeper | null = null;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-keeper-'));
});

afterEach(async () => {
  await keeper?.close();
  keeper = null;
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Only what these tests call: a topic lookup answers which store answered it. */
function fakeStore(answer: () => number, close = () => Promise.resolve()) {
  return {
    feeds: { topicIdBySlug: () => Promise.resolve(answer()) },
    site: { option: () => Promise.resolve('live option') },
    users: { findById: () => Promise.resolve(null) },
    close,
  } as unknown as Store & { close(): Promise<void> };
}

const live = fakeStore(() => -1);
const source = {} as StoreContext;

/** A copier writing `posts()` posts, so each copy can be told apart by its count. */
function postsCopier(posts: () => number): Copier {
  return ({ target }) => {
    const insert = target.prepare(
      `INSERT INTO fcom_posts (id, user_id, slug, created_at, updated_at, author_status, search_text)
       VALUES (?, 1, ?, '2026-01-01', '2026-01-01', 'active', '')`,
    );
    const n = posts();
    for (let id = 1; id <= n; id++) insert.run(id, `p${id}`);
    return Promise.resolve({ fcom_posts: n });
  };
}

/** Opens a copy's file and answers with its number of posts; remembers what was closed. */
function copyStores() {
  const closed: string[] = [];
  const open: OpenCopyStore = (file) => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    const count = (db.prepare('SELECT count(*) AS n FROM fcom_posts').get() as { n: number }).n;
    db.close();
    return Promise.resolve(
      fakeStore(
        () => count,
        () => {
          closed.push(file);
          return Promise.resolve();
        },
      ),
    );
  };
  return { open, closed };
}

const copyFiles = () =>
  readdirSync(dataDir).filter((name) => /^wordpress-copy-\d+\.sqlite$/.test(name));

describe('keepLocalCopy', () => {
  it('answers from the site until the first copy is ready, then from the copy; sign-in stays live', async () => {
    const stores = copyStores();
    const lines: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowCopier: Copier = async (job) => {
      await gate;
      return postsCopier(() => 3)(job);
    };
    keeper = keepLocalCopy({
      live,
      source,
      dataDir,
      copiers: [slowCopier],
      openCopyStore: stores.open,
      followMs: null,
      rebuildMs: 60_000,
      log: (line) => lines.push(line),
    });
    expect(await keeper.store.feeds.topicIdBySlug('x')).toBe(-1);
    expect(keeper.current()).toBeNull();
    release();
    await keeper.firstBuild;
    expect(await keeper.store.feeds.topicIdBySlug('x')).toBe(3);
    expect(await keeper.store.site.option('home')).toBe('live option');
    expect(keeper.current()?.rows).toEqual({ fcom_posts: 3 });
    expect(lines.join('\n')).toMatch(/^Local copy ready: 0 profiles, 3 posts, 0 comments in/);
    expect(copyFiles()).toEqual([path.basename(keeper.current()!.file)]);
  });

  it('swaps in a new copy on schedule, closes the old one after the grace period and deletes its file', async () => {
    const stores = copyStores();
    let posts = 1;
    keeper = keepLocalCopy({
      live,
      source,
      dataDir,
      copiers: [postsCopier(() => posts)],
      openCopyStore: stores.open,
      followMs: null,
      rebuildMs: 50,
      graceMs: 20,
      log: () => undefined,
    });
    await keeper.firstBuild;
    const first = keeper.current()!.file;
    expect(await keeper.store.feeds.topicIdBySlug('x')).toBe(1);
    posts = 2;
    await vi.waitFor(async () => expect(await keeper!.store.feeds.topicIdBySlug('x')).toBe(2), {
      timeout: 5_000,
    });
    await vi.waitFor(() => expect(stores.closed).toContain(first), { timeout: 5_000 });
    await vi.waitFor(() => expect(existsSync(first)).toBe(false), { timeout: 5_000 });
  });

  it('keeps serving the last copy when a build fails, and says so', async () => {
    const stores = copyStores();
    const lines: string[] = [];
    let fail = false;
    const copier: Copier = (job) =>
      fail ? Promise.reject(new Error('Lost connection.')) : postsCopier(() => 4)(job);
    keeper = keepLocalCopy({
      live,
      source,
      dataDir,
      copiers: [copier],
      openCopyStore: stores.open,
      followMs: null,
      rebuildMs: 30,
      log: (line) => lines.push(line),
    });
    await keeper.firstBuild;
    fail = true;
    await vi.waitFor(
      () => expect(lines.some((line) => line.startsWith('Local copy not built'))).toBe(true),
      {
        timeout: 5_000,
      },
    );
    expect(lines.find((line) => line.startsWith('Local copy not built'))).toMatch(
      /^Local copy not built: Lost connection\. The previous copy keeps answering; trying again in /,
    );
    expect(await keeper.store.feeds.topicIdBySlug('x')).toBe(4);
    // Only the copy being served is on disk: the failed build left nothing.
    expect(copyFiles()).toEqual([path.basename(keeper.current()!.file)]);
  });

  it('deletes copies left by an earlier run at start, and its own at close', async () => {
    const stores = copyStores();
    const stale = path.join(dataDir, 'wordpress-copy-1.sqlite');
    new Database(stale).close();
    keeper = keepLocalCopy({
      live,
      source,
      dataDir,
      copiers: [postsCopier(() => 1)],
      openCopyStore: stores.open,
      followMs: null,
      rebuildMs: 60_000,
      log: () => undefined,
    });
    expect(existsSync(stale)).toBe(false);
    await keeper.firstBuild;
    expect(copyFiles()).toHaveLength(1);
    await keeper.close();
    keeper = null;
    expect(readdirSync(dataDir)).toEqual([]);
    expect(stores.closed).toHaveLength(1);
  });

  it('builds once and then only follows when no rebuilds are asked for', async () => {
    const lines: string[] = [];
    let builds = 0;
    keeper = keepLocalCopy({
      live,
      source,
      dataDir,
      copiers: [(job) => ((builds += 1), postsCopier(() => 1)(job))],
      openCopyStore: copyStores().open,
      followMs: null,
      rebuildMs: null,
      log: (line) => lines.push(line),
    });
    await keeper.firstBuild;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(builds).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/; not followed\.$/) as string]);
    // Nothing to poll: the copy is not followed.
    expect(await keeper.followNow()).toBe(false);
  });

  it('tries a failed first build again after an hour when no rebuilds are asked for', async () => {
    const lines: string[] = [];
    keeper = keepLocalCopy({
      live,
      source,
      dataDir,
      copiers: [() => Promise.reject(new Error('Access denied.'))],
      openCopyStore: copyStores().open,
      followMs: null,
      rebuildMs: null,
      log: (line) => lines.push(line),
    });
    await keeper.firstBuild;
    expect(lines).toEqual([
      'Local copy not built: Access denied. The site itself keeps answering; trying again in 60 minutes.',
    ]);
    expect(await keeper.store.feeds.topicIdBySlug('x')).toBe(-1);
  });
});
