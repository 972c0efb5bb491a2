import type { PostRow, SpaceRow } from '../store/rows';
import type { Store } from '../store/store';

/** The space a post belongs to, as the plugin's `$feed->space` loads it (any space type). */
export async function spaceOfPost(store: Store, post: PostRow): Promise<SpaceRow | null> {
  if (post.space_id === null) return null;
  const communities = await store.spaces.communities();
  return (
    communities.find((space) => space.id === post.space_id) ??
    (await store.spaces.courseById(post.space_id))
  );
}
