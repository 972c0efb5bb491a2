import type { Database } from 'better-sqlite3';
import { toSqlTimestamp } from './timestamps';
import { loadWithDeferredUpkeep } from './bulk-load';
import { generateCourseContent } from './courses';
import { issueDemoCredentials, type DemoCredentials } from './credentials';
import {
  ADMIN_LOGIN,
  DEFAULT_POSTS,
  DEFAULT_SEED,
  DEFAULT_USERS,
  DEMO_START,
  TOPICS,
} from './demo-facts';
import { generateMemberships } from './memberships';
import { generatePosts } from './posts';
import { createRandom } from './random';
import { DEMO_SPACES } from './spaces';
import { generateUsers } from './users';
import { createDemoWriter } from './writer';

export interface SeedOptions {
  seed?: number;
  users?: number;
  posts?: number;
}

/** The sizes a seed really uses: 12 pending requests need some outsiders to come from. */
export const MINIMUM_USERS = 40;

/** Bumped whenever the generator's output changes, so cached demo databases are rebuilt. */
export const GENERATOR_VERSION = 1;

export interface SeedSummary {
  seed: number;
  users: number;
  posts: number;
  generator: number;
}

export class AlreadySeededError extends Error {
  constructor() {
    super('The database already holds a community. Use --reset to start over.');
    this.name = 'AlreadySeededError';
  }
}

export function isSeeded(db: Database): boolean {
  return (db.prepare('SELECT count(*) AS n FROM wp_users').get() as { n: number }).n > 0;
}

/**
 * Fills an empty, migrated database with the demo community: deterministic from `seed`
 * (same seed and sizes → the same rows), in one transaction. Returns new application
 * passwords for the two demo accounts (those are random, by design).
 */
export function seedDemo(
  db: Database,
  options: SeedOptions = {},
): { summary: SeedSummary; credentials: DemoCredentials } {
  if (isSeeded(db)) throw new AlreadySeededError();
  const summary: SeedSummary = {
    seed: options.seed ?? DEFAULT_SEED,
    users: Math.max(MINIMUM_USERS, options.users ?? DEFAULT_USERS),
    posts: options.posts ?? DEFAULT_POSTS,
    generator: GENERATOR_VERSION,
  };
  const random = createRandom(summary.seed);
  const writer = createDemoWriter(db);

  db.transaction(() =>
    loadWithDeferredUpkeep(db, () => {
      writer.option('blogname', 'Community Desk Demo');
      writer.option('blogdescription', 'A FluentCommunity-like demo community');
      writer.option('community_desk_demo_username', ADMIN_LOGIN);
      writer.option('community_desk_seed', JSON.stringify(summary));
      const users = generateUsers(random.fork('users'), summary.users);
      for (const user of users) writer.user(user);
      for (const space of DEMO_SPACES) writer.space(space);
      const at = toSqlTimestamp(DEMO_START);
      for (const topic of TOPICS)
        writer.term(topic.id, topic.slug, topic.title, topic.description, at);
      const opened = new Map(DEMO_SPACES.map((space) => [space.id, space.createdAt]));
      const roster = generateMemberships(random.fork('memberships'), users, opened, writer);
      generateCourseContent(random.fork('courses'), roster, writer);
      const logins = new Map(users.map((user) => [user.id, user.login]));
      const mentions = new Map(
        users.map((user) => [
          user.login,
          { userId: user.id, username: user.login, displayName: user.displayName },
        ]),
      );
      let commentId = 0;
      generatePosts({
        random: random.fork('posts'),
        count: summary.posts,
        spaces: DEMO_SPACES,
        roster,
        context: {
          random: random.fork('engagement'),
          writer,
          mentions,
          loginOf: (userId) => logins.get(userId) ?? ADMIN_LOGIN,
          nextCommentId: () => (commentId += 1),
        },
      });
    }),
  )();
  db.exec('ANALYZE');
  return { summary, credentials: issueDemoCredentials(db) };
}
