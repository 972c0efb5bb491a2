/** The inbox's one number, as the sidebar and the page's heading show it. */
export interface InboxTotal {
  count: number;
  /** Some section may hold more than it has read (posts in review): "12+". */
  atLeast: boolean;
}

/**
 * Join requests + posts in review + pending profiles, each only where the account may act on
 * them (a section it may not see counts none): the sidebar and the inbox add the same parts,
 * read from the same cache, so they show the same number.
 */
export function inboxTotal(parts: {
  joinRequests: number;
  postsInReview: { count: number; mayHaveMore: boolean } | null;
  pendingProfiles: number | null;
}): InboxTotal {
  const posts = parts.postsInReview;
  return {
    count: parts.joinRequests + (posts?.count ?? 0) + (parts.pendingProfiles ?? 0),
    atLeast: posts?.mayHaveMore ?? false,
  };
}

/** "12 waiting", "12+ waiting". */
export function inboxTotalText({ count, atLeast }: InboxTotal): string {
  return `${new Intl.NumberFormat('en').format(count)}${atLeast ? '+' : ''}`;
}
