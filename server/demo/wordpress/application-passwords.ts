/**
 * The `_application_passwords` user meta WordPress keeps for a user: a PHP-serialized list of
 * entries `{uuid, app_id, name, password (hash), created, last_used, last_ip}`. The demo
 * accounts get theirs from the plaintext demo passwords, hashed as WordPress would: the
 * admin's as phpass (`$P$`, up to WordPress 6.7), the member's as `$generic$` (6.8+), so a
 * store reading this database meets both formats.
 */
import { genericHash, phpassHash } from '../../lib/wordpress-password-hash';
import { phpSerialize } from './php-values';

export type ApplicationPasswordHashFormat = 'phpass' | 'generic';

export type ApplicationPasswordEntry = {
  uuid: string;
  name: string;
  /** When it was issued. */
  created: Date;
} & (
  | {
      /** The plaintext, as shown to people (groups of four); WordPress ignores the spaces. */
      password: string;
      format: ApplicationPasswordHashFormat;
    }
  | {
      /**
       * A hash kept as it is: the hashes our SQLite issued to accounts other than the demo's
       * (test and benchmark accounts), whose plaintext is not known here. Those are
       * `$generic$` like WordPress 6.8+'s; scrypt ones from older demos only Community Desk
       * verifies.
       */
      hash: string;
    }
);

/** What WordPress hashes: the password without the spaces (or anything not a letter or digit). */
export function normalizedApplicationPassword(password: string): string {
  return password.replace(/[^a-z\d]/gi, '');
}

export function hashApplicationPassword(
  password: string,
  format: ApplicationPasswordHashFormat,
): string {
  const normalized = normalizedApplicationPassword(password);
  return format === 'phpass' ? phpassHash(normalized) : genericHash(normalized);
}

/** The meta value, entries in the order given. */
export function applicationPasswordsMeta(entries: readonly ApplicationPasswordEntry[]): string {
  return phpSerialize(
    entries.map(
      (entry) =>
        new Map<string, string | number | null>([
          ['uuid', entry.uuid],
          ['app_id', ''],
          ['name', entry.name],
          [
            'password',
            'hash' in entry ? entry.hash : hashApplicationPassword(entry.password, entry.format),
          ],
          ['created', Math.floor(entry.created.getTime() / 1000)],
          ['last_used', null],
          ['last_ip', null],
        ]),
    ),
  );
}
