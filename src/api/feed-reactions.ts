import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, FEED_REACTIONS_LIMIT, restRoute } from '../../contract';
import type { ApiClient } from './client';
import { feedReactionsResponseSchema, type FeedLike } from './schemas/feed-reactions';

/** Everyone who liked a post, as far as the site lists them (at most FEED_REACTIONS_LIMIT). */
export interface PostLikers {
  likes: readonly FeedLike[];
  /** The site stops at FEED_REACTIONS_LIMIT: more may have liked it than are listed. */
  mayBeMore: boolean;
}

export const feedReactionsKeys = {
  all: ['feed-reactions'] as const,
  post: (postId: number) => [...feedReactionsKeys.all, postId] as const,
};

export async function fetchPostLikers(
  client: ApiClient,
  postId: number,
  signal?: AbortSignal,
): Promise<PostLikers> {
  const response = await client.get(restRoute(ENDPOINTS.feedReactions, { feed_id: postId }), {
    schema: feedReactionsResponseSchema,
    signal,
  });
  // One person once, as the site means it (its `distinct('user_id')`).
  const seen = new Set<number>();
  const likes = response.reactions.filter(
    (like) => !seen.has(like.user_id) && seen.add(like.user_id),
  );
  return { likes, mayBeMore: response.reactions.length >= FEED_REACTIONS_LIMIT };
}

/** Who liked a post: asked for when the list is opened, kept a minute. */
export function postLikersQuery(client: ApiClient, postId: number) {
  return queryOptions({
    queryKey: feedReactionsKeys.post(postId),
    queryFn: ({ signal }) => fetchPostLikers(client, postId, signal),
    staleTime: 60_000,
  });
}
