import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedAnchorFromEnv, seedCommandEnvironment } from '../config';
import { knownStartupFailure } from '../startup-errors';
import { closeDatabase, databaseFile, openDatabase } from '../store/sqlite/open';
import { addUser } from './add-user';
import { parseAnchor, resolveAnchor, SEED_ANCHOR_ENV } from './anchor';
import { writeCredentialsFile } from './credentials';
import { seedDemo } from './demo';
import { peakMemoryMb, progressBar } from './progress-bar';
import { DEFAULT_SPAN_DAYS, MINIMUM_SPAN_DAYS } from './timeline';

const HELP = `Usage:
  npm run seed -- [--users N] [--posts N] [--seed N] [--anchor ISO] [--span-days N]
                  [--data-dir DIR] [--reset]
  npm run seed -- --add-user LOGIN [--admin] [--email EMAIL] [--display-name NAME] [--data-dir DIR]

Builds the demo community in DATA_DIR (default ./data): deterministic from --seed, sized by
--users and --posts. Its data ends at --anchor (or ${SEED_ANCHOR_ENV}; by default now, to the
minute), e.g. --anchor 2026-11-20T12:00:00Z, and reaches back --span-days (${DEFAULT_SPAN_DAYS}) days: the same
seed, sizes and anchor give the same data. --reset deletes an existing database first.
--add-user adds a user (or, for an existing login, a new application password) and prints the
password.`;

function positive(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number.`);
  return number;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      posts: { type: 'string' },
      seed: { type: 'string' },
      anchor: { type: 'string' },
      'span-days': { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean' },
      'add-user': { type: 'string' },
      admin: { type: 'boolean' },
      email: { type: 'string' },
      'display-name': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.info(HELP);
    return;
  }
  const environment = seedCommandEnvironment(process.env);
  const dataDir = path.resolve(values['data-dir'] ?? environment.dataDir ?? 'data');

  if (values['add-user'] !== undefined) {
    const db = openDatabase(dataDir);
    try {
      const user = addUser(db, {
        login: values['add-user'],
        admin: values.admin ?? false,
        email: values.email,
        displayName: values['display-name'],
      });
      console.info(
        `${user.created ? 'Added user' : 'New application password for'} ${user.username}${values.admin ? ' (administrator)' : ''}.`,
      );
      console.info(`Application password (shown once): ${user.password}`);
    } finally {
      closeDatabase(db);
    }
    return;
  }

  // Bad input fails before anything is deleted.
  const options = {
    seed: positive('seed', values.seed ?? environment.seed),
    users: positive('users', values.users),
    posts: positive('posts', values.posts),
    anchor: resolveAnchor(
      values.anchor === undefined ? seedAnchorFromEnv(process.env) : parseAnchor(values.anchor),
    ),
    spanDays: positive('span-days', values['span-days']),
  };
  if (options.spanDays !== undefined && options.spanDays < MINIMUM_SPAN_DAYS) {
    throw new Error(`--span-days must be at least ${MINIMUM_SPAN_DAYS}.`);
  }
  if (values.reset) {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(`${databaseFile(dataDir)}${suffix}`, { force: true });
  }
  const started = performance.now();
  const db = openDatabase(dataDir);
  try {
    const { summary, credentials } = seedDemo(db, {
      ...options,
      onProgress: progressBar('posts'),
      onUpkeep: () => console.info('Counting, indexing and building the full-text search…'),
    });
    const file = writeCredentialsFile(dataDir, credentials);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Seeded ${summary.users} users and ${summary.posts} posts (seed ${summary.seed}) in ${seconds}s, in at most ${peakMemoryMb()} MB of memory.`,
    );
    console.info(`Data ends at ${summary.anchor} (--anchor ${summary.anchor} reproduces it).`);
    console.info(`Database: ${databaseFile(dataDir)}`);
    console.info(`Demo accounts (${file}):`);
    console.info(`  admin   ${credentials.admin.username} / ${credentials.admin.password}`);
    console.info(`  member  ${credentials.member.username} / ${credentials.member.password}`);
  } finally {
    closeDatabase(db);
  }
}

try {
  main();
} catch (error) {
  // A problem with the data directory or its database, worded as a start says it.
  const known = knownStartupFailure(error);
  console.error(known ? known.message : error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
