/**
 * The API's vocabulary, written once: routes, parameter names, allowed values and defaults,
 * paging limits. Plain TypeScript without dependencies, imported by the dashboard (src/) and
 * the reference server (server/) alike.
 */
export * from './actions';
export * from './directory';
export * from './endpoints';
export * from './feeds';
export * from './insights';
export * from './params';
export * from './profile';
export * from './roster';
