import { describe, expect, it, vi } from 'vitest';
import { collectAllPages, type CollectedPage, type CollectProgress } from './collect-pages';

interface Row {
  id: number;
}

function pagesOf(total: number, perPage: number) {
  const all = Array.from({ length: total }, (_, index) => ({ id: index + 1 }));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return vi.fn(async (page: number): Promise<CollectedPage<Row>> => ({
    rows: all.slice((page - 1) * perPage, page * perPage),
    lastPage,
    total,
  }));
}

const keyOf = (row: Row) => row.id;

describe('collectAllPages', () => {
  it('fetches every page in order and reports progress', async () => {
    const fetchPage = pagesOf(250, 100);
    const progress: CollectProgress[] = [];
    const rows = await collectAllPages(fetchPage, {
      signal: new AbortController().signal,
      keyOf,
      onProgress: (step) => progress.push(step),
    });
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      { page: 1, lastPage: 3, rows: 100, total: 250 },
      { page: 2, lastPage: 3, rows: 200, total: 250 },
      { page: 3, lastPage: 3, rows: 250, total: 250 },
    ]);
  });

  it('makes one request for an empty list', async () => {
    const fetchPage = pagesOf(0, 100);
    const rows = await collectAllPages(fetchPage, { signal: new AbortController().signal, keyOf });
    expect(rows).toEqual([]);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('skips rows that shifted onto the next page and stops at an empty page', async () => {
    const pages: Record<number, CollectedPage<Row>> = {
      1: { rows: [{ id: 1 }, { id: 2 }], lastPage: 5, total: 4 },
      2: { rows: [{ id: 2 }, { id: 3 }], lastPage: 5, total: 4 },
      3: { rows: [], lastPage: 5, total: 4 },
    };
    const fetchPage = vi.fn(async (page: number) => pages[page]!);
    const rows = await collectAllPages(fetchPage, { signal: new AbortController().signal, keyOf });
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('follows a last_page that changes during the walk', async () => {
    const fetchPage = vi.fn(async (page: number): Promise<CollectedPage<Row>> => ({
      rows: [{ id: page }],
      lastPage: page === 1 ? 1 : 2,
      total: 1,
    }));
    await collectAllPages(fetchPage, { signal: new AbortController().signal, keyOf });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled and rejects with the abort reason', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async (page: number): Promise<CollectedPage<Row>> => {
      if (page === 2) controller.abort(new DOMException('Cancelled', 'AbortError'));
      return { rows: [{ id: page }], lastPage: 10, total: 10 };
    });
    await expect(collectAllPages(fetchPage, { signal: controller.signal, keyOf })).rejects.toThrow(
      'Cancelled',
    );
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('gives up after maxPages', async () => {
    const fetchPage = vi.fn(async (page: number): Promise<CollectedPage<Row>> => ({
      rows: [{ id: page }],
      lastPage: Number.MAX_SAFE_INTEGER,
      total: 0,
    }));
    const rows = await collectAllPages(fetchPage, {
      signal: new AbortController().signal,
      keyOf,
      maxPages: 3,
    });
    expect(rows).toHaveLength(3);
  });
});
