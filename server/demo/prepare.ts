import type { Database } from 'better-sqlite3';
import path from 'node:path';
import { markDatabaseVerified, openDatabase, type OpenOptions } from '../store/sqlite/open';
import { createUserRepository } from '../store/sqlite/repositories/users';
import {
  CREDENTIALS_FILE_NAME,
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
  /**
   * True when the demo passwords were issued just now (first seed, or credentials.json was
   * gone): the one time they are printed. Later starts only say where they are.
   */
  credentialsIssued: boolean;
  /** DATA_DIR/credentials.json, where the demo passwords are kept. */
  credentialsFile: string;
  /** What was seeded just now, or null when the data was already there. */
  seeded: SeedSummary | null;
}

export type PrepareOptions = SeedOptions & OpenOptions;

/**
 * Opens DATA_DIR's database; an empty one gets the demo community first. The demo accounts'
 * passwords live in DATA_DIR/credentials.json; if that file is gone, new application
 * passwords are issued (the old hashes stay valid for whoever kept them).
 */
export function prepareData(dataDir: string, options: PrepareOptions = {}): PreparedData {
  const db = openDatabase(dataDir, options);
  const credentialsFile = path.join(dataDir, CREDENTIALS_FILE_NAME);
  try {
    let seeded: SeedSummary | null = null;
    let credentials: DemoCredentials | null = null;
    let credentialsIssued = false;
    if (!isSeeded(db)) {
      const result = seedDemo(db, options);
      seeded = result.summary;
      credentials = result.credentials;
      credentialsIssued = true;
      writeCredentialsFile(dataDir, credentials);
    } else if (createUserRepository(db).option('community_desk_demo_username') !== null) {
      credentials = readCredentialsFile(dataDir);
      if (!credentials) {
        credentials = issueDemoCredentials(db);
        credentialsIssued = true;
        writeCredentialsFile(dataDir, credentials);
      }
    }
    if (credentialsIssued) markDatabaseVerified(db);
    return { db, credentials, credentialsIssued, credentialsFile, seeded };
  } catch (error) {
    db.close();
    throw error;
  }
}
