/**
 * The Laravel paginator members, students and courses come in (behaviour.md, "Page
 * envelopes"), with the spec's `has_more` added. The URLs, like real sites', keep only `page`:
 * clients must never follow them.
 */
export interface PageRequest {
  page: number;
  perPage: number;
  total: number;
  /** The route's absolute URL without query, e.g. {origin}/wp-json/…/members. */
  path: string;
}

interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

const ON_EACH_SIDE = 3;

/** Laravel's UrlWindow: every page when there are few, else first/last two and a slider. */
function pageNumbers(current: number, last: number): (number | '...')[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (last < ON_EACH_SIDE * 2 + 8) return range(1, last);
  const window = ON_EACH_SIDE + 4;
  if (current <= window) return [...range(1, window + ON_EACH_SIDE), '...', last - 1, last];
  if (current > last - window)
    return [1, 2, '...', ...range(last - (window + ON_EACH_SIDE - 1), last)];
  return [
    1,
    2,
    '...',
    ...range(current - ON_EACH_SIDE, current + ON_EACH_SIDE),
    '...',
    last - 1,
    last,
  ];
}

export function laravelPage<T>(data: T[], { page, perPage, total, path }: PageRequest) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  const to = from === null ? null : from + data.length - 1;
  const url = (n: number) => `${path}?page=${n}`;
  const prev = page > 1 ? url(page - 1) : null;
  const next = page < lastPage ? url(page + 1) : null;
  const links: PageLink[] = [
    { url: prev, label: 'pagination.previous', active: false },
    ...pageNumbers(Math.min(page, lastPage), lastPage).map((n) =>
      n === '...'
        ? { url: null, label: '...', active: false }
        : { url: url(n), label: String(n), active: n === page },
    ),
    { url: next, label: 'pagination.next', active: false },
  ];
  return {
    current_page: page,
    data,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: next,
    path,
    per_page: perPage,
    prev_page_url: prev,
    to,
    total,
    has_more: page < lastPage,
  };
}

/**
 * The feed page's own envelope (behaviour.md, "Feeds"): has_more means "came back full", and
 * total is `to`, plus per_page while has_more — not a count.
 */
export function feedEnvelope<T>(data: T[], page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  const to = offset + data.length;
  const hasMore = data.length === perPage;
  return {
    data,
    current_page: page,
    per_page: perPage,
    from: data.length > 0 ? offset + 1 : 0,
    to,
    has_more: hasMore,
    total: hasMore ? to + perPage : to,
  };
}
