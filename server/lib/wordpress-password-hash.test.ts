import { describe, expect, it } from 'vitest';
import {
  genericHash,
  phpassHash,
  verifyWordPressPasswordHash,
  wordPressHashFormat,
} from './wordpress-password-hash';

/** User 1's application password in test/fixtures/wordpress (README), and its stored hash. */
const DUMP_PASSWORD = 'kjPWF3eMdpHADUIgnZzc5xA1';
const DUMP_HASH = '$P$BsveGmVJ1mm1/Uni8ypEmIWVHeMG0U1';

/** From phpass's own test.php. */
const PHPASS_SUITE_PASSWORD = 'test12345';
const PHPASS_SUITE_HASH = '$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0';

/**
 * Computed outside this code, with Python's hashlib:
 * '$generic$' + urlsafe_b64encode(blake2b(pw, key=b'wp_fast_hash_6.8+', digest_size=30)).rstrip('=')
 */
const GENERIC_VECTORS = [
  ['kjPWF3eMdpHADUIgnZzc5xA1', '$generic$-5YK211VkZm6cSNkp7Rd9bYRBIJG4Pn9u3izpdLF'],
  ['pässwörd-🚀', '$generic$QcFtj8kB5KcvzObYvvBV8Z6_PsGWDi1MH9ooDoLf'],
] as const;

describe('phpass portable hashes', () => {
  it('verifies the dump’s admin application password, and nothing else', () => {
    expect(verifyWordPressPasswordHash(DUMP_PASSWORD, DUMP_HASH)).toBe(true);
    expect(verifyWordPressPasswordHash('kjPWF3eMdpHADUIgnZzc5xA2', DUMP_HASH)).toBe(false);
    expect(verifyWordPressPasswordHash('kjPW F3eM dpHA DUIg nZzc 5xA1', DUMP_HASH)).toBe(false);
    expect(verifyWordPressPasswordHash('', DUMP_HASH)).toBe(false);
  });

  it('verifies the phpass test-suite vector', () => {
    expect(verifyWordPressPasswordHash(PHPASS_SUITE_PASSWORD, PHPASS_SUITE_HASH)).toBe(true);
    expect(verifyWordPressPasswordHash('test12346', PHPASS_SUITE_HASH)).toBe(false);
  });

  it('accepts phpBB’s $H$ prefix for the same algorithm', () => {
    const asPhpbb = '$H$' + DUMP_HASH.slice(3);
    expect(verifyWordPressPasswordHash(DUMP_PASSWORD, asPhpbb)).toBe(true);
  });

  it('is sensitive to every part of the stored hash', () => {
    const otherSalt = DUMP_HASH.slice(0, 4) + 'X' + DUMP_HASH.slice(5);
    const otherCount = DUMP_HASH.slice(0, 3) + 'C' + DUMP_HASH.slice(4);
    const otherDigest = DUMP_HASH.slice(0, -1) + (DUMP_HASH.endsWith('1') ? '2' : '1');
    for (const stored of [otherSalt, otherCount, otherDigest]) {
      expect(verifyWordPressPasswordHash(DUMP_PASSWORD, stored)).toBe(false);
    }
  });

  it('round-trips phpassHash, with WordPress’s 2^13 rounds ($P$B) by default', () => {
    const hash = phpassHash('correct horse', { salt: 'abcdefgh' });
    expect(hash).toMatch(/^\$P\$Babcdefgh[./0-9A-Za-z]{22}$/);
    expect(verifyWordPressPasswordHash('correct horse', hash)).toBe(true);
    expect(verifyWordPressPasswordHash('correct horsE', hash)).toBe(false);
    // Same inputs, same hash: phpassHash is the algorithm, not a fresh random salt.
    expect(phpassHash('correct horse', { salt: 'abcdefgh' })).toBe(hash);
  });

  it('reproduces known hashes from their settings', () => {
    expect(phpassHash(DUMP_PASSWORD, { salt: DUMP_HASH.slice(4, 12) })).toBe(DUMP_HASH);
    expect(
      phpassHash(PHPASS_SUITE_PASSWORD, {
        salt: PHPASS_SUITE_HASH.slice(4, 12),
        log2Iterations: 11,
      }),
    ).toBe(PHPASS_SUITE_HASH);
  });

  it('draws a random salt unless given one, and honours the round count', () => {
    const first = phpassHash('pw', { log2Iterations: 7 });
    const second = phpassHash('pw', { log2Iterations: 7 });
    expect(first.startsWith('$P$5')).toBe(true);
    expect(first).not.toBe(second);
    expect(verifyWordPressPasswordHash('pw', first)).toBe(true);
    expect(verifyWordPressPasswordHash('pw', second)).toBe(true);
  });

  it('hashes multi-byte passwords as their UTF-8 bytes', () => {
    const hash = phpassHash('pässwörd-🚀', { log2Iterations: 7 });
    expect(verifyWordPressPasswordHash('pässwörd-🚀', hash)).toBe(true);
    expect(verifyWordPressPasswordHash('passwerd-🚀', hash)).toBe(false);
  });

  it('refuses settings phpass would not accept', () => {
    expect(() => phpassHash('pw', { log2Iterations: 6 })).toThrow(RangeError);
    expect(() => phpassHash('pw', { log2Iterations: 31 })).toThrow(RangeError);
    expect(() => phpassHash('pw', { log2Iterations: 8.5 })).toThrow(RangeError);
    expect(() => phpassHash('pw', { salt: 'short' })).toThrow(RangeError);
    expect(() => phpassHash('pw', { salt: 'abcdefg$' })).toThrow(RangeError);
  });
});

