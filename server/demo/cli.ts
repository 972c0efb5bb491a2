import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeDatabase, databaseFile, openDatabase } from '../store/sqlite/open';
import { addUser } from './add-user';
import { writeCredentialsFile } from './credentials';
import { seedDemo } from './demo';

const HELP = `Usage:
  npm run seed -- [--users N] [--posts N] [--seed N] [--data-dir DIR] [--reset]
  npm run seed -- --add-user LOGIN [--admin] [--email EMAIL] [--display-name NAME] [--data-dir DIR]

Builds the demo community in DATA_DIR (default ./data): deterministic from --seed, sized by
--users and --posts. --reset deletes an existing database first. --add-user adds a user (or,
for an existing login, a new application password) and prints the password.`;

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
  const dataDir = path.resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data');

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

  if (values.reset) {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(`${databaseFile(dataDir)}${suffix}`, { force: true });
  }
  const started = performance.now();
  const db = openDatabase(dataDir);
  try {
    const { summary, credentials } = seedDemo(db, {
      seed: positive('seed', values.seed ?? process.env.SEED),
      users: positive('users', values.users),
      posts: positive('posts', values.posts),
    });
    const file = writeCredentialsFile(dataDir, credentials);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Seeded ${summary.users} users and ${summary.posts} posts (seed ${summary.seed}) in ${seconds}s.`,
    );
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
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
