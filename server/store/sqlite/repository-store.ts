import { foldForSearch } from './fold';
import type { Repositories } from './repositories';
import type {
  AuthorCommentsQuery,
  DirectoryPageQuery,
  FeedPageQuery,
  MentionQuery,
  RosterPageQuery,
} from '../rows';
import type { Store } from '../store';

/**
 * The Store over the SQLite repositories, whoever runs them: in this thread (sqlite-store.ts)
 * or in the read workers (pooled-store.ts). Everything both need exists once, here: which
 * repository method answers each Store method, the search folding, and how costly each call
 * may be.
 */

export type RepositoryName = keyof Repositories;
export type MethodName<R extends RepositoryName> = keyof Repositories[R] & string;
export type ArgsOf<R extends RepositoryName, M extends MethodName<R>> = Repositories[R][M] extends (
  ...args: infer A
) => unknown
  ? A
  : never;
export type ResultOf<
  R extends RepositoryName,
  M extends MethodName<R>,
> = Repositories[R][M] extends (...args: never[]) => infer T ? T : never;

/**
 * `cheap`: a lookup by key or a short index range (spaces, options, users, profiles by id…).
 * `heavy`: may scan many rows — feed pages, searched rosters, deep pages. The pool never lets
 * heavy calls take its last worker, so a cheap call always finds one (read-pool.ts).
 */
export type Lane = 'cheap' | 'heavy';

/** Runs one repository method with these arguments, somewhere, and resolves with its result. */
export type CallRepository = <R extends RepositoryName, M extends MethodName<R>>(
  repository: R,
  method: M,
  args: ArgsOf<R, M>,
  lane: Lane,
) => Promise<ResultOf<R, M>>;

/**
 * A roster offset from which a page walks enough index entries to matter (members page
 * 1000 of 15 reads 15k rows before its own); below it a plain list is a short index range.
 */
export const DEEP_OFFSET = 1000;

const rosterLane = (query: RosterPageQuery): Lane =>
  query.search !== null || query.offset >= DEEP_OFFSET ? 'heavy' : 'cheap';

// Search terms match the folded columns (fold.ts), as the site's collation compares text.
const foldRoster = (query: RosterPageQuery): RosterPageQuery =>
  query.search === null ? query : { ...query, search: foldForSearch(query.search) };

const directoryLane = (query: DirectoryPageQuery): Lane =>
  query.search !== null || query.offset >= DEEP_OFFSET ? 'heavy' : 'cheap';

const foldDirectory = (query: DirectoryPageQuery): DirectoryPageQuery =>
  query.search === null ? query : { ...query, search: foldForSearch(query.search) };

// A member's comments are one index range, but checking each one's post for someone else's
// eyes, or walking to a deep page, reads as many index entries as they wrote (thousands).
const commentsLane = (query: AuthorCommentsQuery): Lane =>
  query.visibleTo !== null || query.offset >= DEEP_OFFSET ? 'heavy' : 'cheap';

const foldMention = (query: MentionQuery): MentionQuery => ({
  ...query,
  term: foldForSearch(query.term),
});

const foldFeed = (query: FeedPageQuery): FeedPageQuery =>
  query.search === null
    ? query
    : { ...query, search: { ...query.search, term: foldForSearch(query.search.term) } };

