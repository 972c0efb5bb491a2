import type { FeedItemRows, SpaceRow } from '../store/rows';
import { toFeed, type FeedJson } from './feed';
import { toProfile } from './profile';

/** Feed items from their rows: each person shaped once, however often they appear. */
export function toFeedItems(
  rows: FeedItemRows | null,
  spaces: ReadonlyMap<number, SpaceRow>,
  origin: string,
): FeedJson[] {
  if (rows === null) return [];
  const context = {
    ...rows,
    origin,
    spaces,
    profiles: new Map([...rows.profiles].map(([id, row]) => [id, toProfile(row, origin)])),
  };
  return rows.posts.map((post) => toFeed(post, context));
}
