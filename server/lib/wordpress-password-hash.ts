/**
 * WordPress application-password hashes, so the server can check HTTP Basic logins against
 * a real WordPress database. Two formats exist:
 * - phpass portable hashes (`$P$`, phpBB's `$H$`), written up to WordPress 6.7: a port of
 *   `PasswordHash::crypt_private` and `encode64` from WordPress's `class-phpass.php`;
 * - `$generic$` hashes of WordPress 6.8+ (`wp_fast_hash`): keyed BLAKE2b
 *   (`sodium_crypto_generichash($password, 'wp_fast_hash_6.8+', 30)`), URL-safe base64 without padding.
 * Anything else, or anything malformed, never matches; nothing here throws on stored input.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { blake2b } from '@noble/hashes/blake2.js';

/** phpass's base-64 alphabet; a character's index is also how the iteration count is written. */
const ITOA64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** `$P$` + count char + 8 salt chars + 22 chars for the 16-byte MD5. */
const PHPASS_HASH_LENGTH = 34;
const PHPASS_SETTING_LENGTH = 12;
const PHPASS_MIN_LOG2 = 7;
const PHPASS_MAX_LOG2 = 30;
/** What WordPress writes: `new PasswordHash(8, true)` adds 5, so `$P$B…` = 2^13 rounds. */
const WORDPRESS_PHPASS_LOG2 = 13;
/** The setting every phpass hash WordPress writes starts with: `$P$` and its round count. */
export const WORDPRESS_PHPASS_PREFIX = `$P$${ITOA64.charAt(WORDPRESS_PHPASS_LOG2)}`;
/** `PasswordHash::CheckPassword` refuses longer passwords outright. */
const MAX_PASSWORD_BYTES = 4096;

export const GENERIC_PREFIX = '$generic$';
const GENERIC_KEY = new TextEncoder().encode('wp_fast_hash_6.8+');
const GENERIC_DIGEST_BYTES = 30;

export type WordPressHashFormat = 'phpass' | 'generic' | 'unknown';

/** Which format a stored hash is in, for logs: 'phpass' | 'generic' | 'unknown'. */
export function wordPressHashFormat(stored: string): WordPressHashFormat {
  if (stored.startsWith('$P$') || stored.startsWith('$H$')) return 'phpass';
  if (stored.startsWith(GENERIC_PREFIX)) return 'generic';
  return 'unknown';
}

/** True when `password` matches a stored WordPress application-password hash ($P$/$H$ phpass, or $generic$). Any other or malformed format: false. */
export function verifyWordPressPasswordHash(password: string, stored: string): boolean {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) return false;
  switch (wordPressHashFormat(stored)) {
    case 'phpass': {
      const computed = cryptPrivate(password, stored);
      return computed !== null && equalInConstantTime(computed, stored);
    }
    case 'generic':
      return equalInConstantTime(genericHash(password), stored);
    case 'unknown':
      return false;
  }
}

/**
 * A phpass portable hash, as WordPress up to 6.7 wrote them — for seeding test databases.
 * By default 2^13 rounds (`$P$B…`, what WordPress's `new PasswordHash(8, true)` produces)
 * and a random salt; throws RangeError on a salt or count phpass would not accept.
 */
export function phpassHash(
  password: string,
  options: { salt?: string /* 8 itoa64 chars */; log2Iterations?: number } = {},
): string {
  const log2 = options.log2Iterations ?? WORDPRESS_PHPASS_LOG2;
  if (!Number.isInteger(log2) || log2 < PHPASS_MIN_LOG2 || log2 > PHPASS_MAX_LOG2) {
    throw new RangeError(
      `log2Iterations must be an integer from ${PHPASS_MIN_LOG2} to ${PHPASS_MAX_LOG2}`,
    );
  }
  const salt = options.salt ?? encode64(randomBytes(6), 6);
  if (!/^[./0-9A-Za-z]{8}$/.test(salt)) {
    throw new RangeError('salt must be 8 characters of ./0-9A-Za-z');
  }
  const hash = cryptPrivate(password, `$P$${ITOA64.charAt(log2)}${salt}`);
  if (hash === null) throw new Error('phpass setting was rejected');
  return hash;
}

/** A WordPress 6.8+ `$generic$` hash — for seeding test databases. */
export function genericHash(password: string): string {
  const digest = blake2b(new TextEncoder().encode(password), {
    key: GENERIC_KEY,
    dkLen: GENERIC_DIGEST_BYTES,
  });
  return GENERIC_PREFIX + Buffer.from(digest).toString('base64url');
}

/**
 * `PasswordHash::crypt_private`: the full hash for `password` under the setting (prefix, count
 * and salt) that starts `stored`, or null where phpass returns its '*0' failure marker.
 * A stored value of the wrong length is refused here too, so it never costs the MD5 rounds.
 */
function cryptPrivate(password: string, stored: string): string | null {
  if (stored.length !== PHPASS_HASH_LENGTH && stored.length !== PHPASS_SETTING_LENGTH) {
    return null;
  }
  const id = stored.slice(0, 3);
  if (id !== '$P$' && id !== '$H$') return null;
  const log2 = ITOA64.indexOf(stored.charAt(3));
  if (log2 < PHPASS_MIN_LOG2 || log2 > PHPASS_MAX_LOG2) return null;
  const salt = stored.slice(4, PHPASS_SETTING_LENGTH);

  const passwordBytes = Buffer.from(password, 'utf8');
  let hash = md5(Buffer.from(salt, 'utf8'), passwordBytes);
  for (let round = 2 ** log2; round > 0; round -= 1) {
    hash = md5(hash, passwordBytes);
  }
  return stored.slice(0, PHPASS_SETTING_LENGTH) + encode64(hash, 16);
}

function md5(first: Uint8Array, second: Uint8Array): Buffer {
  return createHash('md5').update(first).update(second).digest();
}

/** phpass's `encode64`: little-endian 6-bit groups over 3-byte blocks, no padding. */
function encode64(input: Uint8Array, count: number): string {
  let output = '';
  let i = 0;
  const byteAt = (index: number): number => input[index] ?? 0;
  do {
    let value = byteAt(i);
    i += 1;
    output += ITOA64.charAt(value & 0x3f);
    if (i < count) value |= byteAt(i) << 8;
    output += ITOA64.charAt((value >> 6) & 0x3f);
    if (i >= count) break;
    i += 1;
    if (i < count) value |= byteAt(i) << 16;
    output += ITOA64.charAt((value >> 12) & 0x3f);
    if (i >= count) break;
    i += 1;
    output += ITOA64.charAt((value >> 18) & 0x3f);
  } while (i < count);
  return output;
}

/** `hash_equals`: no early exit on the first differing byte. */
function equalInConstantTime(computed: string, stored: string): boolean {
  const a = Buffer.from(computed, 'utf8');
  const b = Buffer.from(stored, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
