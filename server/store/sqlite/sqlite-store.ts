import type { Database } from 'better-sqlite3';
import { createRepositories } from './repositories';
import { storeOverRepositories, type CallRepository, type ResultOf } from './repository-store';
import type { Store } from '../store';

/** The option that names the demo admin, when the database holds the demo community. */
export const DEMO_USERNAME_OPTION = 'community_desk_demo_username';

/**
 * The in-process store: the SQLite repositories (repositories/, all of its SQL) run on this
 * thread, behind the Store interface. Each call resolves with its result (a throw becomes a
 * rejection) — but holds the event loop while SQLite works, so the server serves through the
 * read workers instead (pooled-store.ts, docs/decisions/016); tests and tools that want the
 * synchronous path use this one.
 */
export function createSqliteStore(db: Database): Store {
  const repositories = createRepositories(db);
  const call: CallRepository = (repository, method, args) =>
    new Promise((resolve) => {
      // The generic names cannot narrow an indexed method; repository-store.ts types each call.
      const run = repositories[repository][method] as (...args: unknown[]) => unknown;
      resolve(run(...args) as ResultOf<typeof repository, typeof method>);
    });
  return storeOverRepositories(call);
}
