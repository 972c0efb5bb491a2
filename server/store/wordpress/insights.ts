import { emptyWeeks, tallyMonth } from '../insights-tally';
import type { OverviewFigures, OverviewInsightsQuery, TalliedPost } from '../rows';
import type { StoreContext } from './context';
import { listedPostTerms } from './feeds';
import { createTtlCache } from './ttl-cache';

/**
 * How long an answer is kept: the site's database changes under us with nothing to tell us
 * (docs/decisions/038), and the overview of every admin who signs in within it costs nothing.
 */
export const INSIGHTS_TTL_MS = 60_000;

/** Which week (0 = the first) `column` falls in, from the first edge (a midnight, bound). */
const weekOf = (column: string) => `FLOOR(DATEDIFF(${column}, ?) / 7)`;

/**
 * The insights over a WordPress database (docs/decisions/038), from the plugin's own indexes:
 * posts by `created_at` (a range, then each post's row), profiles and comments by nothing that
 * starts with a date — those two are scans (of the profiles, and of the comments of the weeks
 * asked: the plugin indexes comments by post, author and status only).
 */
export function createInsightsQueries(context: StoreContext) {
  const { sql: db, tables: t } = context;
  const kept = createTtlCache<OverviewFigures>(INSIGHTS_TTL_MS, Date.now, context.caches);

  async function count(query: OverviewInsightsQuery): Promise<OverviewFigures> {
    const listed = listedPostTerms(t, query.readableSpaceIds, query.statuses);
    const where = listed.where.join(' AND ');
    const { days7, days14, days30, days60 } = query.since;
    const first = query.weekEdges[0] ?? days60;
    const last = query.weekEdges[query.weekEdges.length - 1] ?? days60;
    const [sinceRows, month, weekly, joined, active] = await Promise.all([
      db.rows<Record<keyof OverviewFigures['postsSince'], number | string | null>>(
        'insights.postsSince',
        `SELECT COUNT(*) AS days60, SUM(p.created_at >= ?) AS days30,
            SUM(p.created_at >= ?) AS days14, SUM(p.created_at >= ?) AS days7
          FROM ${t.posts} p WHERE p.created_at >= ? AND ${where}`,
        [days30, days14, days7, days60, ...listed.values],
        'heavy',
      ),
      db.rows<TalliedPost>(
        'insights.month',
        `SELECT p.id, p.user_id, p.space_id, p.created_at, p.comments_count, p.reactions_count
          FROM ${t.posts} p WHERE p.created_at >= ? AND ${where}`,
        [days30, ...listed.values],
        'heavy',
      ),
      db.rows<{ week: number | string; space: number | string; count: number | string }>(
        'insights.weeklyPosts',
        `SELECT ${weekOf('p.created_at')} AS week, COALESCE(p.space_id, 0) AS space,
            COUNT(*) AS count
          FROM ${t.posts} p WHERE p.created_at >= ? AND p.created_at < ? AND ${where}
          GROUP BY week, space`,
        [first, first, last, ...listed.values],
        'heavy',
      ),
      db.rows<{ week: number | string; count: number | string }>(
        'insights.membersJoined',
        `SELECT ${weekOf('x.created_at')} AS week, COUNT(*) AS count FROM ${t.xprofile} x
          WHERE x.status = 'active' AND x.created_at >= ? AND x.created_at < ?
          GROUP BY week`,
        [first, first, last],
        'heavy',
      ),
      db.rows<{ week: number | string; count: number | string }>(
        'insights.membersActive',
        `SELECT ${weekOf('a.created_at')} AS week, COUNT(DISTINCT a.user_id) AS count FROM (
            SELECT user_id, created_at FROM ${t.posts}
              WHERE created_at >= ? AND created_at < ? AND status = 'published'
            UNION ALL
            SELECT user_id, created_at FROM ${t.comments}
              WHERE created_at >= ? AND created_at < ? AND status = 'published'
          ) a
          GROUP BY week`,
        [first, first, last, first, last],
        'heavy',
      ),
    ]);
    const posts = month.map((row) => ({
      id: Number(row.id),
      user_id: Number(row.user_id),
      space_id: row.space_id === null ? null : Number(row.space_id),
      created_at: String(row.created_at),
      comments_count: Number(row.comments_count ?? 0),
      reactions_count: Number(row.reactions_count ?? 0),
    }));
    const tally = tallyMonth(posts, days7, query.rankedRows);
    const weeks = emptyWeeks(query.weekEdges);
    for (const row of weekly) {
      const week = weeks[Number(row.week)];
      if (!week) continue;
      week.posts += Number(row.count);
      week.postsBySpace[String(Number(row.space))] = Number(row.count);
    }
    for (const row of joined) {
      const week = weeks[Number(row.week)];
      if (week) week.membersJoined = Number(row.count);
    }
    for (const row of active) {
      const week = weeks[Number(row.week)];
      if (week) week.membersActive = Number(row.count);
    }
    const authorIds = [...tally.authorPosts.keys()];
    const [names, texts] = await Promise.all([
      authorIds.length === 0
        ? []
        : db.rows<{ user_id: number; username: string | null; display_name: string | null }>(
            'insights.authors',
            `SELECT user_id, username, display_name FROM ${t.xprofile} WHERE user_id IN (?)`,
            [authorIds],
          ),
      tally.topPostIds.length === 0
        ? []
        : db.rows<{ id: number; title: string | null; message_rendered: string | null }>(
            'insights.topPosts',
            `SELECT id, title, CASE WHEN TRIM(COALESCE(title, '')) = ''
                THEN LEFT(COALESCE(message_rendered, ''), 2000) ELSE '' END AS message_rendered
              FROM ${t.posts} WHERE id IN (?)`,
            [tally.topPostIds],
          ),
    ]);
    const nameOf = new Map(names.map((row) => [Number(row.user_id), row]));
    const textOf = new Map(texts.map((row) => [Number(row.id), row]));
    const byId = new Map(posts.map((post) => [post.id, post]));
    const [since] = sinceRows;
    return {
      countedAt: new Date().toISOString(),
      postsSince: {
        days7: Number(since?.days7 ?? 0),
        days14: Number(since?.days14 ?? 0),
        days30: Number(since?.days30 ?? 0),
        days60: Number(since?.days60 ?? 0),
      },
      engagement: tally.engagement,
      weeks,
      monthBySpace: tally.monthBySpace,
      monthAuthors: authorIds.map((userId) => ({
        userId,
        username: nameOf.get(userId)?.username ?? '',
        displayName: nameOf.get(userId)?.display_name ?? '',
        posts: tally.authorPosts.get(userId) ?? 0,
      })),
      topPosts: tally.topPostIds.flatMap((id) => {
        const post = byId.get(id);
        if (!post) return [];
        return [
          {
            id,
            userId: post.user_id,
            spaceId: post.space_id,
            title: textOf.get(id)?.title ?? '',
            messageRendered: textOf.get(id)?.message_rendered ?? '',
            commentsCount: post.comments_count,
            reactionsCount: post.reactions_count,
          },
        ];
      }),
    };
  }

  return {
    overview: (query: OverviewInsightsQuery) => kept(JSON.stringify(query), () => count(query)),
  };
}
