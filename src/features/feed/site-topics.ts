import type { KnownTopic } from './known-filters';

const NO_TOPICS: readonly KnownTopic[] = [];

/**
 * The seam for the site's own list of topics, which the topic picker offers after the topics
 * of the loaded posts. No endpoint that stock FluentCommunity sites answer is known to list
 * them yet, so there is none: when one is confirmed (added to contract/endpoints.ts and the
 * reference server), fetch it here with a query from the feed's api.ts — nothing else changes.
 */
export function useSiteTopics(): readonly KnownTopic[] {
  return NO_TOPICS;
}
