import {
  createHash,
  randomBytes,
  randomInt,
  scrypt,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';
import type { Store } from './store/store';
import type { UserAccount } from './store/rows';

/**
 * WordPress-style application passwords (behaviour.md, "Where the API lives"): 24 characters
 * from [A-Za-z0-9], shown as six groups of four, spaces ignored; the username is the login
 * or the email. Stored as scrypt hashes only, compared with timingSafeEqual.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const APPLICATION_PASSWORD_LENGTH = 24;

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32, maxmem: 64 * 1024 * 1024 };

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

function scryptOptions() {
  return { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: SCRYPT.maxmem };
}

/** `scrypt$N$r$p$salt$hash` (base64). Synchronous: used when seeding and adding users. */
export function hashApplicationPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(
    normalizeApplicationPassword(password),
    salt,
    SCRYPT.keyLength,
    scryptOptions(),
  );
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

export async function verifyApplicationPassword(
  password: string,
  stored: string,
): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem };
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

/** The outcome of reading a request's credentials (WordPress's error codes and messages). */
export type Authentication =
  | { kind: 'anonymous' }
  | { kind: 'user'; account: UserAccount }
  | {
      kind: 'rejected';
      code: 'invalid_username' | 'invalid_email' | 'incorrect_password';
      message: string;
    };

const REJECTIONS = {
  invalid_username: 'Unknown username. Check again or try your email address.',
  invalid_email: 'Unknown email address. Check again or try your username.',
  incorrect_password: 'The provided password is an invalid application password.',
} as const;

function rejected(code: keyof typeof REJECTIONS): Authentication {
  return { kind: 'rejected', code, message: REJECTIONS[code] };
}

export interface AuthenticatorOptions {
  /** How long a verified username/password pair skips scrypt. */
  cacheTtlMs?: number;
  cacheSize?: number;
  now?: () => number;
}

/**
 * Verifies Basic credentials against the stored hashes. scrypt costs tens of milliseconds on
 * purpose, so a pair that verified recently is remembered for a few minutes under its
 * SHA-256 digest (never the password itself): every later request costs a hash lookup.
 */
export function createAuthenticator(users: Store['users'], options: AuthenticatorOptions = {}) {
  const ttl = options.cacheTtlMs ?? 5 * 60 * 1000;
  const size = options.cacheSize ?? 1000;
  const now = options.now ?? Date.now;
  const verified = new Map<string, { userId: number; expires: number }>();

  return async function authenticate(header: string | undefined): Promise<Authentication> {
    const credentials = parseBasicAuthorization(header);
    if (!credentials) return { kind: 'anonymous' };
    const password = normalizeApplicationPassword(credentials.password);
    const key = createHash('sha256')
      .update(credentials.username.toLowerCase())
      .update('\0')
      .update(password)
      .digest('base64');
    const cached = verified.get(key);
    if (cached && cached.expires > now()) {
      const account = await users.findById(cached.userId);
      if (account) return { kind: 'user', account };
    }
    verified.delete(key);
    const found = await users.findByLoginOrEmail(credentials.username);
    if (!found)
      return rejected(credentials.username.includes('@') ? 'invalid_email' : 'invalid_username');
    for (const stored of await users.passwordHashes(found.account.id)) {
      if (await verifyApplicationPassword(password, stored)) {
        if (verified.size >= size) verified.delete(verified.keys().next().value ?? '');
        verified.set(key, { userId: found.account.id, expires: now() + ttl });
        return { kind: 'user', account: found.account };
      }
    }
    return rejected('incorrect_password');
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
