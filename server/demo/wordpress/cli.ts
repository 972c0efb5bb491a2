/**
 * `tsx server/demo/wordpress/cli.ts --database mysql://…`: the demo community written into a
 * MySQL/MariaDB database shaped like a WordPress + FluentCommunity site. Seeds the usual
 * SQLite demo in a temporary directory (same generator, seed and sizes → same rows), copies
 * it table by table, prints the demo accounts. Bad input of any kind is one line on stderr
 * and exit code 1; the connection password is never printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedAnchorFromEnv } from '../../config';
import { closeDatabase, openDatabase } from '../../store/sqlite/open';
import { BadAnchorError, parseAnchor, resolveAnchor, SEED_ANCHOR_ENV } from '../anchor';
import { seedDemo } from '../demo';
import { DEFAULT_POSTS, DEFAULT_SEED, DEFAULT_USERS } from '../demo-facts';
import { DEFAULT_SPAN_DAYS, MINIMUM_SPAN_DAYS } from '../timeline';
import { DEFAULT_SITE_URL, normalizeSiteUrl } from './write-options';
import { exportDemoToWordPress } from './export-to-wordpress';
import { BadTargetError, parseMysqlUrl } from './mysql-target';
import { DEFAULT_TABLE_PREFIX, isValidTablePrefix } from './schema';
import { alreadyThereMessage, existingTables, openWordPressConnection } from './wordpress-database';

const HELP = `Usage:
  npm run seed:wordpress -- --database mysql://USER:PASS@HOST:PORT/DB [--prefix ${DEFAULT_TABLE_PREFIX}]
      [--seed N] [--users N] [--posts N] [--anchor ISO] [--span-days N] [--site-url URL] [--reset]

Writes the demo community (deterministic from --seed, default ${DEFAULT_SEED}; --users
${DEFAULT_USERS} and --posts ${DEFAULT_POSTS} by default; its data ends at --anchor, or
${SEED_ANCHOR_ENV}, by default now, and reaches back --span-days, ${DEFAULT_SPAN_DAYS} by default)
into an existing MySQL/MariaDB database, in the tables of WordPress + FluentCommunity 2.8.1
under --prefix. URLs point at --site-url (default ${DEFAULT_SITE_URL}). --reset drops those
tables first when they exist; nothing else in the database is touched. A Unix socket: mysql://USER:PASS@localhost/DB?socket=/path.`;

interface CliOptions {
  database: string;
  prefix: string;
  siteUrl: string;
  reset: boolean;
  seed: number | undefined;
  users: number | undefined;
  posts: number | undefined;
  anchor: Date;
  spanDays: number | undefined;
}

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number)) {
    throw new BadTargetError(`--${name} must be a whole number.`);
  }
  return number;
}

/** The options, or null when help was asked for. */
function readOptions(): CliOptions | null {
  const { values } = parseArgs({
    options: {
      database: { type: 'string' },
      prefix: { type: 'string' },
      seed: { type: 'string' },
      users: { type: 'string' },
      posts: { type: 'string' },
      anchor: { type: 'string' },
      'span-days': { type: 'string' },
      'site-url': { type: 'string' },
      reset: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) return null;
  if (!values.database)
    throw new BadTargetError('--database mysql://USER:PASS@HOST:PORT/DB is required.');
  parseMysqlUrl(values.database);
  const prefix = values.prefix ?? DEFAULT_TABLE_PREFIX;
  if (!isValidTablePrefix(prefix)) {
    throw new BadTargetError('--prefix may hold only letters, digits and underscores.');
  }
  const siteUrl = normalizeSiteUrl(values['site-url'] ?? DEFAULT_SITE_URL);
  if (siteUrl === null) throw new BadTargetError('--site-url must be an http(s) URL.');
  return {
    database: values.database,
    prefix,
    siteUrl,
    reset: values.reset ?? false,
    seed: wholeNumber('seed', values.seed),
    users: wholeNumber('users', values.users),
    posts: wholeNumber('posts', values.posts),
    anchor: anchorOption(values.anchor),
    spanDays: spanDaysOption(values['span-days']),
  };
}

/** The seed's anchor, fixed before the (long) seed starts; a bad one is a BadTargetError. */
function anchorOption(text: string | undefined): Date {
  try {
    return resolveAnchor(text === undefined ? seedAnchorFromEnv(process.env) : parseAnchor(text));
  } catch (error) {
    if (error instanceof BadAnchorError) throw new BadTargetError(error.message);
    throw error;
  }
}

function spanDaysOption(text: string | undefined): number | undefined {
  const days = wholeNumber('span-days', text);
  if (days !== undefined && days < MINIMUM_SPAN_DAYS) {
    throw new BadTargetError(`--span-days must be at least ${MINIMUM_SPAN_DAYS}.`);
  }
  return days;
}

/** Fails fast, before a long seed, on a database that is unreachable or already filled. */
async function checkTarget(options: CliOptions): Promise<void> {
  const connection = await openWordPressConnection(options.database);
  try {
    const existing = await existingTables(connection, options.prefix);
    if (existing.length > 0 && !options.reset) {
      throw new BadTargetError(alreadyThereMessage(existing, options.prefix));
    }
  } finally {
    await connection.end().catch(() => undefined);
  }
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

/**
 * Runs `work`, removing `dataDir` and exiting if the process is interrupted meanwhile. Only
 * around asynchronous work: during the synchronous seed a signal could not be handled before
 * the seed ends, so there Ctrl-C keeps its default, immediate effect.
 */
async function removingOnSignal<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const interrupted = () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    return await work();
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  if (options === null) {
    console.info(HELP);
    return;
  }
  await checkTarget(options);
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'community-desk-wordpress-'));
  try {
    const db = openDatabase(dataDir);
    try {
      console.info('Seeding the demo in SQLite…');
      const { summary, credentials } = seedDemo(db, {
        seed: options.seed,
        users: options.users,
        posts: options.posts,
        anchor: options.anchor,
        spanDays: options.spanDays,
      });
      console.info(
        `Seeded ${summary.users} users and ${summary.posts} posts (seed ${summary.seed}) in ${seconds(started)}s; data ends at ${summary.anchor}.`,
      );
      console.info(`Copying into ${options.prefix}* tables…`);
      const exported = await removingOnSignal(dataDir, () =>
        exportDemoToWordPress(db, options.database, {
          prefix: options.prefix,
          siteUrl: options.siteUrl,
          credentials,
          reset: options.reset,
          log: console.info,
        }),
      );
      console.info(
        `Copied in ${exported.seconds.toFixed(1)}s; done in ${seconds(started)}s. Site URL: ${options.siteUrl}`,
      );
      console.info('Demo accounts (application passwords, shown once):');
      console.info(`  admin   ${credentials.admin.username} / ${credentials.admin.password}`);
      console.info(`  member  ${credentials.member.username} / ${credentials.member.password}`);
    } finally {
      closeDatabase(db);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The --database value as given (`--database URL` or `--database=URL`). */
function databaseArgument(): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf('--database');
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith('--database='))?.slice('--database='.length);
}

/** The password in a database URL, as typed and decoded. */
function passwordsIn(database: string): string[] {
  try {
    const { password } = new URL(database);
    return [password, decodeURIComponent(password)].filter(Boolean);
  } catch {
    return [];
  }
}

/** One line, whatever failed, with the connection password masked if it slipped in. */
function oneLine(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  const database = databaseArgument();
  const secrets = database ? passwordsIn(database) : [];
  return secrets.reduce((text, secret) => text.replaceAll(secret, '***'), message);
}

main().catch((error: unknown) => {
  console.error(oneLine(error));
  process.exitCode = 1;
});
