/**
 * A space's members answer as a site gives it for `per_page=1` with no row wanted: an empty
 * page and the space's `pending_count` (behaviour.md, "Space members"), for tests that only
 * read the count.
 */
export function pendingCountAnswer(pendingCount: number) {
  return {
    members: {
      data: [],
      current_page: 1,
      per_page: 1,
      from: null,
      to: null,
      total: 0,
      last_page: 1,
      has_more: false,
    },
    pending_count: pendingCount,
  };
}
