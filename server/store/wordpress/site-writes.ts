import type { SiteWrites } from '../../http/site-writes';
import type { StoreContext } from './context';

/**
 * The site a WordPress database belongs to, as the one that takes its writes (docs/decisions/
 * 035): its REST root, and the ids of the rows a write may touch as the site holds them (a
 * user's memberships of a space, found by slug as the site's collation compares, as reads
 * do; a user's profile; a post and what hangs on it), read before and after a write so that what it touched can be copied at once (`afterWrite`, from the local copy; a
 * store reading the site directly has nothing to copy).
 */
export function siteWritesOf(
  context: StoreContext,
  restRoot: string,
  afterWrite: SiteWrites['afterWrite'],
  fetchSite: SiteWrites['fetch'] = (url, init) => fetch(url, init),
): SiteWrites {
  const { sql, tables: t } = context;
  return {
    restRoot,
    fetch: fetchSite,
    async membershipRows(spaceSlug, userId) {
      const rows = await sql.rows<{ id: number }>(
        'siteWrites.membershipRows',
        `SELECT su.id FROM ${t.spaceUser} su JOIN ${t.spaces} s ON s.id = su.space_id
          WHERE s.slug = ? AND s.type = 'community' AND su.user_id = ?`,
        [spaceSlug, userId],
      );
      return rows.map((row) => Number(row.id));
    },
    async profileRows(userId) {
      const rows = await sql.rows<{ id: number }>(
        'siteWrites.profileRows',
        `SELECT id FROM ${t.xprofile} WHERE user_id = ?`,
        [userId],
      );
      return rows.map((row) => Number(row.id));
    },
    async postRows(feedId) {
      const ids = async (name: string, query: string, params: unknown[]) =>
        (await sql.rows<{ id: number }>(`siteWrites.postRows.${name}`, query, params)).map((row) =>
          Number(row.id),
        );
      const [posts, comments, reactions, termFeed] = await Promise.all([
        ids(
          'posts',
          `SELECT id FROM ${t.posts} WHERE id = ?
           UNION SELECT p.id FROM ${t.posts} p JOIN ${t.posts} o ON o.space_id = p.space_id
            WHERE o.id = ? AND p.is_sticky = 1`,
          [feedId, feedId],
        ),
        ids('comments', `SELECT id FROM ${t.comments} WHERE post_id = ?`, [feedId]),
        ids(
          'reactions',
          `SELECT id FROM ${t.reactions}
            WHERE object_id = ? AND (object_type = 'feed' OR type = 'survey_vote')
           UNION SELECT r.id FROM ${t.reactions} r JOIN ${t.comments} c ON c.id = r.object_id
            WHERE r.object_type = 'comment' AND c.post_id = ?`,
          [feedId, feedId],
        ),
        ids('termFeed', `SELECT id FROM ${t.termFeed} WHERE post_id = ?`, [feedId]),
      ]);
      return [
        { name: 'posts', ids: posts },
        { name: 'comments', ids: comments },
        { name: 'reactions', ids: reactions },
        { name: 'termFeed', ids: termFeed },
      ];
    },
    async afterWrite(touched) {
      // What the store kept of the site's answers (totals, pinned posts) may have changed.
      context.caches.forgetAll();
      await afterWrite(touched);
    },
  };
}
