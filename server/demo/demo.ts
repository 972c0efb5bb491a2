import type { Database } from 'better-sqlite3';
import { toSqlTimestamp } from './timestamps';
import { createActivityCurve } from './activity-curve';
import { resolveAnchor } from './anchor';
import { loadWithDeferredUpkeep } from './bulk-load';
import { generateCourseContent } from './courses';
import { issueDemoCredentials, type DemoCredentials } from './credentials';
import {
  ADMIN_LOGIN,
  ANCHOR_OPTION,
  DEFAULT_POSTS,
  DEFAULT_SEED,
  DEFAULT_USERS,
  TOPICS,
} from './demo-facts';
import { raiseLastActivity, recordLatestActivity } from './latest-activity';
import { generateMemberships } from './memberships';
import { generatePosts } from './posts';
import { createRandom } from './random';
import { demoSpaces } from './spaces';
import { createTimeline, DEFAULT_SPAN_DAYS } from './timeline';
import { generateUsers } from './users';
import { createDemoWriter } from './writer';

/** What a seed may be asked for; everything has a default. */
export interface SeedOptions {
  seed?: number;
  users?: number;
  posts?: number;
  /**
   * When the data ends (the command's --anchor, else SEED_ANCHOR); by default the moment of
   * seeding (anchor.ts).
   * Floored to the minute. Same seed, sizes, span and anchor → the same rows.
   */
  anchor?: Date;
  /** How many days before the anchor the community opened (about eight months by default). */
  spanDays?: number;
  /** Told how many posts are written so far (the bulk of a seed's time), now and then. */
  onProgress?: (posts: number, total: number) => void;
  /** Told when the rows are written and the counters, indexes and full-text search begin. */
  onUpkeep?: () => void;
}

/** The sizes a seed really uses: 12 pending requests need some outsiders to come from. */
export const MINIMUM_USERS = 40;

/** Bumped whenever the generator's output changes, so cached demo databases are rebuilt. */
export const GENERATOR_VERSION = 2;

/** What a seed used, stored as the `community_desk_seed` option (JSON). */
export interface SeedSummary {
  seed: number;
  users: number;
  posts: number;
  generator: number;
  /** The anchor, ISO 8601 in UTC (`2026-11-20T12:00:00.000Z`). */
  anchor: string;
  spanDays: number;
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
 * Fills an empty, migrated database with the demo community: deterministic from `seed`, the
 * sizes, the span and the anchor (the same → the same rows), in one transaction. The anchor is
 * stored in the `community_desk_demo_anchor` option and in the seed summary. Returns new
 * application passwords for the two demo accounts (those are random, by design).
 */
export function seedDemo(
  db: Database,
  options: SeedOptions = {},
): { summary: SeedSummary; credentials: DemoCredentials } {
  if (isSeeded(db)) throw new AlreadySeededError();
  const anchor = resolveAnchor(options.anchor);
  const summary: SeedSummary = {
    seed: options.seed ?? DEFAULT_SEED,
    users: Math.max(MINIMUM_USERS, options.users ?? DEFAULT_USERS),
    posts: options.posts ?? DEFAULT_POSTS,
    generator: GENERATOR_VERSION,
    anchor: anchor.toISOString(),
    spanDays: options.spanDays ?? DEFAULT_SPAN_DAYS,
  };
  const timeline = createTimeline(anchor, summary.spanDays);
  const random = createRandom(summary.seed);
  const curve = createActivityCurve(timeline, random.fork('curve'));
  const ledger = recordLatestActivity(createDemoWriter(db));
  const { writer } = ledger;
  const spaces = demoSpaces(timeline);

  // The deferred upkeep's sorts (a dozen indexes, counters grouped over ~10M reactions at the
  // 10x tier) spill to temporary files, not the memory the server's connections use: seeding
  // needs the members' memory, whatever the number of posts.
  const tempStore = db.pragma('temp_store', { simple: true }) as number;
  db.pragma('temp_store = FILE');
  db.transaction(() =>
    loadWithDeferredUpkeep(
      db,
      () => {
        writer.option('blogname', 'Community Desk Demo');
        writer.option('blogdescription', 'A FluentCommunity-like demo community');
        writer.option('community_desk_demo_username', ADMIN_LOGIN);
        writer.option('community_desk_seed', JSON.stringify(summary));
        writer.option(ANCHOR_OPTION, summary.anchor);
        const people = generateUsers(random.fork('users'), summary.users, timeline, curve);
        const users = people.records;
        for (const user of users) writer.user(user);
        for (const space of spaces) writer.space(space);
        const at = toSqlTimestamp(new Date(timeline.opened));
        for (const topic of TOPICS)
          writer.term(topic.id, topic.slug, topic.title, topic.description, at);
        const roster = generateMemberships(
          random.fork('memberships'),
          people,
          spaces,
          timeline,
          curve,
          writer,
        );
        generateCourseContent(
          random.fork('courses'),
          roster,
          people.windows,
          timeline,
          curve,
          writer,
        );
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
          spaces,
          roster,
          windows: people.windows,
          timeline,
          onProgress: options.onProgress,
          context: {
            random: random.fork('engagement'),
            writer,
            curve,
            anchor: timeline.anchor,
            mentions,
            loginOf: (userId) => logins.get(userId) ?? ADMIN_LOGIN,
            nextCommentId: () => (commentId += 1),
          },
        });
        raiseLastActivity(db, ledger.latest);
      },
      options.onUpkeep,
    ),
  )();
  db.pragma(`temp_store = ${tempStore}`);
  db.exec('ANALYZE');
  return { summary, credentials: issueDemoCredentials(db) };
}
