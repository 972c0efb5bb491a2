import type { Caller } from '../access';
import type { FeedItemRows } from '../store/rows';
import type { Store } from '../store/store';

/**
 * Loads posts by id with their related rows: the posts, then each kind of related row for
 * the whole page in one query (comments, likes preview, topics, votes, the caller's own
 * reactions), then every profile involved in one more.
 */
export async function loadFeedItemRows(
  store: Store,
  caller: Caller,
  ids: readonly number[],
): Promise<FeedItemRows | null> {
  const posts = await store.feeds.postsByIds(ids);
  if (posts.length === 0) return null;
  const { feedDetails } = store;
  const postIds = posts.map((post) => post.id);
  const surveyIds = posts.filter((post) => post.content_type === 'survey').map((post) => post.id);
  const userId = caller.kind === 'user' ? caller.account.id : null;
  const none = <T>() => Promise.resolve(new Map<number, T>());

  const [comments, likes, terms, voteCounts, ownVotes, ownPostReactions] = await Promise.all([
    feedDetails.commentsByPost(postIds),
    feedDetails.likePreviewByPost(postIds),
    feedDetails.termsByPost(postIds),
    surveyIds.length > 0 ? feedDetails.voteCounts(surveyIds) : none<Map<string, number>>(),
    userId !== null && surveyIds.length > 0
      ? feedDetails.ownVotes(userId, surveyIds)
      : none<Set<string>>(),
    userId === null ? none<Set<string>>() : feedDetails.ownReactions(userId, 'feed', postIds),
  ]);
  const commentRows = [...comments.values()].flat();
  const people = [
    ...posts.map((post) => post.user_id),
    ...commentRows.map((comment) => comment.user_id),
    ...[...likes.values()].flat().map((like) => like.user_id),
  ];
  const commentIds = commentRows.map((comment) => comment.id);
  const [profiles, ownCommentLikes] = await Promise.all([
    store.profiles.byUserIds(people),
    userId === null ? none<Set<string>>() : feedDetails.ownReactions(userId, 'comment', commentIds),
  ]);
  return {
    posts,
    comments,
    likes,
    terms,
    voteCounts,
    ownVotes,
    ownPostReactions,
    ownCommentLikes,
    profiles,
  };
}
