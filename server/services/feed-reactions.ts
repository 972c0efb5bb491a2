import { FEED_REACTIONS_LIMIT } from '../../contract';
import { canReadPost } from '../access';
import { modelNotFound } from '../errors';
import type { ProfileRow, ReactionRow } from '../store/rows';
import type { Store } from '../store/store';
import type { Admitted } from './route-policies';
import { spaceOfPost } from './post-space';

export interface FeedReactions {
  likes: ReactionRow[];
  profiles: Map<number, ProfileRow>;
}

/**
 * `GET /feeds/{feed_id}/reactions` (ReactionController::getByFeedId; behaviour.md, "Who liked a
 * post"): a post of any type and status the caller may read (Feed::scopeByUserAccess), else the
 * plugin's 404; then at most FEED_REACTIONS_LIMIT likes of people with a profile. Id 0 is
 * answered with no likes, as the plugin answers it.
 */
export async function readFeedReactions(
  store: Store,
  caller: Admitted,
  feedId: number,
): Promise<FeedReactions> {
  if (feedId === 0) return { likes: [], profiles: new Map() };
  const [post] = await store.feeds.postsByIds([feedId]);
  if (!post || !canReadPost(caller, post, await spaceOfPost(store, post))) {
    throw modelNotFound('Feed', feedId);
  }
  const likes = await store.feedDetails.likesOfPost(feedId, FEED_REACTIONS_LIMIT);
  const profiles = await store.profiles.byUserIds(likes.map((like) => like.user_id));
  return { likes, profiles };
}
