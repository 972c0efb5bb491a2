import type { Database, Statement } from 'better-sqlite3';
import { emptyWeeks, tallyMonth } from '../../insights-tally';
import type { OverviewFigures, OverviewInsightsQuery, TalliedPost } from '../../rows';
import { listedPosts } from './feeds';

/** Answers kept at most per connection: one per caller's view of the site and window. */
const KEPT_ANSWERS = 32;

/** Which week (0 = the first) `column` falls in, counted from `firstEdge` (a midnight). */
const weekOf = (column: string, firstEdge: string) =>
  `CAST((julianday(substr(${column}, 1, 10)) - julianday(substr(${firstEdge}, 1, 10))) / 7 AS INTEGER)`;

/**
 * The insights over the SQLite store (docs/decisions/038). Every figure is an index range:
 * posts by date (fcom_posts_insights holds each post's space, author, status and counters),
 * comments by date (fcom_post_comments_created), profiles by status and date. An answer is
 * kept until the database changes — any commit by another connection (`data_version`: the
 * local copy following its site) or by this one (`total_changes()`) — so the overview asked
 * again by every admin who signs in costs one lookup.
 */
export function createInsightsRepository(db: Database) {
  const version = db
    .prepare<[], string>(
      "SELECT (SELECT data_version FROM pragma_data_version()) || ':' || total_changes()",
    )
    .pluck();
  let keptAt = '';
  const kept = new Map<string, OverviewFigures>();
  const statements = new Map<string, Statement<unknown[], unknown>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare<unknown[], unknown>(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const profiles = db.prepare<
    [string],
    { user_id: number; username: string; display_name: string }
  >(
    `SELECT user_id, username, display_name FROM fcom_xprofile
      WHERE user_id IN (SELECT value FROM json_each(?))`,
  );
  const posts = db.prepare<[string], { id: number; title: string; message_rendered: string }>(
    `SELECT id, title, CASE WHEN trim(title) = '' THEN substr(message_rendered, 1, 2000) ELSE ''
        END AS message_rendered
      FROM fcom_posts WHERE id IN (SELECT value FROM json_each(?))`,
  );
  // @first and @last: the first and last week edges; weeks are counted from @first.
  const joined = db.prepare<[{ first: string; last: string }], { week: number; count: number }>(
    `SELECT ${weekOf('created_at', '@first')} AS week, COUNT(*) AS count FROM fcom_xprofile
      WHERE status = 'active' AND created_at >= @first AND created_at < @last
      GROUP BY week`,
  );
  const active = db.prepare<[{ first: string; last: string }], { week: number; count: number }>(
    `SELECT ${weekOf('created_at', '@first')} AS week, COUNT(DISTINCT user_id) AS count
      FROM (
        SELECT user_id, created_at FROM fcom_posts
          WHERE created_at >= @first AND created_at < @last AND status = 'published'
        UNION ALL
        SELECT user_id, created_at FROM fcom_post_comments
          WHERE created_at >= @first AND created_at < @last AND status = 'published'
      )
      GROUP BY week`,
  );

  function count(query: OverviewInsightsQuery): OverviewFigures {
    const listed = listedPosts(query.readableSpaceIds, query.statuses);
    const where = listed.where.join(' AND ');
    const { days7, days14, days30, days60 } = query.since;
    const since = prepared(
      `SELECT COUNT(*) AS days60, COALESCE(SUM(p.created_at >= ?), 0) AS days30,
          COALESCE(SUM(p.created_at >= ?), 0) AS days14, COALESCE(SUM(p.created_at >= ?), 0) AS days7
        FROM fcom_posts p INDEXED BY fcom_posts_insights
        WHERE p.created_at >= ? AND ${where}`,
    ).get(days30, days14, days7, days60, ...listed.params) as OverviewFigures['postsSince'];
    const month = prepared(
      `SELECT p.id, p.user_id, p.space_id, p.created_at, p.comments_count, p.reactions_count
        FROM fcom_posts p INDEXED BY fcom_posts_insights
        WHERE p.created_at >= ? AND ${where}`,
    ).all(days30, ...listed.params) as TalliedPost[];
    const tally = tallyMonth(month, days7, query.rankedRows);

    const first = query.weekEdges[0] ?? days60;
    const last = query.weekEdges[query.weekEdges.length - 1] ?? days60;
    const weeks = emptyWeeks(query.weekEdges);
    const weekly = prepared(
      `SELECT ${weekOf('p.created_at', '?')} AS week, COALESCE(p.space_id, 0) AS space, COUNT(*) AS count
        FROM fcom_posts p INDEXED BY fcom_posts_insights
        WHERE p.created_at >= ? AND p.created_at < ? AND ${where}
        GROUP BY week, space`,
    ).all(first, first, last, ...listed.params) as { week: number; space: number; count: number }[];
    for (const row of weekly) {
      const week = weeks[row.week];
      if (!week) continue;
      week.posts += row.count;
      week.postsBySpace[String(row.space)] = row.count;
    }
    for (const row of joined.all({ first, last })) {
      const week = weeks[row.week];
      if (week) week.membersJoined = row.count;
    }
    for (const row of active.all({ first, last })) {
      const week = weeks[row.week];
      if (week) week.membersActive = row.count;
    }

    const authorIds = [...tally.authorPosts.keys()];
    const names = new Map(profiles.all(JSON.stringify(authorIds)).map((row) => [row.user_id, row]));
    const texts = new Map(posts.all(JSON.stringify(tally.topPostIds)).map((row) => [row.id, row]));
    const byId = new Map(month.map((post) => [post.id, post]));
    return {
      countedAt: new Date().toISOString(),
      postsSince: {
        days7: Number(since.days7),
        days14: Number(since.days14),
        days30: Number(since.days30),
        days60: Number(since.days60),
      },
      engagement: tally.engagement,
      weeks,
      monthBySpace: tally.monthBySpace,
      monthAuthors: authorIds.map((userId) => ({
        userId,
        username: names.get(userId)?.username ?? '',
        displayName: names.get(userId)?.display_name ?? '',
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
            title: texts.get(id)?.title ?? '',
            messageRendered: texts.get(id)?.message_rendered ?? '',
            commentsCount: post.comments_count,
            reactionsCount: post.reactions_count,
          },
        ];
      }),
    };
  }

  return {
    overview(query: OverviewInsightsQuery): OverviewFigures {
      const now = version.get() ?? '';
      if (now !== keptAt) {
        kept.clear();
        keptAt = now;
      }
      const key = JSON.stringify(query);
      let figures = kept.get(key);
      if (!figures) {
        figures = count(query);
        if (kept.size >= KEPT_ANSWERS) kept.clear();
        kept.set(key, figures);
      }
      return figures;
    },
  };
}
