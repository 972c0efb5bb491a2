import type { Caller } from '../access';
import type { Repositories } from '../db/repositories';
import type { SpaceRow } from '../db/repositories/spaces';
import { toFeed, type FeedJson } from './feed';
import { toProfile } from './profile';

/**
 * Turns post ids into feed items: the posts, then each kind of related row for the whole
 * page in one query (comments, likes preview, topics, votes, the caller's own reactions),
 * then every profile involved in one more.
 */
export function loadFeedItems(
  repositories: Repositories,
  caller: Caller,
  ids: readonly number[],
  spaces: ReadonlyMap<number, SpaceRow>,
  origin: string,
): FeedJson[] {
  const { feeds, feedDetails, profiles } = repositories;
  const posts = feeds.postsByIds(ids);
  if (posts.length === 0) return [];
  const postIds = posts.map((post) => post.id);
  const comments = feedDetails.commentsByPost(postIds);
  const likes = feedDetails.likePreviewByPost(postIds);
  const surveyIds = posts.filter((post) => post.content_type === 'survey').map((post) => post.id);
  const commentIds = [...comments.values()].flat().map((comment) => comment.id);
  const userId = caller.kind === 'user' ? caller.account.id : null;
  const people = [
    ...posts.map((post) => post.user_id),
    ...[...comments.values()].flat().map((comment) => comment.user_id),
    ...[...likes.values()].flat().map((like) => like.user_id),
  ];
  const context = {
    origin,
    spaces,
    profiles: new Map(
      [...profiles.byUserIds(people)].map(([id, row]) => [id, toProfile(row, origin)]),
    ),
    comments,
    likes,
    terms: feedDetails.termsByPost(postIds),
    voteCounts: surveyIds.length > 0 ? feedDetails.voteCounts(surveyIds) : new Map(),
    ownVotes:
      userId !== null && surveyIds.length > 0 ? feedDetails.ownVotes(userId, surveyIds) : new Map(),
    ownPostReactions:
      userId === null ? new Map() : feedDetails.ownReactions(userId, 'feed', postIds),
    ownCommentLikes:
      userId === null ? new Map() : feedDetails.ownReactions(userId, 'comment', commentIds),
  };
  return posts.map((post) => toFeed(post, context));
}
