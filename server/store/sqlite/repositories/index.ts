import type { Database } from 'better-sqlite3';
import { createCommentRepository } from './comments';
import { createDirectoryRepository } from './directory';
import { createFeedDetailRepository } from './feed-details';
import { createFeedItemRepository } from './feed-items';
import { createFeedRepository } from './feeds';
import { createInsightsRepository } from './insights';
import { createMemberRepository } from './members';
import { createProfileRepository } from './profiles';
import { createSpaceRepository } from './spaces';
import { createStudentRepository } from './students';
import { createTopicRepository } from './topics';
import { createUserRepository } from './users';

/** Every repository over one database: the only place the server's SQL lives. */
export function createRepositories(db: Database) {
  const profiles = createProfileRepository(db);
  const feeds = createFeedRepository(db);
  const feedDetails = createFeedDetailRepository(db);
  return {
    users: createUserRepository(db),
    spaces: createSpaceRepository(db),
    profiles,
    members: createMemberRepository(db, profiles),
    directory: createDirectoryRepository(db, profiles),
    students: createStudentRepository(db, profiles),
    feeds,
    feedDetails,
    feedItems: createFeedItemRepository(feeds, feedDetails, profiles),
    topics: createTopicRepository(db),
    comments: createCommentRepository(db),
    insights: createInsightsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
