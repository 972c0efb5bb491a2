import { createHash, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { UNKNOWN_CLIENT } from './http/client-address';
import {
  genericHash,
  verifyWordPressPasswordHash,
  WORDPRESS_PHPASS_PREFIX,
  wordPressHashFormat,
} from './lib/wordpress-password-hash';
import { createHashKindsInUse } from './lib/hash-kinds-in-use';
import { createFailureThrottle, type FailureLimit } from './http/failure-throttle';
import { createRecentSignIns } from './http/recent-sign-ins';
import {
  createVerificationQueue,
  type ClientStanding,
  type QueueRefusal,
  type VerificationQueueOptions,
} from './http/verification-queue';
import { foldForSearch } from './store/sqlite/fold';
import type { Store } from './store/store';
import type { UserAccount } from './store/rows';

/**
 * WordPress-style application passwords (behaviour.md, "Where the API lives"): 24 characters
 * from [A-Za-z0-9], shown as six groups of four, spaces ignored; the username is the login
 * or the email. Stored hashed as WordPress 6.8+ stores them (`$generic$`, keyed BLAKE2b) and
 * compared in constant time — docs/decisions/005 says why a fast hash is right for these.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const APPLICATION_PASSWORD_LENGTH = 24;

/** scrypt hashes written by earlier versions still verify; 64 MB is ample for their N=16384. */
const SCRYPT_MAXMEM = 64 * 1024 * 1024;

export function generateApplicationPassword(): string {
  let password = '';
  for (let i = 0; i < APPLICATION_PASSWORD_LENGTH; i += 1) {
    password += ALPHABET[randomInt(ALPHABET.length)];
  }
  return formatApplicationPassword(password);
}

/** `abcd efgh ijkl mnop qrst uvwx`, as WordPress shows a new application password. */
export function formatApplicationPassword(password: string): string {
  return normalizeApplicationPassword(password).replace(/(.{4})(?=.)/g, '$1 ');
}

export function normalizeApplicationPassword(password: string): string {
  return password.replace(/\s+/g, '');
}

/**
 * `$generic$…`: WordPress 6.8's `wp_fast_hash` of the password without its spaces, so a demo
 * copied into WordPress (server/demo/wordpress/) signs in there too.
 */
export function hashApplicationPassword(password: string): string {
  return genericHash(normalizeApplicationPassword(password));
}

/**
 * Whether `password` matches a stored hash: the formats a WordPress database holds (phpass
 * `$P$`, WordPress 6.8+ `$generic$`: lib/wordpress-password-hash.ts), which is also what we
 * write, or the scrypt hashes (`scrypt$N$r$p$salt$hash`) earlier versions wrote to the demo.
 */
export async function verifyApplicationPassword(
  password: string,
  stored: string,
): Promise<boolean> {
  if (wordPressHashFormat(stored) !== 'unknown') {
    return verifyWordPressPasswordHash(normalizeApplicationPassword(password), stored);
  }
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_MAXMEM };
  const actual = await new Promise<Buffer>((resolve, reject) => {
    scrypt(
      normalizeApplicationPassword(password),
      Buffer.from(saltText, 'base64'),
      expected.length,
      options,
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface BasicCredentials {
  username: string;
  password: string;
}

/**
 * `Authorization: Basic base64(user:password)`. Anything else (another scheme, bad base64,
 * no colon) is not a credential at all: PHP leaves PHP_AUTH_USER empty and WordPress treats
 * the request as anonymous, so do we.
 */
export function parseBasicAuthorization(header: string | undefined): BasicCredentials | null {
  const match = header?.match(/^\s*Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * The outcome of reading a request's credentials. Every wrong name or password gets the one
 * answer, WordPress's `incorrect_password`: WordPress tells an unknown name apart
 * (`invalid_username`, `invalid_email`), which says who has an account (docs/decisions/026).
 */
export type Authentication =
  | { kind: 'anonymous' }
  | { kind: 'user'; account: UserAccount }
  | { kind: 'rejected'; code: 'incorrect_password'; message: string }
  /** Not checked at all: too many failures, or too many checks at once (docs/decisions/005). */
  | { kind: 'refused'; reason: Refusal; retryAfterSeconds: number };

/**
 * Why credentials went unchecked: the throttle (per address, or per name: docs/decisions/026),
 * or the verification queue.
 */
export type Refusal = 'too_many_failures' | 'too_many_failures_for_name' | QueueRefusal;

const REJECTED: Authentication = {
  kind: 'rejected',
  code: 'incorrect_password',
  message: 'Unknown username or email address, or wrong application password.',
};

/**
 * The per-name throttle's key: the name as the database compares it (case and accents aside,
 * trailing spaces ignored, as MariaDB's collation does), so that spellings of one name share
 * one budget. It depends on what was typed only, never on whether or whom it names.
 */
function nameKey(username: string): string {
  return foldForSearch(username.trimEnd());
}

/**
 * The kinds of stored hash WordPress writes, which any site may hold, so every wrong password
 * is checked against both from the first request on (docs/decisions/032): `$generic$`
 * (6.8+) and phpass with WordPress's own setting, WORDPRESS_PHPASS_PREFIX (`$P$B`, 2^13
 * rounds, up to 6.7). The phpass one is a real hash of a password nobody sends; only its
 * setting and shape matter.
 */
const WORDPRESS_HASH_KINDS = [
  hashApplicationPassword(generateApplicationPassword()),
  `${WORDPRESS_PHPASS_PREFIX}GLOK7iRYQ9E9VUGL0pDbdkv/9jrzz0`,
];

/** WordPress user ids start at 1: id 0's hashes are a read that finds nothing. */
const NO_USER_ID = 0;

const refused = (reason: Refusal, retryAfterSeconds: number): Authentication => ({
  kind: 'refused',
  reason,
  retryAfterSeconds,
});

export interface AuthenticatorOptions {
  /** How long a verified username/password pair skips the hash check. */
  cacheTtlMs?: number;
  cacheSize?: number;
  now?: () => number;
  /** Failed checks per client address (default 20 a minute). */
  perAddress?: FailureLimit;
  /**
   * Failed checks per name as typed (login or email, known or not), whichever address they
   * come from (default 10 a minute); addresses in good standing for the user are exempt.
   */
  perUser?: FailureLimit;
  /**
   * How long an address that signed in as a user stays in good standing for that user: not
   * held by, nor charged to, the per-name limit (default 30 days; docs/decisions/026).
   */
  standingMs?: number;
  /** How many addresses, and how many users, the throttle tracks at most (default 10,000). */
  maxTrackedKeys?: number;
  /** How many hash checks run and wait at once (server/http/verification-queue.ts). */
  queue?: VerificationQueueOptions;
  /**
   * One stored hash of each kind every wrong password is checked against from the start
   * (default: WordPress's `$generic$` and `$P$B`); kinds read later join them.
   */
  hashKinds?: readonly string[];
  /** The check of one password against one stored hash (tests slow it down or count calls). */
  verify?: (password: string, stored: string) => Promise<boolean>;
}

/** "This password matched stored hash `hash` of user `userId`": valid while that hash is stored. */
interface RememberedPair {
  userId: number;
  hash: string;
  expires: number;
}

/**
 * Verifies Basic credentials against the stored hashes. Our own hashes cost microseconds, but
 * a WordPress database's phpass hashes (and scrypt hashes of older demos) cost milliseconds,
 * and every check is a guess an attacker gets, so checks are guarded three ways
 * (docs/decisions/005):
 * - a pair that verified is remembered under its SHA-256 digest (never the password itself)
 *   together with the stored hash it matched; every later request re-reads the user's hashes
 *   (one indexed read) and trusts the memory only while that hash is still among them, so a
 *   revoked or changed password fails on the very next request;
 * - failures are counted per address and per name, and a key over its limit is refused with
 *   429 before any hash work (server/http/failure-throttle.ts); a remembered pair is never
 *   refused, as it costs no check, and an address that signed in as the user lately is not
 *   held by the per-name limit, so a flood cannot lock the owner out (docs/decisions/026);
 * - a name that does not exist is throttled and read exactly as one that does, and every
 *   wrong password, for any name, costs one check of each kind of hash the site holds (the
 *   name's own, decoys for the rest: lib/hash-kinds-in-use.ts), so neither the answer nor
 *   its time says which names exist;
 * - the checks themselves go through a bounded queue (server/http/verification-queue.ts),
 *   identical credentials arriving together share one check, and a pair that failed within
 *   the throttle's window gets the same answer again without a check or a charge.
 */
export function createAuthenticator(users: Store['users'], options: AuthenticatorOptions = {}) {
  const ttl = options.cacheTtlMs ?? 5 * 60 * 1000;
  const size = options.cacheSize ?? 1000;
  const now = options.now ?? Date.now;
  const verify = options.verify ?? verifyApplicationPassword;
  const maxKeys = options.maxTrackedKeys ?? 10_000;
  const addressLimit = options.perAddress ?? { limit: 20, windowMs: 60_000 };
  const addresses = createFailureThrottle({ ...addressLimit, maxKeys, now });
  /** Addresses with a recent success: in a full queue they go before unknown ones. */
  const signedInLately = createFailureThrottle({
    limit: Number.POSITIVE_INFINITY,
    windowMs: addressLimit.windowMs,
    maxKeys,
    now,
  });
  const names = createFailureThrottle({
    ...(options.perUser ?? { limit: 10, windowMs: 60_000 }),
    maxKeys,
    now,
  });
  const inGoodStanding = createRecentSignIns({
    windowMs: options.standingMs ?? 30 * 24 * 60 * 60 * 1000,
    maxKeys,
    now,
  });
  const hashKinds = createHashKindsInUse(options.hashKinds ?? WORDPRESS_HASH_KINDS);
  const queue = createVerificationQueue(options.queue);
  const remembered = new Map<string, RememberedPair>();
  /**
   * Pairs that failed lately, with their answer: the same wrong pair again is not a new guess
   * (a dashboard sends its first requests side by side, a revoked password arrives on every
   * open query), so it is answered at once, charged to nobody and checked by nobody.
   */
  const failed = new Map<string, { answer: Authentication; expires: number }>();
  const checking = new Map<string, Promise<Authentication>>();

  /** A user's stored hashes; each kind read joins the kinds in use. */
  async function storedHashes(userId: number): Promise<string[]> {
    const stored = await users.passwordHashes(userId);
    hashKinds.learn(stored);
    return stored;
  }

  async function recall(key: string): Promise<UserAccount | null> {
    const pair = remembered.get(key);
    if (!pair) return null;
    if (pair.expires > now()) {
      // Asked side by side: a remembered pair nearly always still holds. For one that does not,
      // the account read is dropped, failed or not: the hashes alone decide.
      const [stored, account] = await Promise.allSettled([
        storedHashes(pair.userId),
        users.findById(pair.userId),
      ]);
      if (stored.status === 'rejected') throw stored.reason;
      if (stored.value.includes(pair.hash)) {
        if (account.status === 'rejected') throw account.reason;
        if (account.value) return account.value;
      }
    }
    if (remembered.get(key) === pair) remembered.delete(key);
    return null;
  }

  /** How the queue should treat a check from `client` (verification-queue.ts). */
  const standingOf = (client: string): ClientStanding => ({
    pastFailures: addresses.count(client) - 1, // this check's own charge aside
    signedInLately: signedInLately.count(client) > 0,
  });

  async function firstMatch(password: string, stored: readonly string[]): Promise<string | null> {
    for (const hash of stored) if (await verify(password, hash)) return hash;
    return null;
  }

  function rememberFailure(key: string, answer: Authentication): Authentication {
    if (failed.size >= size) failed.delete(failed.keys().next().value ?? '');
    failed.set(key, { answer, expires: now() + addressLimit.windowMs });
    return answer;
  }

  function recentFailure(key: string): Authentication | null {
    const entry = failed.get(key);
    if (!entry) return null;
    if (entry.expires > now()) return entry.answer;
    failed.delete(key);
    return null;
  }

  async function check(
    credentials: BasicCredentials,
    password: string,
    key: string,
    client: string,
  ): Promise<Authentication> {
    const addressWait = addresses.attempt(client);
    if (addressWait > 0) return refused('too_many_failures', addressWait);
    // A full queue refuses before any lookup: a flood retrying at once costs next to nothing.
    const early = queue.refusalFor(client, standingOf(client));
    if (early) {
      addresses.refund(client);
      return refused(early, 1);
    }
    // From here on a name that does not exist goes through the same limit, the same reads
    // and one hash check, as a name that does (docs/decisions/026).
    const found = await users.findByLoginOrEmail(credentials.username);
    const name = nameKey(credentials.username);
    const exempt = found !== null && inGoodStanding.has(found.account.id, client);
    // Every wrong password counts against the name, from any address; an address in good
    // standing is only let through a held name to try its password, and a wrong one there gets
    // the held name's answer: from an address shared with the owner, a real name and one that
    // does not exist answer alike (docs/decisions/026).
    const nameWait = names.attempt(name);
    const nameCharged = nameWait === 0;
    if (!nameCharged && !exempt) {
      addresses.refund(client);
      return refused('too_many_failures_for_name', nameWait);
    }
    const stored = await storedHashes(found?.account.id ?? NO_USER_ID);
    const candidates = hashKinds.candidates(stored);
    const outcome = await queue.run(client, standingOf(client), () =>
      firstMatch(password, candidates),
    );
    // Only a hash the user really holds signs in; a decoy never does, whatever it matched.
    const verified = outcome.ok && outcome.value !== null && stored.includes(outcome.value);
    if (!outcome.ok || verified) {
      // Never checked, or verified: only a wrong password counts as a failure.
      addresses.refund(client);
      if (nameCharged) names.refund(name);
    }
    if (!outcome.ok) return refused(outcome.refusal, 1);
    if (!found || !verified || outcome.value === null) {
      return nameCharged
        ? rememberFailure(key, REJECTED)
        : refused('too_many_failures_for_name', nameWait);
    }
    signedInLately.attempt(client);
    inGoodStanding.record(found.account.id, client);
    if (remembered.size >= size) remembered.delete(remembered.keys().next().value ?? '');
    remembered.set(key, { userId: found.account.id, hash: outcome.value, expires: now() + ttl });
    return { kind: 'user', account: found.account };
  }

  return async function authenticate(
    header: string | undefined,
    client: string = UNKNOWN_CLIENT,
  ): Promise<Authentication> {
    const credentials = parseBasicAuthorization(header);
    if (!credentials) return { kind: 'anonymous' };
    const password = normalizeApplicationPassword(credentials.password);
    const key = createHash('sha256')
      .update(credentials.username.toLowerCase())
      .update('\0')
      .update(password)
      .digest('base64');
    const account = await recall(key);
    if (account) {
      signedInLately.attempt(client);
      inGoodStanding.record(account.id, client);
      return { kind: 'user', account };
    }
    const known = recentFailure(key);
    if (known) return known;
    const pending = checking.get(key);
    if (pending) {
      // The same pair is being checked for someone else: share its answer, not its refusal.
      const shared = await pending;
      if (shared.kind !== 'refused') return shared;
      return check(credentials, password, key, client);
    }
    const result = check(credentials, password, key, client);
    checking.set(key, result);
    try {
      return await result;
    } finally {
      checking.delete(key);
    }
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