describe('WordPress 6.8+ $generic$ hashes', () => {
  it('matches hashes computed independently with Python’s BLAKE2b', () => {
    for (const [password, stored] of GENERIC_VECTORS) {
      expect(genericHash(password)).toBe(stored);
      expect(verifyWordPressPasswordHash(password, stored)).toBe(true);
      expect(verifyWordPressPasswordHash(password + 'x', stored)).toBe(false);
    }
  });

  it('round-trips genericHash', () => {
    const hash = genericHash('another password');
    expect(hash).toMatch(/^\$generic\$[A-Za-z0-9_-]{40}$/);
    expect(verifyWordPressPasswordHash('another password', hash)).toBe(true);
    expect(verifyWordPressPasswordHash('another passworD', hash)).toBe(false);
  });
});

describe('malformed and foreign hashes', () => {
  const truncatedGeneric = GENERIC_VECTORS[0][1].slice(0, -1);
  const malformed = [
    '',
    '$P$',
    '$P$B',
    DUMP_HASH.slice(0, -1),
    DUMP_HASH + 'x',
    '$P$Z' + DUMP_HASH.slice(4), // count char 'Z' is 37: above 30
    '$P$4' + DUMP_HASH.slice(4), // count char '4' is 6: below 7
    '$P$!' + DUMP_HASH.slice(4), // not in the alphabet
    '$generic$',
    '$generic$!!!not*base64!!!',
    truncatedGeneric,
    GENERIC_VECTORS[0][1] + '=',
    'scrypt$16384$8$1$c2FsdA$aGFzaA',
    '$2y$10$abcdefghijklmnopqrstuu5YyXWWXWb0uVMfg4oxhYI9d8rFZ5w9u',
    '$wp$2y$10$abcdefghijklmnopqrstuu5YyXWWXWb0uVMfg4oxhYI9d8rFZ5w9u',
    DUMP_PASSWORD,
  ];

  it('never matches, and never throws', () => {
    for (const stored of malformed) {
      expect(verifyWordPressPasswordHash(DUMP_PASSWORD, stored), stored).toBe(false);
    }
  });

  it('refuses passwords over phpass’s 4096-byte limit before hashing', () => {
    const long = 'a'.repeat(4097);
    expect(verifyWordPressPasswordHash(long, genericHash(long))).toBe(false);
    const limit = 'a'.repeat(4096);
    expect(verifyWordPressPasswordHash(limit, genericHash(limit))).toBe(true);
  });
});

describe('wordPressHashFormat', () => {
  it('names the format by its prefix', () => {
    expect(wordPressHashFormat(DUMP_HASH)).toBe('phpass');
    expect(wordPressHashFormat('$H$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0')).toBe('phpass');
    expect(wordPressHashFormat(GENERIC_VECTORS[0][1])).toBe('generic');
    expect(wordPressHashFormat('$wp$2y$10$abc')).toBe('unknown');
    expect(wordPressHashFormat('scrypt$abc')).toBe('unknown');
    expect(wordPressHashFormat('')).toBe('unknown');
  });
});
