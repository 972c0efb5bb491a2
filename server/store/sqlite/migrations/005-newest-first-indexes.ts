/**
 * Schema version 5: two lists read newest (or lowest id) first, each from a small index kept
 * in that order instead of the rows or an index in another order.
 * - `fcom_post_comments_author_latest`: a member's published comments in id order, each with
 *   its post. Schema 4's `fcom_post_comments_author` holds them in post order, so every page
 *   sorted all of them (a deep page's offset too); here a page is the index range's next
 *   entries, the total a count of that range, and someone else's view checks each one's post
 *   (fcom_posts_access) in the order it is listed.
 * - `fcom_xprofile_mention`: active profiles in id order with what a mention tests (the user
 *   and the folded name and login). A mention too short for the trigram index tests profiles
 *   in id order until it has ten; one that matches no one tests every profile, and reading
 *   these few columns costs a fraction of reading each profile's whole row.
 * Both are partial: only the rows those queries can want. Schema 4's
 * `fcom_post_comments_author` serves nothing after this, and goes. `IF NOT EXISTS`: a database rolled
 * back to an older version by hand still migrates.
 */
export const newestFirstIndexes = `
CREATE INDEX IF NOT EXISTS fcom_post_comments_author_latest
  ON fcom_post_comments(user_id, id, post_id) WHERE status = 'published' AND type = 'comment';
CREATE INDEX IF NOT EXISTS fcom_xprofile_mention
  ON fcom_xprofile(id, user_id, search_fold) WHERE status = 'active';
DROP INDEX IF EXISTS fcom_post_comments_author;
`;
