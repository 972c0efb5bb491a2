/**
 * Schema version 6: `fcom_spaces_slug_nocase`, a community space by slug in any case, as the
 * site's collation finds it for the plugin's `where('slug', …)` (behaviour.md, "Space slugs";
 * the same as schema 4's usernames). The column's own UNIQUE index compares bytes, so a
 * NOCASE lookup could not use it. `IF NOT EXISTS`: a database rolled back to an older version
 * by hand still migrates.
 */
export const spaceSlugNocase = `
CREATE INDEX IF NOT EXISTS fcom_spaces_slug_nocase ON fcom_spaces(slug COLLATE NOCASE);
`;
