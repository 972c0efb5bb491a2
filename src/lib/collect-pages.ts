/**
 * Walks every page of a paginated list, one request at a time, for exports. Stops at the
 * `last_page` the server reports (read again from every page, as the list may grow or shrink
 * while we walk) or at the first empty page, and drops a row already collected when rows
 * shift between pages. Cancelling the signal stops the walk: the pending request is aborted
 * and the promise rejects with the abort reason.
 */
export interface CollectedPage<T> {
  rows: readonly T[];
  lastPage: number;
  total: number;
}

export interface CollectProgress {
  /** Pages fetched so far. */
  page: number;
  lastPage: number;
  /** Rows collected so far. */
  rows: number;
  total: number;
}

export interface CollectOptions<T> {
  signal: AbortSignal;
  onProgress?: (progress: CollectProgress) => void;
  /** Identity of a row, to skip duplicates when rows shift between pages. */
  keyOf: (row: T) => string | number;
  /** A safety net against a server whose `last_page` never ends. */
  maxPages?: number;
}

export async function collectAllPages<T>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<CollectedPage<T>>,
  { signal, onProgress, keyOf, maxPages = 10_000 }: CollectOptions<T>,
): Promise<T[]> {
  const rows: T[] = [];
  const seen = new Set<string | number>();
  for (let page = 1; page <= maxPages; page += 1) {
    signal.throwIfAborted();
    const result = await fetchPage(page, signal);
    signal.throwIfAborted();
    for (const row of result.rows) {
      const key = keyOf(row);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
    onProgress?.({ page, lastPage: result.lastPage, rows: rows.length, total: result.total });
    if (result.rows.length === 0 || page >= result.lastPage) break;
  }
  return rows;
}
