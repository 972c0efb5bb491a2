/**
 * Schema version 4: what a member's profile pages and the site's topics read.
 * - `fcom_xprofile_username_nocase`: a profile by username, in any case, as the site's
 *   collation finds it (ProfileController's `where('username', …)`).
 * - `fcom_post_comments_author` and `fcom_posts_access`: a member's published comments and,
 *   for someone else's eyes, whether each one's post is theirs to read — both answered from
 *   these two indexes alone, never from the (large) comment and post rows; a page's rows are
 *   then read by id.
 * - `fcom_term_space`: the spaces each topic is offered in, which the plugin keeps in
 *   fcom_meta (`term_space_relation`, set by an administrator). The demo has no administrator
 *   to set them, so they are derived from the posts, as demo/wordpress/ derives the plugin's
 *   rows: filled from today's posts here, kept up by a trigger for every topic a post gets
 *   later (and once after a bulk load, demo/bulk-load.ts).
 * `IF NOT EXISTS`: a database rolled back to an older version by hand still migrates.
 */
/** Links every topic to the spaces of the posts that carry it (idempotent). */
export const TOPIC_SPACES_FROM_POSTS = `
INSERT OR IGNORE INTO fcom_term_space (term_id, space_id)
SELECT DISTINCT tf.term_id, p.space_id
  FROM fcom_term_feed tf JOIN fcom_posts p ON p.id = tf.post_id
 WHERE p.space_id IS NOT NULL;`;

export const profilesAndTopics = `
CREATE INDEX IF NOT EXISTS fcom_xprofile_username_nocase ON fcom_xprofile(username COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS fcom_post_comments_author
  ON fcom_post_comments(user_id, status, type, post_id);
CREATE INDEX IF NOT EXISTS fcom_posts_access ON fcom_posts(id, type, status, space_id, user_id);

CREATE TABLE IF NOT EXISTS fcom_term_space (
  term_id INTEGER NOT NULL REFERENCES fcom_terms(id) ON DELETE CASCADE,
  space_id INTEGER NOT NULL REFERENCES fcom_spaces(id) ON DELETE CASCADE,
  PRIMARY KEY (term_id, space_id)
) WITHOUT ROWID;

${TOPIC_SPACES_FROM_POSTS}

CREATE TRIGGER IF NOT EXISTS fcom_term_feed_space AFTER INSERT ON fcom_term_feed BEGIN
  INSERT OR IGNORE INTO fcom_term_space (term_id, space_id)
  SELECT NEW.term_id, space_id FROM fcom_posts WHERE id = NEW.post_id AND space_id IS NOT NULL;
END;
`;
