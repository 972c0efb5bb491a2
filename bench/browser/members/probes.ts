import type { Page, Request } from '@playwright/test';
import type { Filters } from './changes';

/* What `npm run bench:members` watches: the server, the requests, the rows. */

/** The names the table must show for `filters`, asked of the server directly. */
export async function expectedNames(
  space: string,
  base: string,
  auth: string,
  filters: Filters,
): Promise<{ names: string[]; lastPage: number }> {
  const fetchPage = async (page: number) => {
    const query = new URLSearchParams(
      Object.entries({ ...filters, page }).map(([key, value]) => [key, String(value)]),
    );
    const response = await fetch(
      `${base}/wp-json/fluent-community/v2/spaces/${space}/members?${query}`,
      { headers: { Authorization: auth } },
    );
    return (await response.json()) as {
      members: {
        last_page: number;
        data: { user_id: number; xprofile: { display_name: string } | null }[];
      };
    };
  };
  let body = await fetchPage(Math.max(1, filters.page));
  if (filters.page === -1) body = await fetchPage(body.members.last_page);
  const names = body.members.data.map((member) =>
    member.xprofile
      ? member.xprofile.display_name.trim() || 'Unnamed member'
      : `Deleted user #${member.user_id}`,
  );
  return { names, lastPage: body.members.last_page };
}

export interface SeenRequest {
  url: URL;
  /** From the request's start to the end of its response, once finished. */
  ms: number | null;
}

/** Records the members requests of the page, and how many are still running. */
export function watchRequests(page: Page, space: string) {
  const seen = new Map<Request, SeenRequest>();
  const inFlight = new Set<Request>();
  const isMembers = (request: Request) => request.url().includes(`/spaces/${space}/members`);
  page.on('request', (request) => {
    if (!isMembers(request)) return;
    seen.set(request, { url: new URL(request.url()), ms: null });
    inFlight.add(request);
  });
  page.on('requestfinished', (request) => {
    const entry = seen.get(request);
    if (entry) entry.ms = request.timing().responseEnd;
    inFlight.delete(request);
  });
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    take: () => {
      const taken = [...seen.values()];
      seen.clear();
      return taken;
    },
    /** Resolves once no members request has run for 300 ms (gives up after 15 s). */
    async settle() {
      const started = Date.now();
      let quietSince = started;
      while (Date.now() - quietSince < 300) {
        if (inFlight.size > 0) quietSince = Date.now();
        if (Date.now() - started > 15_000) {
          const urls = [...inFlight].map((request) => request.url()).join(', ');
          throw new Error(`Requests still running after 15 s: ${urls}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/**
 * Installed once per page load. Keeps the largest number of body rows between resets, and
 * notes when the rows expected for the current change (`window.expected`) are on screen: at
 * the first animation frame after the DOM holds them (read from a MutationObserver, so it
 * does not depend on how often the driver polls). An empty result counts when the table has
 * given way to the empty state. The clock starts at the user's event itself (the last one,
 * for typing), not when the driver starts acting.
 *
 * A string, not a function: tsx would wrap a function's inner names in a helper the page
 * does not have.
 */
export const WATCH_PAGE = `(() => {
  const ready = () => {
    const expected = window.expected;
    if (!expected) return false;
    const table = document.querySelector('table');
    if (expected.length === 0) return table === null;
    if (!table || table.getAttribute('aria-busy') !== 'false') return false;
    const shown = [...document.querySelectorAll('tbody tr button[data-row-open]')];
    return shown.length === expected.length &&
      shown.every((button, index) => button.textContent.trim() === expected[index]);
  };
  const record = () => {
    window.maxRows = Math.max(window.maxRows ?? 0, document.querySelectorAll('tbody tr').length);
    if (Number.isNaN(window.shownAt) && !window.pendingFrame && ready()) {
      window.pendingFrame = true;
      requestAnimationFrame(() => { window.shownAt = performance.now(); window.pendingFrame = false; });
    }
  };
  new MutationObserver(record).observe(document.body, {
    childList: true, subtree: true, characterData: true,
    attributes: true, attributeFilter: ['aria-busy'],
  });
  for (const type of ['click', 'input', 'change', 'keydown']) {
    document.addEventListener(type, (event) => { window.t0 = event.timeStamp; }, true);
  }
})()`;
