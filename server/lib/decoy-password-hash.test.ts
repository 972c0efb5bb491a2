import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashKind } from './decoy-password-hash';
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

describe('a stored hash’s kind', () => {
  it('is what fixes the cost of a check: never the salt or the digest', () => {
    const phpass = phpassHash('a');
    expect(hashKind(phpass)).toBe('$P$B');
    expect(hashKind(phpassHash('b'))).toBe(hashKind(phpass));
    expect(hashKind(phpassHash('a', { log2Iterations: 9 }))).toBe('$P$7');
    expect(hashKind(genericHash('a'))).toBe('$generic$');
    expect(hashKind('scrypt$16384$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==')).toBe(
      'scrypt$16384$8$1',
    );
    expect(hashKind('scrypt$16384$8$1$b3RoZXJzYWx0$aGFzaGhhc2hoYXNoaGFzaA==')).toBe(
      'scrypt$16384$8$1',
    );
    expect(hashKind('scrypt$1024$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==')).toBe(
      'scrypt$1024$8$1',
    );
  });

  it('of a format no check reads is one kind, whatever its salt, so a site holding such hashes does not grow a decoy for each', () => {
    const argon2 = (salt: string) => `$argon2id$v=19$m=65536,t=4,p=1$${salt}$aGFzaGhhc2hoYXNo`;
    expect(hashKind(argon2('c2FsdA'))).toBe(hashKind(argon2('b3RoZXI')));
    expect(hashKind('$generic$abc$def')).toBe(hashKind(genericHash('a')));
    expect(hashKind('scrypt$16384$8$1')).not.toBe(hashKind(argon2('c2FsdA')));
  });

  it('of a decoy is the kind of its model', () => {
    for (const model of [phpassHash('a'), genericHash('a'), 'scrypt$16384$8$1$c2FsdA==$aGFzaA==']) {
      expect(hashKind(decoyPasswordHash(model))).toBe(hashKind(model));
    }
  });
});
