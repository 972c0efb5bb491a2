import { all, andThen, type MaybePromise } from '../lib/maybe-promise';
import type { CommentRow, FeedItemRows, PostRow, ProfileRow, ReactionRow, TermRow } from './rows';

/**
 * The reads a page of feed items is made of, named as each store's parts name them: answered
 * now (SQLite, inside its worker) or later (WordPress).
 */
export interface FeedRowSource {
  feeds: { postsByIds(ids: readonly number[]): MaybePromise<PostRow[]> };
  details: {
    /** Each post's published comments, replies included. */
    commentsByPost(postIds: readonly number[]): MaybePromise<Map<number, CommentRow[]>>;
    /** The latest REACTION_PREVIEW_SIZE likes of each post, newest first. */
    likePreviewByPost(postIds: readonly number[]): MaybePromise<Map<number, ReactionRow[]>>;
    termsByPost(postIds: readonly number[]): MaybePromise<Map<number, TermRow[]>>;
    /** `like`/`bookmark` reactions of one user on these posts or comments. */
    ownReactions(
      userId: number,
      objectType: 'feed' | 'comment',
      ids: readonly number[],
    ): MaybePromise<Map<number, Set<string>>>;
    voteCounts(postIds: readonly number[]): MaybePromise<Map<number, Map<string, number>>>;
    ownVotes(userId: number, postIds: readonly number[]): MaybePromise<Map<number, Set<string>>>;
  };
  profiles: { byUserIds(ids: readonly number[]): MaybePromise<Map<number, ProfileRow>> };
}

/**
 * Posts by id with their related rows, in two rounds of reads: the posts with everything keyed
 * by the asked ids (comments, likes preview, topics, the viewer's own reactions), then what
 * needs the posts themselves (the surveys' votes) and every profile involved. An id with no
 * post just has no details. `viewerId` null: a visitor, who has no reactions or votes.
 */
export function readFeedItemRows(
  { feeds, details, profiles }: FeedRowSource,
  ids: readonly number[],
  viewerId: number | null,
): MaybePromise<FeedItemRows | null> {
  if (ids.length === 0) return null;
  const none = <T>() => new Map<number, T>();
  const firstRound = all([
    feeds.postsByIds(ids),
    details.commentsByPost(ids),
    details.likePreviewByPost(ids),
    details.termsByPost(ids),
    viewerId === null ? none<Set<string>>() : details.ownReactions(viewerId, 'feed', ids),
  ] as const);
  return andThen(firstRound, ([posts, comments, likes, terms, ownPostReactions]) => {
    if (posts.length === 0) return null;
    const surveyIds = posts.filter((post) => post.content_type === 'survey').map((post) => post.id);
    const commentRows = [...comments.values()].flat();
    const people = [
      ...new Set([
        ...posts.map((post) => post.user_id),
        ...commentRows.map((comment) => comment.user_id),
        ...[...likes.values()].flat().map((like) => like.user_id),
      ]),
    ];
    const commentIds = commentRows.map((comment) => comment.id);
    const secondRound = all([
      surveyIds.length > 0 ? details.voteCounts(surveyIds) : none<Map<string, number>>(),
      viewerId !== null && surveyIds.length > 0
        ? details.ownVotes(viewerId, surveyIds)
        : none<Set<string>>(),
      profiles.byUserIds(people),
      viewerId === null || commentIds.length === 0
        ? none<Set<string>>()
        : details.ownReactions(viewerId, 'comment', commentIds),
    ] as const);
    return andThen(secondRound, ([voteCounts, ownVotes, profiles, ownCommentLikes]) => ({
      posts,
      comments,
      likes,
      terms,
      voteCounts,
      ownVotes,
      ownPostReactions,
      ownCommentLikes,
      profiles,
    }));
  });
}
