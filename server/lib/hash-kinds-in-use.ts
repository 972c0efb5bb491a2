import { decoyPasswordHash, hashKind } from './decoy-password-hash';

/**
 * The kinds of stored hash a site holds (lib/decoy-password-hash.ts `hashKind`), so that a
 * wrong password costs the same whoever it is for (docs/decisions/032): it is checked against
 * the hashes of the name, if any, and then against a decoy of every kind in use the name
 * holds none of. Every wrong answer then costs one check of each kind, for a real name of
 * either kind and for a name that does not exist alike, whatever was read last.
 *
 * It starts with `expected` (one stored hash of each kind the site is known to hold) and
 * learns every other kind as it is read. Kinds come from the site's database, never from a
 * request, so there are as few as the settings a site has ever written.
 */
export function createHashKindsInUse(expected: readonly string[]) {
  /** One stored hash of each kind, the model of its decoys. */
  const models = new Map<string, string>();

  function learn(stored: readonly string[]): void {
    for (const hash of stored) {
      const kind = hashKind(hash);
      if (!models.has(kind)) models.set(kind, hash);
    }
  }
  learn(expected);

  return {
    learn,
    /**
     * What to check a password against for a name holding `stored` (none for a name that does
     * not exist): those hashes first, so that a right password stops at its own, then one
     * decoy of each kind in use that they lack.
     */
    candidates(stored: readonly string[]): string[] {
      const held = new Set(stored.map(hashKind));
      const decoys = [...models]
        .filter(([kind]) => !held.has(kind))
        .map(([, model]) => decoyPasswordHash(model));
      return [...stored, ...decoys];
    },
  };
}
