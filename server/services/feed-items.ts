import type { Caller } from '../access';
import type { FeedItemRows } from '../store/rows';
import type { Store } from '../store/store';

/** Who is looking, as the feed item reads take it: null for a visitor (no reactions, votes). */
export const viewerIdOf = (caller: Caller): number | null =>
  caller.kind === 'user' ? caller.account.id : null;

/** Posts by id, in that order, with every related row the feed items show. */
export function loadFeedItemRows(
  store: Store,
  caller: Caller,
  ids: readonly number[],
): Promise<FeedItemRows | null> {
  // No posts asked, none read: not even a call to the store.
  return ids.length === 0
    ? Promise.resolve(null)
    : store.feedDetails.itemRows(ids, viewerIdOf(caller));
}
