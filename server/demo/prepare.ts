import type { Database } from 'better-sqlite3';
import { openDatabase } from '../store/sqlite/open';
import { createUserRepository } from '../store/sqlite/repositories/users';
import {
  issueDemoCredentials,
  readCredentialsFile,
  writeCredentialsFile,
  type DemoCredentials,
} from './credentials';
import { isSeeded, seedDemo, type SeedOptions, type SeedSummary } from './demo';

export interface PreparedData {
  db: Database;
  /** The demo accounts, when the database holds the demo community. */
  credentials: DemoCredentials | null;
  /** What was seeded just now, or null when the data was already there. */
  seeded: SeedSummary | null;
}

/**
 * Opens DATA_DIR's database; an empty one gets the demo community first. The demo accounts'
 * passwords live in DATA_DIR/credentials.json; if that file is gone, new application
 * passwords are issued (the old hashes stay valid for whoever kept them).
 */
export function prepareData(dataDir: string, options: SeedOptions = {}): PreparedData {
  const db = openDatabase(dataDir);
  try {
    let seeded: SeedSummary | null = null;
    let credentials: DemoCredentials | null = null;
    if (!isSeeded(db)) {
      const result = seedDemo(db, options);
      seeded = result.summary;
      credentials = result.credentials;
      writeCredentialsFile(dataDir, credentials);
    } else if (createUserRepository(db).option('community_desk_demo_username') !== null) {
      credentials = readCredentialsFile(dataDir);
      if (!credentials) {
        credentials = issueDemoCredentials(db);
        writeCredentialsFile(dataDir, credentials);
      }
    }
    return { db, credentials, seeded };
  } catch (error) {
    db.close();
    throw error;
  }
}
