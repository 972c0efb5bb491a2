import { describe, expect, it } from 'vitest';
import { decoyPasswordHash } from './decoy-password-hash';
import {
  genericHash,
  phpassHash,
  verifyWordPressPasswordHash,
  wordPressHashFormat,
} from './wordpress-password-hash';

describe('a decoy password hash', () => {
  it('keeps a phpass hash’s rounds and length, and matches neither password', () => {
    const stored = phpassHash('the password', { log2Iterations: 9 });
    const decoy = decoyPasswordHash(stored);
    expect(decoy.slice(0, 4)).toBe('$P$7');
    expect(decoy).toHaveLength(stored.length);
    expect(decoy).not.toBe(stored);
    expect(wordPressHashFormat(decoy)).toBe('phpass');
    expect(verifyWordPressPasswordHash('the password', decoy)).toBe(false);
  });

  it('keeps the `$generic$` prefix and length', () => {
    const stored = genericHash('the password');
    const decoy = decoyPasswordHash(stored);
    expect(decoy).toMatch(/^\$generic\$[A-Za-z0-9_-]+$/);
    expect(decoy).toHaveLength(stored.length);
    expect(decoy).not.toBe(stored);
    expect(verifyWordPressPasswordHash('the password', decoy)).toBe(false);
  });

  it('keeps every scrypt parameter up to the last `$`', () => {
    const stored = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==';
    const decoy = decoyPasswordHash(stored);
    expect(decoy.startsWith('scrypt$16384$8$1$c2FsdHNhbHRzYWx0$')).toBe(true);
    expect(decoy).toHaveLength(stored.length);
    expect(decoy.endsWith('==')).toBe(true);
    expect(decoy).not.toBe(stored);
  });

  it('is drawn anew each time', () => {
    const stored = genericHash('the password');
    expect(decoyPasswordHash(stored)).not.toBe(decoyPasswordHash(stored));
  });
});
