import { randomInt } from 'node:crypto';
import { GENERIC_PREFIX, wordPressHashFormat } from './wordpress-password-hash';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A stored hash's setting: what fixes the cost of checking a password against it. phpass
 * (`$P$B…`, `$H$B…`) writes its round count in the fourth character; the other formats
 * (`$generic$…`, `scrypt$N$r$p$salt$…`) end theirs with the last `$`.
 */
function settingLength(stored: string): number {
  if (/^\$[PH]\$/.test(stored)) return 4;
  return stored.lastIndexOf('$') + 1;
}

/**
 * A stored hash's kind: its format and whatever else fixes what a check against it costs
 * (phpass's round count, scrypt's N, r and p), never its salt. Two hashes of one kind cost
 * the same to check (docs/decisions/032).
 */
export function hashKind(stored: string): string {
  switch (wordPressHashFormat(stored)) {
    case 'phpass':
      return stored.slice(0, 4);
    case 'generic':
      return GENERIC_PREFIX;
    case 'unknown':
      if (stored.startsWith('scrypt$')) return stored.split('$', 4).join('$');
      // No check reads any other format (it answers false at once), so they are one kind:
      // never one a salt, which would grow a decoy for each user holding one.
      return UNVERIFIABLE_KIND;
  }
}

const UNVERIFIABLE_KIND = 'unverifiable';

/**
 * A hash that costs what `stored` costs to check and matches no password anyone knows: the
 * same setting (format, rounds, parameters), the same length, its letters and digits drawn
 * anew. A name that does not exist is checked against one, so that it takes as long as a
 * name that does (docs/decisions/026).
 */
export function decoyPasswordHash(stored: string): string {
  const setting = settingLength(stored);
  return (
    stored.slice(0, setting) +
    stored
      .slice(setting)
      .replace(/[A-Za-z0-9]/g, () => ALPHANUMERIC.charAt(randomInt(ALPHANUMERIC.length)))
  );
}
