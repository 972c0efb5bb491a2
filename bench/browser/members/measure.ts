import type { Page } from '@playwright/test';
import type { Filters } from './changes';
import { expectedNames, type watchRequests, type SeenRequest } from './probes';

/** One change, measured once. */
export interface Measurement {
  /** From the user's event to the new rows on screen (or the empty state). */
  ms: number;
  /** Duration of the request(s) for the page shown. */
  requestMs: number[];
  pageRequests: number;
  prefetchRequests: number;
  otherRequests: number;
  /** The most <tr> the table body held between the action and the end. */
  maxRows: number;
}

interface MeasureContext {
  page: Page;
  requests: ReturnType<typeof watchRequests>;
  space: string;
  base: string;
  auth: string;
}

type Clock = { t0: number; shownAt: number; maxRows: number; expected: string[] | null };

/** Waits until the page noted the expected rows (see WATCH_PAGE), and returns the elapsed ms. */
async function waitForRows(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const clock = window as unknown as Clock;
      return Number.isNaN(clock.shownAt) || Number.isNaN(clock.t0) ? 0 : clock.shownAt - clock.t0;
    },
    undefined,
    { timeout: 30_000 },
  );
  return handle.jsonValue();
}

export async function measureChange(
  context: MeasureContext,
  filters: Filters,
  act: () => Promise<void>,
): Promise<Measurement> {
  const { page, requests } = context;
  const expected = await expectedNames(context.space, context.base, context.auth, filters);
  await requests.settle();
  requests.take();
  await page.evaluate((names) => {
    const clock = window as unknown as Clock;
    clock.maxRows = document.querySelectorAll('tbody tr').length;
    clock.t0 = Number.NaN;
    clock.shownAt = Number.NaN;
    clock.expected = names;
  }, expected.names);
  await act();
  const elapsed = await waitForRows(page);
  await requests.settle();

  const shownPage = filters.page === -1 ? expected.lastPage : filters.page;
  const made = requests.take();
  const pageOf = (request: SeenRequest) => Number(request.url.searchParams.get('page') ?? 1);
  // The pending-count badge asks with per_page=1; it is not part of any list change.
  const badge = made.filter((request) => request.url.searchParams.get('per_page') === '1');
  const lists = made.filter((request) => !badge.includes(request));
  const main = lists.filter((request) => pageOf(request) === shownPage);
  const prefetch = lists.filter((request) => pageOf(request) === shownPage + 1);
  return {
    ms: elapsed,
    requestMs: main.map((request) => request.ms ?? Number.NaN),
    pageRequests: main.length,
    prefetchRequests: prefetch.length,
    otherRequests: made.length - main.length - prefetch.length,
    maxRows: await page.evaluate(() => (window as unknown as Clock).maxRows),
  };
}
