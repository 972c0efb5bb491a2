import type { Database } from 'better-sqlite3';
import { foldForSearch } from './fold';
import { createRepositories } from './repositories';
import type { Store } from '../store';

/** The option that names the demo admin, when the database holds the demo community. */
export const DEMO_USERNAME_OPTION = 'community_desk_demo_username';

/** A synchronous method made to return a promise (a throw becomes a rejection). */
type Asynchronous<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;
};

function asynchronous<T extends object>(repository: T): Asynchronous<T> {
  return Object.fromEntries(
    Object.entries(repository).map(([name, method]) => [
      name,
      async (...args: unknown[]) => (method as (...args: unknown[]) => unknown)(...args),
    ]),
  ) as Asynchronous<T>;
}

/**
 * The embedded store: the SQLite repositories (repositories/, all of its SQL) behind the
 * Store interface. better-sqlite3 answers synchronously in microseconds to a few
 * milliseconds, so each call simply resolves with its result.
 */
export function createSqliteStore(db: Database): Store {
  const repositories = createRepositories(db);
  const spaces = asynchronous(repositories.spaces);
  const members = asynchronous(repositories.members);
  const students = asynchronous(repositories.students);
  const feeds = asynchronous(repositories.feeds);
  // Search terms match the folded columns (fold.ts), as the site's collation compares text.
  const fold = <Q extends { search: string | null }>(query: Q): Q => ({
    ...query,
    search: query.search === null ? null : foldForSearch(query.search),
  });
  return {
    site: { option: async (name) => repositories.users.option(name) },
    users: asynchronous(repositories.users),
    spaces: {
      ...spaces,
      coursePage: (search, limit, offset) =>
        spaces.coursePage(search === null ? null : foldForSearch(search), limit, offset),
    },
    members: { ...members, page: (list, query) => members.page(list, fold(query)) },
    students: { ...students, page: (query) => students.page(fold(query)) },
    feeds: {
      ...feeds,
      pageIds: (query) =>
        feeds.pageIds(
          query.search === null
            ? query
            : { ...query, search: { ...query.search, term: foldForSearch(query.search.term) } },
        ),
    },
    feedDetails: asynchronous(repositories.feedDetails),
    profiles: asynchronous(repositories.profiles),
  };
}
