import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { unserialize } from 'php-serialize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWordPressPasswordHash } from '../../lib/wordpress-password-hash';
import { createTestDatabase, type TestDatabase } from '../../test/mariadb';

/** `npm run seed:wordpress -- …` as a person runs it. */
const run = promisify(execFile);
const seedWordPress = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.resolve('server/demo/wordpress/cli.ts'), ...args]);

interface Failure {
  code: number;
  stdout: string;
  stderr: string;
}

async function failure(...args: string[]): Promise<Failure> {
  try {
    await seedWordPress(...args);
  } catch (error) {
    return error as Failure;
  }
  throw new Error(`Expected ${args.join(' ')} to fail`);
}

let database: TestDatabase;
let password: string;
beforeAll(async () => {
  database = await createTestDatabase('wordpress cli');
  password = decodeURIComponent(new URL(database.url).password);
});
afterAll(() => database.drop());

function withPassword(url: string, secret: string): string {
  const changed = new URL(url);
  changed.password = secret;
  return changed.toString();
}

describe('the seed:wordpress command', () => {
  it('seeds, copies and prints the demo accounts; refuses a second run; starts over with --reset', async () => {
    const args = ['--database', database.url, '--users', '40', '--posts', '30', '--seed', '5'];
    const first = await seedWordPress(
      ...args,
      '--site-url',
      'https://demo.example',
      '--anchor',
      '2026-11-20T12:00:00Z',
    );
    expect(first.stdout).toContain('Seeded 40 users and 30 posts (seed 5)');
    expect(first.stdout).toContain('data ends at 2026-11-20T12:00:00.000Z');
    expect(first.stdout).toMatch(/fcom_posts \(feed\): 30 rows/);
    const admin = /admin {3}admin \/ (.+)/.exec(first.stdout)?.[1] ?? '';
    expect(admin).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
    expect(`${first.stdout}${first.stderr}`).not.toContain(password);

    const connection = await mysql.createConnection(database.url);
    try {
      const [rows] = await connection.query<mysql.RowDataPacket[]>(
        `SELECT (SELECT option_value FROM wp_options WHERE option_name = 'home') AS home,
                (SELECT option_value FROM wp_options
                  WHERE option_name = 'community_desk_demo_anchor') AS anchor,
                (SELECT max(created_at) FROM wp_fcom_posts) AS latest,
                (SELECT meta_value FROM wp_usermeta WHERE meta_key = '_application_passwords'
                  AND user_id = (SELECT ID FROM wp_users WHERE user_login = 'admin')) AS passwords`,
      );
      const row = rows[0] as { home: string; anchor: string; latest: Date; passwords: string };
      expect(row.home).toBe('https://demo.example');
      expect(row.anchor).toBe('2026-11-20T12:00:00.000Z');
      expect(row.latest.getTime()).toBeLessThan(Date.parse(row.anchor));
      const [entry] = unserialize(row.passwords) as { password: string }[];
      expect(verifyWordPressPasswordHash(admin.replaceAll(' ', ''), entry?.password ?? '')).toBe(
        true,
      );
    } finally {
      await connection.end();
    }

    const refused = await failure(...args);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^The database already has wp_fcom_posts: use --reset/);
    expect(refused.stdout).toBe('');

    const again = await seedWordPress(...args, '--reset');
    expect(again.stdout).toContain('Dropped 13 existing wp_* tables.');
  }, 120_000);

  it('answers bad input with one line and exit code 1, never the password', async () => {
    const wrong = 'not-the-password-42';
    const cases: [string[], RegExp][] = [
      [[], /^--database .* is required\.$/],
      [['--database', 'postgres://u:p@h/db'], /^The database URL must start with mysql:\/\//],
      [['--database', withPassword(database.url, wrong)], /^Access denied for /],
      [['--database', 'mysql://someone:secret-77@127.0.0.1:1/db'], /connection refused\.$/],
      [['--database', database.url, '--users', 'many'], /^--users must be a whole number\.$/],
      [['--database', database.url, '--prefix', 'wp-'], /^--prefix may hold only/],
      [['--database', database.url, '--site-url', 'not a url'], /^--site-url must be/],
      [['--database', database.url, '--anchor', 'yesterday'], /^The anchor must be an ISO 8601/],
      [['--database', database.url, '--span-days', '7'], /^--span-days must be at least 60\.$/],
      [['--database', database.url, '--nonsense'], /^Unknown option '--nonsense'/],
    ];
    for (const [args, message] of cases) {
      const { code, stderr, stdout } = await failure(...args);
      expect({ args, code }).toEqual({ args, code: 1 });
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr.trim()).toMatch(message);
      for (const secret of [password, wrong, 'secret-77']) {
        expect(`${stdout}${stderr}`).not.toContain(secret);
      }
    }
  }, 120_000);
});
