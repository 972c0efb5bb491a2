/**
 * Counts failed password checks per key (a client address, a user) in a fixed window that
 * starts at the key's first failure. Once a key reaches `limit` it is refused until its
 * window ends, before any hash work is spent (docs/decisions/005).
 *
 * Attempts are charged when they start and refunded when they succeed (or were never
 * checked), so checks still running count too: thirty-two simultaneous wrong passwords
 * from one address cannot all slip in before the first of them has failed.
 *
 * Memory is bounded: at most `maxKeys` keys, kept in the order their windows opened. With one
 * window length that is also the order they expire in, so expired keys are always at the
 * front and are dropped from there; when every key is still live, the oldest goes first.
 * With an infinite limit it is simply a bounded, expiring counter per key.
 */
export interface FailureLimit {
  /** Failures allowed per key within one window. */
  limit: number;
  windowMs: number;
}

export interface FailureThrottleOptions extends FailureLimit {
  /** How many keys are tracked at most. */
  maxKeys: number;
  now?: () => number;
}

export interface FailureThrottle {
  /**
   * Counts an attempt against `key` before its outcome is known and answers 0, or, when the
   * key has used up its window, counts nothing and answers the whole seconds until it ends.
   */
  attempt(key: string): number;
  /** Takes an attempt back: it succeeded, or was never checked. */
  refund(key: string): void;
  /** The attempts counted against `key` in its open window (checks still running included). */
  count(key: string): number;
  /** How many keys are tracked now (expired ones included until they are swept). */
  readonly size: number;
}

interface Window {
  attempts: number;
  endsAt: number;
}

export function createFailureThrottle(options: FailureThrottleOptions): FailureThrottle {
  const { limit, windowMs, maxKeys } = options;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  /** The key's window if it is still open; an expired one is forgotten. */
  const openWindow = (key: string): Window | null => {
    const window = windows.get(key);
    if (!window) return null;
    if (window.endsAt > now()) return window;
    windows.delete(key);
    return null;
  };

  const makeRoom = () => {
    for (const [key, window] of windows) {
      if (windows.size < maxKeys || window.endsAt > now()) break;
      windows.delete(key);
    }
    while (windows.size >= maxKeys) {
      const oldest = windows.keys().next();
      if (oldest.done) break;
      windows.delete(oldest.value);
    }
  };

  return {
    attempt(key) {
      const window = openWindow(key);
      if (window && window.attempts >= limit) {
        return Math.max(1, Math.ceil((window.endsAt - now()) / 1000));
      }
      if (window) window.attempts += 1;
      else {
        makeRoom();
        windows.set(key, { attempts: 1, endsAt: now() + windowMs });
      }
      return 0;
    },
    refund(key) {
      const window = openWindow(key);
      if (!window) return;
      window.attempts -= 1;
      if (window.attempts <= 0) windows.delete(key);
    },
    count(key) {
      return openWindow(key)?.attempts ?? 0;
    },
    get size() {
      return windows.size;
    },
  };
}
