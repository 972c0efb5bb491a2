/**
 * Copies a seeded SQLite demo into a MySQL/MariaDB database shaped exactly like a WordPress
 * 6.x + FluentCommunity 2.8.1 site, so the MySQL store can be benchmarked and tested against
 * the same community the SQLite store serves. The generator stays the one source of the
 * data: this only moves rows, in the plugin's schema and value formats, table by table.
 */
import type { Database } from 'better-sqlite3';
import type { Connection } from 'mysql2/promise';
import type { DemoCredentials } from '../credentials';
import { writeComments, writeReactions } from './write-engagement';
import type { WriteContext } from './write-context';
import { writeOptions, DEFAULT_SITE_URL, normalizeSiteUrl } from './write-options';
import { writeCourseOutlines, writeFeedPosts, courseIds } from './write-posts';
import {
  writeMemberships,
  writeProfiles,
  writeSpaces,
  writeTopicLinks,
  writeTopics,
} from './write-spaces';
import { writeUsers } from './write-users';
import { deriveActivities, deriveTopicSpaces } from './derived-rows';
import { BadTargetError } from './mysql-target';
import { DEFAULT_TABLE_PREFIX, isValidTablePrefix, type WordPressTable } from './schema';
import {
  alreadyThereMessage,
  analyzeTables,
  createTables,
  dropTables,
  existingTables,
  openWordPressConnection,
} from './wordpress-database';

export interface ExportOptions {
  /** Table prefix, `wp_` by default. */
  prefix?: string;
  /** Replaces the `{{site_url}}` token, and is written to `siteurl`/`home`. */
  siteUrl?: string;
  /** The demo accounts' plaintext application passwords, stored hashed. */
  credentials?: DemoCredentials | null;
  /** Drop our tables first when they exist; without it, existing tables are refused. */
  reset?: boolean;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface ExportSummary {
  rows: Record<WordPressTable, number>;
  seconds: number;
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

async function writeAll(
  context: WriteContext,
  credentials: DemoCredentials | null,
  log: (line: string) => void,
): Promise<Record<WordPressTable, number>> {
  const step = async (label: string, run: () => Promise<number>): Promise<number> => {
    const started = performance.now();
    const count = await run();
    log(`  ${label}: ${count.toLocaleString('en-US')} rows (${seconds(started)}s)`);
    return count;
  };
  const options = await step('options', () => writeOptions(context));
  let usermeta = 0;
  const users = await step('users', async () => {
    const written = await writeUsers(context, credentials);
    usermeta = written.usermeta;
    return written.users;
  });
  log(`  usermeta: ${usermeta.toLocaleString('en-US')} rows`);
  const profiles = await step('fcom_xprofile', () => writeProfiles(context));
  const spaces = await step('fcom_spaces', () => writeSpaces(context));
  const memberships = await step('fcom_space_user', () => writeMemberships(context));
  const topics = await step('fcom_terms', () => writeTopics(context));
  const ids = courseIds(context);
  const feedPosts = await step('fcom_posts (feed)', () => writeFeedPosts(context));
  const outline = await step('fcom_posts (courses)', () => writeCourseOutlines(context, ids));
  const topicLinks = await step('fcom_term_feed', () => writeTopicLinks(context));
  const comments = await step('fcom_post_comments', () => writeComments(context));
  const reactions = await step('fcom_post_reactions', () => writeReactions(context, ids));
  const topicSpaces = await step('fcom_meta', () => deriveTopicSpaces(context));
  const activities = await step('fcom_user_activities', () => deriveActivities(context));
  return {
    users,
    usermeta,
    options,
    fcom_xprofile: profiles,
    fcom_spaces: spaces,
    fcom_space_user: memberships,
    fcom_posts: feedPosts + outline,
    fcom_post_comments: comments,
    fcom_post_reactions: reactions,
    fcom_terms: topics,
    fcom_term_feed: topicLinks,
    fcom_meta: topicSpaces,
    fcom_user_activities: activities,
  };
}

/**
 * Creates our tables under `prefix` in the database `mysqlUrl` names and copies the demo in
 * `sqliteDb` into them. Refuses (BadTargetError) a database that already has them unless
 * `reset`, a bad URL, an unreachable server or refused credentials, with one-line messages.
 */
export async function exportDemoToWordPress(
  sqliteDb: Database,
  mysqlUrl: string,
  options: ExportOptions = {},
): Promise<ExportSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const prefix = options.prefix ?? DEFAULT_TABLE_PREFIX;
  if (!isValidTablePrefix(prefix)) {
    throw new BadTargetError('The table prefix may hold only letters, digits and underscores.');
  }
  const siteUrl = normalizeSiteUrl(options.siteUrl ?? DEFAULT_SITE_URL);
  if (siteUrl === null) throw new BadTargetError('The site URL must be an http(s) URL.');

  const connection: Connection = await openWordPressConnection(mysqlUrl);
  try {
    const existing = await existingTables(connection, prefix);
    if (existing.length > 0) {
      if (!options.reset) throw new BadTargetError(alreadyThereMessage(existing, prefix));
      await dropTables(connection, prefix);
      log(`Dropped ${existing.length} existing ${prefix}* tables.`);
    }
    await createTables(connection, prefix);
    const context: WriteContext = { sqlite: sqliteDb, connection, prefix, siteUrl };
    const rows = await writeAll(context, options.credentials ?? null, log);
    const analyzing = performance.now();
    await analyzeTables(connection, prefix);
    log(`  ANALYZE TABLE (${seconds(analyzing)}s)`);
    return { rows, seconds: (performance.now() - started) / 1000 };
  } finally {
    await connection.end().catch(() => undefined);
  }
}