export function storeOverRepositories(call: CallRepository): Store {
  return {
    site: {
      option: (name) => call('users', 'option', [name], 'cheap'),
      // The demo community keeps none of the plugin's own settings: its defaults apply.
      communityOption: () => Promise.resolve(null),
    },
    users: {
      findByLoginOrEmail: (username) => call('users', 'findByLoginOrEmail', [username], 'cheap'),
      findById: (id) => call('users', 'findById', [id], 'cheap'),
      // Every account sorted by name is a sort of the whole table; a role's few, a short scan.
      page: (roles, limit, offset) =>
        call('users', 'page', [roles, limit, offset], roles === null ? 'heavy' : 'cheap'),
      passwordHashes: (userId) => call('users', 'passwordHashes', [userId], 'cheap'),
    },
    spaces: {
      communities: () => call('spaces', 'communities', [], 'cheap'),
      communityBySlug: (slug) => call('spaces', 'communityBySlug', [slug], 'cheap'),
      courseById: (id) => call('spaces', 'courseById', [id], 'cheap'),
      membershipsOf: (userId) => call('spaces', 'membershipsOf', [userId], 'cheap'),
      // A site has tens of courses, not thousands: even a searched page is a short scan.
      coursePage: (search, limit, offset) =>
        call(
          'spaces',
          'coursePage',
          [search === null ? null : foldForSearch(search), limit, offset],
          'cheap',
        ),
      courseCounts: (ids) => call('spaces', 'courseCounts', [ids], 'cheap'),
      joinedCommunities: (userId, withSecret) =>
        call('spaces', 'joinedCommunities', [userId, withSecret], 'cheap'),
      memberCounts: (ids) => call('spaces', 'memberCounts', [ids], 'cheap'),
      menu: () => call('spaces', 'menu', [], 'cheap'),
    },
    topics: {
      all: () => call('topics', 'all', [], 'cheap'),
    },
    comments: {
      byAuthor: (query) => call('comments', 'byAuthor', [query], commentsLane(query)),
    },
    members: {
      page: (list, query) => call('members', 'page', [list, foldRoster(query)], rosterLane(query)),
      pendingCount: (spaceId) => call('members', 'pendingCount', [spaceId], 'cheap'),
    },
    directory: {
      page: (query) => call('directory', 'page', [foldDirectory(query)], directoryLane(query)),
      // A rare or short term may test every profile before it finds ten (or none).
      mention: (query) => call('directory', 'mention', [foldMention(query)], 'heavy'),
    },
    students: {
      page: (query) => call('students', 'page', [foldRoster(query)], rosterLane(query)),
      progress: (courseId, userIds) => call('students', 'progress', [courseId, userIds], 'cheap'),
    },
    feeds: {
      // Any feed page may filter its way through most of 200k posts before it fills
      // (a common search term in alphabetical order, a deep page): always heavy.
      pageItems: (query, viewerId) =>
        call('feedItems', 'page', [foldFeed(query), viewerId], 'heavy'),
      postsByIds: (ids) => call('feeds', 'postsByIds', [ids], 'cheap'),
      stickyPostId: (spaceId) => call('feeds', 'stickyPostId', [spaceId], 'cheap'),
      topicIdBySlug: (slug) => call('feeds', 'topicIdBySlug', [slug], 'cheap'),
      postIdBySlug: (slug) => call('feeds', 'postIdBySlug', [slug], 'cheap'),
    },
    feedDetails: {
      itemRows: (ids, viewerId) => call('feedItems', 'rows', [ids, viewerId], 'cheap'),
      likesOfPost: (postId, limit) => call('feedDetails', 'likesOfPost', [postId, limit], 'cheap'),
      termsOfPost: (postId) => call('feedDetails', 'termsOfPost', [postId], 'cheap'),
    },
    insights: {
      // A window of posts, comments and profiles: index ranges, but tens of thousands of entries.
      overview: (query) => call('insights', 'overview', [query], 'heavy'),
      space: (query) => call('insights', 'space', [query], 'heavy'),
      course: (query) => call('insights', 'course', [query], 'heavy'),
    },
    profiles: {
      // Any iterable may come in (a Set, a Map's keys); only an array crosses to a worker.
      byUserIds: (ids) => call('profiles', 'byUserIds', [[...ids]], 'cheap'),
      displayName: (userId) => call('profiles', 'displayName', [userId], 'cheap'),
      byUsername: (username) => call('profiles', 'byUsername', [username], 'cheap'),
    },
  };
}
