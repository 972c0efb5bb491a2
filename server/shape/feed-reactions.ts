import type { ProfileRow, ReactionRow } from '../store/rows';
import { toProfile } from './profile';

/**
 * The likes of GET /feeds/{feed_id}/reactions (behaviour.md, "Who liked a post"): each the
 * reaction's row with its person's public profile, as the member lists send it.
 */
export function toFeedReactions(
  likes: readonly ReactionRow[],
  profiles: ReadonlyMap<number, ProfileRow>,
  origin: string,
) {
  return likes.flatMap((like) => {
    const profile = profiles.get(like.user_id);
    if (!profile) return [];
    return [
      {
        id: like.id,
        user_id: like.user_id,
        object_id: like.object_id,
        parent_id: like.parent_id,
        object_type: like.object_type,
        type: like.type,
        created_at: like.created_at,
        updated_at: like.updated_at,
        xprofile: toProfile(profile, origin),
      },
    ];
  });
}
