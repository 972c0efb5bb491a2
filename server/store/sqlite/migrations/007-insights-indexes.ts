/**
 * Schema version 7: what the insights count (docs/decisions/038), read from indexes alone.
 * - `fcom_posts_insights`: a window of posts by date with everything the overview tallies
 *   (space, author, status, counters), so a month of 37k posts is an index range, not 37k row
 *   lookups;
 * - `fcom_post_comments_created`: comments by date with their author, for the people active
 *   each week (no other index of comments starts with the date).
 */
export const insightsIndexes = `
CREATE INDEX IF NOT EXISTS fcom_posts_insights
  ON fcom_posts(created_at, status, author_status, space_id, user_id, comments_count,
                reactions_count);
CREATE INDEX IF NOT EXISTS fcom_post_comments_created
  ON fcom_post_comments(created_at, status, user_id);
`;
