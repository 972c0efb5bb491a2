import type { TestProject } from 'vitest/node';
import {
  findMariaDbBinaries,
  startMariaDb,
  type MariaDbBinaries,
  type RunningMariaDb,
} from './mariadb-server';

/**
 * Vitest globalSetup of the server project: one private MariaDB for the whole run, shared by
 * every test file through `inject('mariadb')` (server/test/mariadb.ts). Without the binaries, or
 * if it does not start, the run goes on: only the tests that ask for MariaDB fail, with the
 * one-line fix (or the start-up error and the server's log tail).
 */

/** What the test files receive; plain data, as `provide` requires. */
export type ProvidedMariaDb =
  { available: true; adminUrl: string } | { available: false; problem: string };

declare module 'vitest' {
  export interface ProvidedContext {
    mariadb: ProvidedMariaDb;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  return provideMariaDb(project, findMariaDbBinaries());
}

/** Starts MariaDB when the binaries exist and provides it; returns the teardown. */
export async function provideMariaDb(
  project: Pick<TestProject, 'provide'>,
  binaries: MariaDbBinaries,
  start: typeof startMariaDb = startMariaDb,
): Promise<(() => Promise<void>) | void> {
  if (!binaries.ok) {
    console.warn(`Server tests that need MariaDB will fail: ${binaries.problem}`);
    project.provide('mariadb', { available: false, problem: binaries.problem });
    return;
  }
  const startedAt = performance.now();
  let server: RunningMariaDb;
  try {
    server = await start();
  } catch (error) {
    // As when the binaries are missing: the other server tests still run.
    const problem = `MariaDB did not start: ${error instanceof Error ? error.message : String(error)}`;
    console.error(problem);
    project.provide('mariadb', { available: false, problem });
    return;
  }
  const took = Math.round(performance.now() - startedAt);
  console.info(`MariaDB for the server tests: 127.0.0.1:${server.port}, ready in ${took} ms`);
  project.provide('mariadb', { available: true, adminUrl: server.adminUrl() });
  return () => server.stop();
}
