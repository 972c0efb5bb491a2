import { readFeedItemRows } from '../feed-item-rows';
import type { Store } from '../store';
import { createCommentQueries } from './comments';
import type { StoreContext } from './context';
import { createDirectoryQueries } from './directory';
import { createFeedDetailQueries } from './feed-details';
import { createFeedQueries } from './feeds';
import { createInsightsQueries } from './insights';
import { createProfileQueries } from './profiles';
import { createMemberQueries, createStudentQueries } from './rosters';
import { createSpaceQueries } from './spaces';
import { createTopicQueries } from './topics';
import { createUserQueries } from './users';

/**
 * The Store over a live WordPress + FluentCommunity database (MySQL, MariaDB or any
 * MySQL-protocol engine): the plugin's own tables under the site's prefix, read-only. Each
 * part keeps its SQL in its own module; services/ and shape/ are the same as for SQLite.
 */
export function createWordPressStore(context: StoreContext): Store & { close(): Promise<void> } {
  const users = createUserQueries(context);
  const feeds = createFeedQueries(context);
  const feedDetails = createFeedDetailQueries(context);
  const profiles = createProfileQueries(context);
  const itemRows = async (ids: readonly number[], viewerId: number | null) =>
    readFeedItemRows({ feeds, details: feedDetails, profiles }, ids, viewerId);
  return {
    site: {
      option: (name) => users.option(name),
      communityOption: (name) => users.communityOption(name),
    },
    users: {
      findByLoginOrEmail: (username) => users.findByLoginOrEmail(username),
      findById: (id) => users.findById(id),
      page: (roles, limit, offset) => users.page(roles, limit, offset),
      passwordHashes: (userId) => users.passwordHashes(userId),
    },
    spaces: createSpaceQueries(context),
    members: createMemberQueries(context),
    directory: createDirectoryQueries(context),
    students: createStudentQueries(context),
    feeds: {
      pageItems: async (query, viewerId) => itemRows(await feeds.pageIds(query), viewerId),
      postsByIds: (ids) => feeds.postsByIds(ids),
      stickyPostId: (spaceId) => feeds.stickyPostId(spaceId),
      topicIdBySlug: (slug) => feeds.topicIdBySlug(slug),
      postIdBySlug: (slug) => feeds.postIdBySlug(slug),
    },
    feedDetails: {
      itemRows,
      likesOfPost: (postId, limit) => feedDetails.likesOfPost(postId, limit),
      termsOfPost: (postId) => feedDetails.termsOfPost(postId),
    },
    profiles,
    topics: createTopicQueries(context),
    comments: createCommentQueries(context),
    insights: createInsightsQueries(context),
    close: () => context.sql.close(),
  };
}
