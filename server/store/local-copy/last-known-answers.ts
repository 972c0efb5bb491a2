import type { Store } from '../store';
import { StoreUnavailableError } from '../store-unavailable';

/** The groups a local copy still reads from the site on every request (local-copy-store.ts). */
type LiveGroup = 'site' | 'users';

const DEFAULT_MAX_ANSWERS = 10_000;

/**
 * The site's live groups (sign-in and options) with their last answers kept for an outage
 * (docs/decisions/041): while the database cannot be reached, a call the site answered before
 * gets that answer again, so members signed in lately keep being answered from the local copy
 * (a replica restarting, a primary failing over). What the site never answered still fails
 * (503), and the first answer after the outage replaces what was kept: a password revoked
 * meanwhile is refused as soon as the site answers again. At most `maxAnswers` calls are
 * kept, the oldest forgotten first; what is kept never leaves memory.
 */
export function withLastKnownAnswers(live: Store, maxAnswers = DEFAULT_MAX_ANSWERS): Store {
  const answers = new Map<string, unknown>();
  const remembering = <G extends LiveGroup>(group: G): Store[G] =>
    new Proxy({} as Store[G], {
      get(_, method: string | symbol) {
        if (typeof method !== 'string') return undefined;
        return async (...args: unknown[]) => {
          const source = live[group] as unknown as Record<
            string,
            ((...callArgs: unknown[]) => Promise<unknown>) | undefined
          >;
          const fn = source[method];
          if (typeof fn !== 'function') throw new Error(`No store method ${group}.${method}`);
          const key = `${group}.${method}:${JSON.stringify(args)}`;
          try {
            const answer = await fn.apply(source, args);
            answers.delete(key);
            if (answers.size >= maxAnswers) answers.delete(answers.keys().next().value ?? '');
            answers.set(key, answer);
            return answer;
          } catch (error) {
            if (error instanceof StoreUnavailableError && answers.has(key)) return answers.get(key);
            throw error;
          }
        };
      },
    });
  return { ...live, site: remembering('site'), users: remembering('users') };
}
