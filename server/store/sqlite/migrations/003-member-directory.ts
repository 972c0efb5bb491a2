/**
 * Schema version 3: the member directory (GET /members) lists profiles of one status in one
 * of three orders, ties broken by the profile id — one index per order, each ending (as every
 * SQLite index does) with the rowid, which is that id. The search index covers every sort
 * key, so a substring search tests and sorts its matches without reading a profile row.
 * `IF NOT EXISTS`: a database rolled back to an older version by hand still migrates.
 */
export const memberDirectoryIndexes = `
CREATE INDEX IF NOT EXISTS fcom_xprofile_directory_activity
  ON fcom_xprofile(status, last_activity);
CREATE INDEX IF NOT EXISTS fcom_xprofile_directory_name ON fcom_xprofile(status, name_fold);
CREATE INDEX IF NOT EXISTS fcom_xprofile_directory_created ON fcom_xprofile(status, created_at);
CREATE INDEX IF NOT EXISTS fcom_xprofile_directory_search
  ON fcom_xprofile(status, search_fold, last_activity, name_fold, created_at);
`;
