import { all, andThen, type MaybePromise } from '../lib/maybe-promise';
import type { CommentRow, FeedItemRows, PostRow, ProfileRow, ReactionRow, TermRow } from './rows';

/** The reads a page of feed items is made of, now (SQLite, in its worker) or later (WordPress). */
export interface FeedRowSource {
  postsByIds(ids: readonly number[]): MaybePromise<PostRow[]>;
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
  profilesByUserIds(ids: readonly number[]): MaybePromise<Map<number, ProfileRow>>;
}

/**
 * Posts by id with their related rows, in two rounds of reads: the posts with everything keyed
 * by the asked ids (comments, likes preview, topics, the viewer's own reactions), then what
 * needs the posts themselves (the surveys' votes) and every profile involved. An id with no
 * post just has no details. `viewerId` null: a visitor, who has no reactions or votes.
 */
export function readFeedItemRows(
  source: FeedRowSource,
  ids: readonly number[],
  viewerId: number | null,
): MaybePromise<FeedItemRows | null> {
  if (ids.length === 0) return null;
  const none = <T>() => new Map<number, T>();
  const firstRound = all([
    source.postsByIds(ids),
    source.commentsByPost(ids),
    source.likePreviewByPost(ids),
    source.termsByPost(ids),
    viewerId === null ? none<Set<string>>() : source.ownReactions(viewerId, 'feed', ids),
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
      surveyIds.length > 0 ? source.voteCounts(surveyIds) : none<Map<string, number>>(),
      viewerId !== null && surveyIds.length > 0
        ? source.ownVotes(viewerId, surveyIds)
        : none<Set<string>>(),
      source.profilesByUserIds(people),
      viewerId === null || commentIds.length === 0
        ? none<Set<string>>()
        : source.ownReactions(viewerId, 'comment', commentIds),
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

type DetailReads = Omit<FeedRowSource, 'postsByIds' | 'profilesByUserIds'>;

/** The source over a store's own parts, which name these reads as the Store does. */
export function feedRowSource(parts: {
  feeds: Pick<FeedRowSource, 'postsByIds'>;
  details: DetailReads;
  profiles: { byUserIds(ids: readonly number[]): MaybePromise<Map<number, ProfileRow>> };
}): FeedRowSource {
  const { feeds, details, profiles } = parts;
  return {
    postsByIds: (ids) => feeds.postsByIds(ids),
    commentsByPost: (ids) => details.commentsByPost(ids),
    likePreviewByPost: (ids) => details.likePreviewByPost(ids),
    termsByPost: (ids) => details.termsByPost(ids),
    ownReactions: (userId, objectType, ids) => details.ownReactions(userId, objectType, ids),
    voteCounts: (ids) => details.voteCounts(ids),
    ownVotes: (userId, ids) => details.ownVotes(userId, ids),
    profilesByUserIds: (ids) => profiles.byUserIds(ids),
  };
}
