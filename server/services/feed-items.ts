import type { Caller } from '../access';
import type { FeedItemRows } from '../store/rows';
import type { Store } from '../store/store';

/**
 * Loads posts by id with their related rows, in two rounds of queries run side by side:
 * the posts with everything keyed by the asked ids (comments, likes preview, topics, the
 * caller's own reactions); then what needs the posts themselves (the surveys' votes) and every
 * profile involved. The ids are already decided by the caller (the Store answers exactly what
 * it is asked), so asking for their details before the posts arrive costs nothing extra: an id
 * with no post just has no details. One round trip to the store fewer per feed page than
 * waiting for the posts first.
 */
export async function loadFeedItemRows(
  store: Store,
  caller: Caller,
  ids: readonly number[],
): Promise<FeedItemRows | null> {
  if (ids.length === 0) return null;
  const { feedDetails } = store;
  const userId = caller.kind === 'user' ? caller.account.id : null;
  const none = <T>() => Promise.resolve(new Map<number, T>());

  const [posts, comments, likes, terms, ownPostReactions] = await Promise.all([
    store.feeds.postsByIds(ids),
    feedDetails.commentsByPost(ids),
    feedDetails.likePreviewByPost(ids),
    feedDetails.termsByPost(ids),
    userId === null ? none<Set<string>>() : feedDetails.ownReactions(userId, 'feed', ids),
  ]);
  if (posts.length === 0) return null;
  const surveyIds = posts.filter((post) => post.content_type === 'survey').map((post) => post.id);
  const commentRows = [...comments.values()].flat();
  const people = [
    ...posts.map((post) => post.user_id),
    ...commentRows.map((comment) => comment.user_id),
    ...[...likes.values()].flat().map((like) => like.user_id),
  ];
  const commentIds = commentRows.map((comment) => comment.id);
  const [voteCounts, ownVotes, profiles, ownCommentLikes] = await Promise.all([
    surveyIds.length > 0 ? feedDetails.voteCounts(surveyIds) : none<Map<string, number>>(),
    userId !== null && surveyIds.length > 0
      ? feedDetails.ownVotes(userId, surveyIds)
      : none<Set<string>>(),
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
