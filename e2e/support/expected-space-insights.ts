import { bucketTable, byName, perWeekTable } from './expected-tables';
import type { DemoDatabase } from './demo-database';
import type { TableText } from './page-readers';
import { DAY_MS, sqlTime, wallClockOf, weekEdges, weekLabel } from './site-clock';

/**
 * What a space's insights should show, counted from the e2e server's database with SQL written
 * here from the documented rules (behaviour.md; the doc comments of
 * src/features/spaces/insights) rather than with the app's aggregation code, so a wrong
 * rule in the app cannot agree with itself.
 */

interface MembershipRow {
  role: string;
  created_at: string;
  last_activity: string | null;
}

/**
 * The memberships the space's lists hold (behaviour.md, "Space members"): the members list
 * is active memberships of active profiles, oldest join first (ties by id); the requests list
 * pending memberships of active profiles.
 */
export function spaceMemberships(
  db: DemoDatabase,
  slug: string,
  status: 'active' | 'pending',
): MembershipRow[] {
  return db
    .prepare<[string, string], MembershipRow>(
      `SELECT su.role, su.created_at, x.last_activity
         FROM fcom_space_user su
         JOIN fcom_spaces s ON s.id = su.space_id
         JOIN fcom_xprofile x ON x.user_id = su.user_id
        WHERE s.slug = ? AND su.status = ? AND x.status = 'active'
        ORDER BY su.created_at, su.id`,
    )
    .all(slug, status);
}

/** Every pending membership of the space, whatever the profile (its `pending_count`). */
export function pendingCount(db: DemoDatabase, slug: string): number {
  return (
    db
      .prepare<[string], { n: number }>(
        `SELECT count(*) AS n FROM fcom_space_user su JOIN fcom_spaces s ON s.id = su.space_id
          WHERE s.slug = ? AND su.status = 'pending'`,
      )
      .get(slug)?.n ?? 0
  );
}

const ROLE_NAMES: Record<string, string> = {
  admin: 'Admin',
  moderator: 'Moderator',
  member: 'Member',
  student: 'Student',
};

/** What a space's insights should show: members, requests, and the four tables. */
export interface SpaceInsights {
  members: number;
  requests: number;
  joined: TableText;
  joinedEarlier: number;
  lastActive: TableText;
  roles: TableText;
  pending: TableText;
}

/** Members by role, most first, ties by name. */
export function rolesTable(members: readonly MembershipRow[]): TableText {
  const counts = new Map<string, number>();
  for (const { role } of members) counts.set(role, (counts.get(role) ?? 0) + 1);
  const rows = [...counts]
    .map(([role, count]) => [ROLE_NAMES[role] ?? role, count] as const)
    .sort((a, b) => b[1] - a[1] || byName.compare(a[0], b[0]));
  return bucketTable('Members by role', ['Role', 'Members'], rows);
}

/**
 * A space's insights at `now`: joins per week over 26 weeks; last activity since the site's
 * midnight ("Today"), then within 7, 30 and 90 rolling days (start inside), older, never;
 * roles; requests by age from under a day to 90 days and more (only walked when the space has
 * pending memberships at all).
 */
export function expectedSpaceInsights(db: DemoDatabase, slug: string, now: Date): SpaceInsights {
  const members = spaceMemberships(db, slug, 'active');
  const requests = pendingCount(db, slug) > 0 ? spaceMemberships(db, slug, 'pending') : [];
  const joined = perWeekTable(
    members.map((member) => member.created_at),
    now,
    26,
    { caption: 'Members joined per week', series: 'Members joined' },
  );
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const ago = (days: number) => now.getTime() - days * DAY_MS;
  const recency = new Map<string, number>(
    ['Today', 'Within 7 days', 'Within 30 days', 'Within 90 days', 'Longer ago', 'Never'].map(
      (label) => [label, 0],
    ),
  );
  for (const member of members) {
    const time = wallClockOf(member.last_activity)?.getTime() ?? null;
    const bucket =
      time === null
        ? 'Never'
        : time >= midnight
          ? 'Today'
          : time >= ago(7)
            ? 'Within 7 days'
            : time >= ago(30)
              ? 'Within 30 days'
              : time >= ago(90)
                ? 'Within 90 days'
                : 'Longer ago';
    recency.set(bucket, recency.get(bucket)! + 1);
  }
  const ages = new Map<string, number>(
    ['Under a day', '1–7 days', '1–4 weeks', '1–3 months', 'Older'].map((label) => [label, 0]),
  );
  for (const request of requests) {
    const days = (now.getTime() - wallClockOf(request.created_at)!.getTime()) / DAY_MS;
    const bucket =
      days >= 90
        ? 'Older'
        : days >= 28
          ? '1–3 months'
          : days >= 7
            ? '1–4 weeks'
            : days >= 1
              ? '1–7 days'
              : 'Under a day';
    ages.set(bucket, ages.get(bucket)! + 1);
  }
  return {
    members: members.length,
    requests: requests.length,
    joined: joined.table,
    joinedEarlier: joined.earlier,
    lastActive: bucketTable('Members by last activity', ['Last active', 'Members'], [...recency]),
    roles: rolesTable(members),
    pending: bucketTable('Pending requests by age', ['Waiting', 'Requests'], [...ages]),
  };
}

/**
 * "Posts and comments per week" of a space (our server's counts only), as the admin's feed of
 * the space lists its posts (published and in review, authors with an active profile), with
 * the published comments on them, per Monday week of the last 26.
 */
export function expectedSpaceActivity(db: DemoDatabase, slug: string, now: Date): TableText {
  const edges = weekEdges(now, 26);
  const posts = db.prepare<[string, string, string], { n: number }>(
    `SELECT count(*) AS n FROM fcom_posts p
      WHERE p.space_id = (SELECT id FROM fcom_spaces WHERE slug = ?)
        AND p.status IN ('published', 'pending') AND p.created_at >= ? AND p.created_at < ?
        AND EXISTS (SELECT 1 FROM fcom_xprofile x WHERE x.user_id = p.user_id AND x.status = 'active')`,
  );
  const comments = db.prepare<[string, string, string], { n: number }>(
    `SELECT count(*) AS n FROM fcom_post_comments c JOIN fcom_posts p ON p.id = c.post_id
      WHERE p.space_id = (SELECT id FROM fcom_spaces WHERE slug = ?)
        AND p.status IN ('published', 'pending') AND c.status = 'published'
        AND c.created_at >= ? AND c.created_at < ?
        AND EXISTS (SELECT 1 FROM fcom_xprofile x WHERE x.user_id = p.user_id AND x.status = 'active')`,
  );
  return {
    caption: 'Posts and comments per week',
    headers: ['Week', 'Posts', 'Comments'],
    rows: edges.slice(0, -1).map((edge, week) => {
      const [from, to] = [sqlTime(edge), sqlTime(edges[week + 1]!)];
      return {
        label: weekLabel(edge, week === edges.length - 2),
        href: null,
        cells: [posts.get(slug, from, to)?.n ?? 0, comments.get(slug, from, to)?.n ?? 0],
      };
    }),
  };
}
