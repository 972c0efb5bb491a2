import type { Caller } from '../access';
import type { Repositories } from '../db/repositories';

/** What every request carries through the middleware chain. */
export type AppEnv = {
  Variables: {
    caller: Caller;
    /** The request's own origin: absolute URLs in responses are built on it. */
    origin: string;
  };
};

/** What route modules get from the app. */
export interface RouteDeps {
  repositories: Repositories;
  /** The demo admin's login when the database holds the demo community, else null. */
  demoUsername: string | null;
}

export const REST_ROOT = '/wp-json';
export const FLUENT_COMMUNITY = `${REST_ROOT}/fluent-community/v2`;
export const WP_V2 = `${REST_ROOT}/wp/v2`;

export function isRestPath(path: string): boolean {
  return path === REST_ROOT || path.startsWith(`${REST_ROOT}/`);
}
