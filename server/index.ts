import { createApp } from './app';
import { ConfigError, readServerConfig } from './config';
import { ForeignDatabaseError, SchemaTooNewError } from './store/sqlite/migrations';
import { closeDatabase } from './store/sqlite/open';
import { prepareData } from './demo/prepare';
import { startHttpServer } from './http/node-server';
import { createSqliteStore, DEMO_USERNAME_OPTION } from './store/sqlite/sqlite-store';

/**
 * `npm start` / `npm run serve`: prepares DATA_DIR (seeding the demo community when empty),
 * serves the app, prints the address and the demo credentials, and shuts down cleanly on
 * SIGINT/SIGTERM. Everything else lives in app.ts.
 */
async function main(): Promise<void> {
  const config = readServerConfig(process.argv.slice(2), process.env);
  const started = performance.now();
  console.info(`Community Desk reference server: data in ${config.dataDir}`);
  const { db, credentials, seeded } = prepareData(config.dataDir, config);
  if (seeded) {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `Created the demo community (seed ${seeded.seed}, ${seeded.users} users, ${seeded.posts} posts) in ${seconds}s.`,
    );
  }
  const store = createSqliteStore(db);
  const app = createApp({
    store,
    demoUsername: await store.site.option(DEMO_USERNAME_OPTION),
    distDir: config.distDir,
    log: config.quiet ? undefined : console.info,
  });
  const running = await startHttpServer(app.fetch, config.port, config.host);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: closing the server and the database.`);
    const forced = setTimeout(() => running.server.closeAllConnections(), 3000);
    forced.unref();
    void running.close().then(() => {
      closeDatabase(db);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  console.info(`\nListening on ${running.url}/  (REST API: ${running.url}/wp-json/)`);
  if (credentials) {
    console.info('Demo accounts (also in credentials.json in the data directory):');
    console.info(`  admin   ${credentials.admin.username} / ${credentials.admin.password}`);
    console.info(`  member  ${credentials.member.username} / ${credentials.member.password}`);
  }
  console.info('');
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof SchemaTooNewError ||
    error instanceof ForeignDatabaseError;
  console.error(known ? `Cannot start: ${error.message}` : error);
  process.exit(known ? 2 : 1);
});
