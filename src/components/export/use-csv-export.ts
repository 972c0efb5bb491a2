import { useEffect, useRef, useState } from 'react';
import { collectAllPages, type CollectedPage, type CollectProgress } from '../../lib/collect-pages';
import { toCsv, type CsvValue } from '../../lib/csv';
import { downloadFile } from '../../lib/download';

/** What to export: how to fetch a page, and the columns to write. */
export interface CsvExportJob<T> {
  fileName: string;
  fetchPage: (page: number, signal: AbortSignal) => Promise<CollectedPage<T>>;
  keyOf: (row: T) => string | number;
  columns: ReadonlyArray<{ header: string; value: (row: T) => CsvValue }>;
}

export type CsvExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: CollectProgress | null }
  | { status: 'done'; rows: number; fileName: string }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

/**
 * Runs one export at a time: walks every page (progress as it goes), writes the CSV and hands
 * it to the browser. `cancel` aborts the request in flight; leaving the page cancels too.
 */
export function useCsvExport() {
  const [state, setState] = useState<CsvExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function start<T>(job: CsvExportJob<T>): Promise<void> {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', progress: null });
    try {
      const rows = await collectAllPages(job.fetchPage, {
        signal: controller.signal,
        keyOf: job.keyOf,
        onProgress: (progress) => setState({ status: 'running', progress }),
      });
      const csv = toCsv(
        job.columns.map((column) => column.header),
        rows.map((row) => job.columns.map((column) => column.value(row))),
      );
      downloadFile(job.fileName, csv, 'text/csv;charset=utf-8');
      setState({ status: 'done', rows: rows.length, fileName: job.fileName });
    } catch (error) {
      setState(controller.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  return {
    state,
    start,
    cancel: () => running.current?.abort(),
    dismiss: () => setState({ status: 'idle' }),
  };
}
