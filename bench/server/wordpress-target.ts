import { createHash } from 'node:crypto';
import mysql from 'mysql2/promise';
import { exportDemoToWordPress } from '../../server/demo/wordpress/export-to-wordpress';
import { closeDatabase, openDatabase } from '../../server/store/sqlite/open';
import { parseDatabaseUrl } from '../../server/store/wordpress/database-url';

/**
 * `npm run bench:server -- --database mysql://…`: the benchmark's own demo (the cached
 * SQLite one, same seed and sizes) copied into that MySQL/MariaDB database in WordPress's
 * shape, once; later runs reuse the copy while it matches. The URL needs a user who may create
 * tables there: point it at a scratch database, never at a real site.
 */
const MARKER = 'community_desk_bench_copy';

/** What the copy must match: the seed summary and the demo accounts' password hashes. */
function fingerprintOf(dataDir: string): string {
  const db = openDatabase(dataDir);
  try {
    const seed = db
      .prepare<[], { option_value: string }>(
        "SELECT option_value FROM wp_options WHERE option_name = 'community_desk_seed'",
      )
      .get();
    const hashes = db
      .prepare<[], { password_hash: string }>(
        'SELECT password_hash FROM wp_application_passwords ORDER BY uuid',
      )
      .all();
    return createHash('sha256')
      .update(JSON.stringify([seed?.option_value ?? '', hashes.map((row) => row.password_hash)]))
      .digest('hex');
  } finally {
    closeDatabase(db);
  }
}

export async function ensureWordPressCopy(url: string, dataDir: string): Promise<void> {
  const fingerprint = fingerprintOf(dataDir);
  const address = parseDatabaseUrl(url);
  const connection = await mysql.createConnection({ uri: url });
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>(
      `SELECT option_value FROM wp_options WHERE option_name = ?`,
      [MARKER],
    );
    if (rows[0]?.option_value === fingerprint) return;
  } catch {
    // No wp_options yet: an empty database, filled below.
  } finally {
    await connection.end();
  }
  console.info(`Copying the benchmark demo into ${address.describe} (once; a few minutes)…`);
  const db = openDatabase(dataDir);
  try {
    const { seconds } = await exportDemoToWordPress(db, url, {
      reset: true,
      log: (line) => console.info(line),
    });
    console.info(`Copied in ${seconds.toFixed(0)}s.`);
  } finally {
    closeDatabase(db);
  }
  const marker = await mysql.createConnection({ uri: url });
  try {
    await marker.query('INSERT INTO wp_options (option_name, option_value) VALUES (?, ?)', [
      MARKER,
      fingerprint,
    ]);
  } finally {
    await marker.end();
  }
}
