import type { Store } from '../store';

/** What always comes from the live site: sign-in (passwords, roles) and the site's options. */
type LiveGroup = 'site' | 'users';

/** Every other part of the Store: answered from the local copy once there is one. */
type CopiedGroup = Exclude<keyof Store, LiveGroup>;

export const COPIED_GROUPS = [
  'spaces',
  'topics',
  'comments',
  'members',
  'directory',
  'students',
  'feeds',
  'feedDetails',
  'profiles',
  'insights',
] as const satisfies readonly CopiedGroup[];

// A part added to the Store must be listed above (or served live, with LiveGroup).
type Unlisted = Exclude<CopiedGroup, (typeof COPIED_GROUPS)[number]>;
const everyGroupListed: [Unlisted] extends [never] ? true : never = true;
void everyGroupListed;

/**
 * The Store over a WordPress site with a local copy (docs/decisions/024): passwords, roles
 * and options are read from the site on every request (a password revoked there is refused
 * at once); everything else from the copy `copy()` returns at the time of each call — or
 * from the site while there is none yet. Each call is routed when it is made, so a copy
 * swapped in between two calls of a request is used from the next call on.
 */
export function storeWithLocalCopy(live: Store, copy: () => Store | null): Store {
  const routed = <G extends CopiedGroup>(group: G): Store[G] =>
    new Proxy({} as Store[G], {
      get(_, method: string | symbol) {
        if (typeof method !== 'string') return undefined;
        return (...args: unknown[]) => {
          const source = (copy() ?? live)[group] as unknown as Record<
            string,
            ((...callArgs: unknown[]) => unknown) | undefined
          >;
          const fn = source[method];
          if (typeof fn !== 'function') throw new Error(`No store method ${group}.${method}`);
          return fn.apply(source, args);
        };
      },
    });
  return {
    site: live.site,
    users: live.users,
    ...(Object.fromEntries(COPIED_GROUPS.map((group) => [group, routed(group)])) as Pick<
      Store,
      CopiedGroup
    >),
  };
}
