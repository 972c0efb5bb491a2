import { byName } from './expected-tables';
import type { DemoDatabase } from './demo-database';
import { expect } from './fixtures';
import { formatNumber, type RowText, type TableText } from './page-readers';
import { DAY_MS, sqlTime, wallClockOf, weekEdges, weekLabel } from './site-clock';

/**
 * What the overview should show, counted from the e2e server's database with SQL written here
 * from the documented rules (behaviour.md; the doc comments of src/features/overview/aggregate)
 * rather than with the app's aggregation code, so a wrong rule in the app cannot agree with
 * itself.
 */

const percentFormat = new Intl.NumberFormat('en', { style: 'percent' });

/**
 * The posts the admin's feed lists (behaviour.md, "Feeds"): only posts whose author's profile
 * is active; published ones, plus those in review for an administrator (who moderates every
 * space); every space's.
 */
const ADMIN_FEED = `p.status IN ('published', 'pending')
  AND EXISTS (SELECT 1 FROM fcom_xprofile x WHERE x.user_id = p.user_id AND x.status = 'active')`;

interface WindowPost {
  id: number;
  title: string;
  message_rendered: string;
  user_id: number;
  comments_count: number;
  reactions_count: number;
  created_at: string;
  space_id: number | null;
  space_title: string | null;
  space_slug: string | null;
  author_name: string;
  author_username: string;
}

/** The admin's posts created at or after `since`. */
function postsSince(db: DemoDatabase, since: Date): WindowPost[] {
  return db
    .prepare<[string], WindowPost>(
      `SELECT p.id, p.title, p.message_rendered, p.user_id, p.comments_count, p.reactions_count,
              p.created_at, p.space_id, s.title AS space_title, s.slug AS space_slug,
              x.display_name AS author_name, x.username AS author_username
         FROM fcom_posts p
         LEFT JOIN fcom_spaces s ON s.id = p.space_id
         JOIN fcom_xprofile x ON x.user_id = p.user_id
        WHERE ${ADMIN_FEED} AND p.created_at >= ?`,
    )
    .all(sqlTime(since));
}

/** How many of the admin's posts (of one space, by slug) were created at or after `since`. */
function countSince(db: DemoDatabase, since: Date, spaceSlug: string | null = null): number {
  const row = db
    .prepare<[string, string | null, string | null], { n: number }>(
      `SELECT count(*) AS n FROM fcom_posts p
        WHERE ${ADMIN_FEED} AND p.created_at >= ?
          AND (? IS NULL OR p.space_id = (SELECT id FROM fcom_spaces WHERE slug = ?))`,
    )
    .get(sqlTime(since), spaceSlug, spaceSlug);
  return row?.n ?? 0;
}

/** "+47% vs previous 7 days" and "Up 47% from 17 in the previous 7 days". */
function changeLines(current: number, previous: number, period: string): string[] {
  if (current === previous) {
    return [`No change vs ${period}`, `No change from ${formatNumber(previous)} in the ${period}`];
  }
  const up = current > previous;
  const word = up ? 'Up' : 'Down';
  if (previous === 0) return [`${word} from 0 vs ${period}`, `${word} from 0 in the ${period}`];
  const ratio = Math.abs(current - previous) / previous;
  const share =
    ratio < 0.01
      ? new Intl.NumberFormat('en', { style: 'percent', maximumSignificantDigits: 1 }).format(ratio)
      : percentFormat.format(ratio);
  return [
    `${up ? '+' : '\u2212'}${share} vs ${period}`,
    `${word} ${share} from ${formatNumber(previous)} in the ${period}`,
  ];
}

/** A space with join requests waiting, as the pending card lists it. */
export interface WaitingSpace {
  title: string;
  slug: string;
  count: number;
}

/** The overview's cards, each as the lines it should read. */
export interface OverviewCards {
  spaces: string[];
  courses: string[];
  posts7: string[];
  posts30: string[];
  comments: string[];
  reactions: string[];
  pending: string[];
}

/** Spaces with pending memberships (any profile: `pending_count`), most first, then by title. */
export function waitingSpaces(db: DemoDatabase): WaitingSpace[] {
  return db
    .prepare<[], WaitingSpace>(
      `SELECT s.title, s.slug, count(*) AS count
         FROM fcom_space_user su JOIN fcom_spaces s ON s.id = su.space_id
        WHERE s.type = 'community' AND su.status = 'pending'
        GROUP BY s.id ORDER BY count DESC, s.title, s.id`,
    )
    .all();
}

/**
 * The overview's cards for the admin at `now`: spaces (every community space: an
 * administrator sees secret ones too), courses, posts of the last 7 and 30 days (rolling
 * 24-hour days, the start inside) against the span before, comments and reactions on the
 * posts of the last 30 days (and 7), and the join requests waiting.
 */
export function expectedOverviewCards(db: DemoDatabase, now: Date): OverviewCards {
  const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n ?? 0;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [since7, since14, since30, since60] = [7, 14, 30, 60].map((days) =>
    countSince(db, ago(days)),
  ) as [number, number, number, number];
  const month = postsSince(db, ago(30));
  const week = month.filter((post) => wallClockOf(post.created_at)! >= ago(7));
  const sum = (posts: WindowPost[], key: 'comments_count' | 'reactions_count') =>
    posts.reduce((total, post) => total + Math.max(0, post[key]), 0);
  const engagement = (label: string, key: 'comments_count' | 'reactions_count') => [
    label,
    formatNumber(sum(month, key)),
    `On posts of the last 30 days; ${formatNumber(sum(week, key))} on those of the last 7`,
  ];
  const waiting = waitingSpaces(db);
  const pendingTotal = waiting.reduce((total, space) => total + space.count, 0);
  return {
    spaces: [
      'Spaces',
      formatNumber(count("SELECT count(*) AS n FROM fcom_spaces WHERE type = 'community'")),
      'Spaces you can see',
    ],
    courses: [
      'Courses',
      formatNumber(count("SELECT count(*) AS n FROM fcom_spaces WHERE type = 'course'")),
      'Courses on the site',
    ],
    posts7: [
      'Posts, last 7 days',
      formatNumber(since7),
      ...changeLines(since7, since14 - since7, 'previous 7 days'),
    ],
    posts30: [
      'Posts, last 30 days',
      formatNumber(since30),
      ...changeLines(since30, since60 - since30, 'previous 30 days'),
    ],
    comments: engagement('Comments, last 30 days', 'comments_count'),
    reactions: engagement('Reactions, last 30 days', 'reactions_count'),
    pending: [
      'Pending join requests',
      formatNumber(pendingTotal),
      ...(waiting.length === 0
        ? ['No space is waiting on you.']
        : waiting.flatMap((space) => [space.title, formatNumber(space.count)])),
    ],
  };
}

interface Ranked {
  key: string;
  label: string;
  href: string;
  count: number;
}

/** Counts posts under a subject, most first, ties by name then key; the first `limit`. */
function rank(
  posts: readonly WindowPost[],
  subjectOf: (post: WindowPost) => Omit<Ranked, 'count'> | null,
  limit: number,
): Ranked[] {
  const counted = new Map<string, Ranked>();
  for (const post of posts) {
    const subject = subjectOf(post);
    if (!subject) continue;
    const seen = counted.get(subject.key);
    if (seen) seen.count += 1;
    else counted.set(subject.key, { ...subject, count: 1 });
  }
  return [...counted.values()]
    .sort(
      (a, b) =>
        b.count - a.count ||
        byName.compare(a.label, b.label) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    )
    .slice(0, limit);
}

const RANKED_ROWS = 5;

function spaceLabel(post: WindowPost): string {
  return post.space_title?.trim() || post.space_slug || `Space ${post.space_id}`;
}

/** "Most active spaces, last 30 days": the admin's posts of the rolling 30 days, by space. */
export function expectedMostActiveSpaces(db: DemoDatabase, now: Date): TableText {
  const month = postsSince(db, new Date(now.getTime() - 30 * DAY_MS));
  const ranked = rank(
    month,
    (post) =>
      post.space_id === null
        ? null
        : {
            key: String(post.space_id),
            label: spaceLabel(post),
            href: `/feed?space=${encodeURIComponent(post.space_slug ?? '')}`,
          },
    RANKED_ROWS,
  );
  return {
    caption: 'Most active spaces',
    headers: ['Space', 'Posts'],
    rows: ranked.map(({ label, href, count }) => ({ label, href, cells: [count] })),
  };
}

/** "Most active authors, last 30 days": the same posts by author (display name, else login). */
export function expectedMostActiveAuthors(db: DemoDatabase, now: Date): TableText {
  const month = postsSince(db, new Date(now.getTime() - 30 * DAY_MS));
  const ranked = rank(
    month,
    (post) => ({
      key: String(post.user_id),
      label: post.author_name.trim() || post.author_username || `User ${post.user_id}`,
      href: `/feed?user_id=${post.user_id}`,
    }),
    RANKED_ROWS,
  );
  return {
    caption: 'Most active authors',
    headers: ['Author', 'Posts'],
    rows: ranked.map(({ label, href, count }) => ({ label, href, cells: [count] })),
  };
}

/** A top post's row, and for an untitled post the text its label previews. */
export interface TopPostRow extends RowText {
  id: number;
  /** The post's text, for an untitled post (its label is the first words of it). */
  previewOf: string | null;
}

/** The text of a post body, tags dropped and whitespace collapsed (for untitled posts). */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|div|h\d|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#039;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "Posts with the most comments and reactions, last 30 days": the posts of the window with
 * any, by comments plus reactions, ties to more comments, then to the newer post.
 */
export function expectedTopPosts(db: DemoDatabase, now: Date): TopPostRow[] {
  const month = postsSince(db, new Date(now.getTime() - 30 * DAY_MS));
  return month
    .filter((post) => post.comments_count + post.reactions_count > 0)
    .sort(
      (a, b) =>
        b.comments_count + b.reactions_count - (a.comments_count + a.reactions_count) ||
        b.comments_count - a.comments_count ||
        b.id - a.id,
    )
    .slice(0, RANKED_ROWS)
    .map((post) => {
      const query = new URLSearchParams();
      if (post.space_slug) query.set('space', post.space_slug);
      query.set('user_id', String(post.user_id));
      return {
        id: post.id,
        label: post.title.trim(),
        previewOf: post.title.trim() === '' ? plainText(post.message_rendered) : null,
        href: `/feed?${query}`,
        cells: [
          post.comments_count,
          post.reactions_count,
          post.comments_count + post.reactions_count,
        ],
      };
    });
}

/**
 * Checks the shown top-posts table against the expected rows: an untitled post's label must
 * be the start of its text (cut with an ellipsis when long); every other cell exactly.
 */
export function expectTopPosts(shown: TableText, expected: readonly TopPostRow[]): void {
  expect(shown.caption).toBe('Top posts by engagement');
  expect(shown.headers).toEqual(['Post', 'Comments', 'Reactions', 'Total']);
  const rows = shown.rows.map((row, index) => {
    const wanted = expected[index];
    if (!wanted?.previewOf) return row;
    const preview = row.label.replace(/…$/, '');
    expect(preview.length, `the preview of post ${wanted.id}`).toBeGreaterThan(0);
    expect(wanted.previewOf.startsWith(preview), `"${preview}" starts post ${wanted.id}`).toBe(
      true,
    );
    return { ...row, label: '' };
  });
  expect(rows).toEqual(expected.map(({ label, href, cells }) => ({ label, href, cells })));
}

/** The spaces the stacked chart names: the 5 with most posts in the last 30 days, by title. */
function topSpaces(db: DemoDatabase, now: Date): Array<{ slug: string; title: string }> {
  const month = postsSince(db, new Date(now.getTime() - 30 * DAY_MS));
  return rank(
    month,
    (post) =>
      post.space_slug
        ? { key: post.space_slug, label: post.space_title?.trim() || post.space_slug, href: '' }
        : null,
    RANKED_ROWS,
  ).map(({ key, label }) => ({ slug: key, title: label }));
}

/**
 * "Posts per week, by space": 12 Monday-to-Monday weeks, the last the current one so far;
 * one column per top space, then "Other spaces" (the rest of the feed), then the Total.
 */
export function expectedPostsPerWeek(db: DemoDatabase, now: Date): TableText {
  const edges = weekEdges(now, 12);
  const spaces = topSpaces(db, now);
  const perWeek = (slug: string | null) => {
    const counts = edges.map((edge) => countSince(db, edge, slug));
    return counts.slice(0, -1).map((count, index) => Math.max(0, count - counts[index + 1]!));
  };
  const totals = perWeek(null);
  const series = spaces.map((space) => perWeek(space.slug));
  const stacked = spaces.length > 0;
  return {
    caption: 'Posts per week, by space',
    headers: [
      'Week',
      ...spaces.map((space) => space.title),
      stacked ? 'Other spaces' : 'All spaces',
      ...(stacked ? ['Total'] : []),
    ],
    rows: totals.map((total, week) => {
      const top = series.map((counts) => counts[week]!);
      const other = Math.max(0, total - top.reduce((sum, count) => sum + count, 0));
      const values = [...top, other];
      return {
        label: weekLabel(edges[week]!, week === totals.length - 1),
        href: null,
        cells: stacked ? [...values, values.reduce((sum, value) => sum + value, 0)] : values,
      };
    }),
  };
}

/**
 * "Members per week" (our server's counts only): profiles created each week that are active
 * now, and the people who published a post or a comment that week.
 */
export function expectedMembersPerWeek(db: DemoDatabase, now: Date): TableText {
  const edges = weekEdges(now, 12);
  const joined = db.prepare<[string, string], { n: number }>(
    `SELECT count(*) AS n FROM fcom_xprofile
      WHERE status = 'active' AND created_at >= ? AND created_at < ?`,
  );
  const wrote = db.prepare<[string, string, string, string], { n: number }>(
    `SELECT count(DISTINCT user_id) AS n FROM (
        SELECT user_id FROM fcom_posts
          WHERE status = 'published' AND created_at >= ? AND created_at < ?
        UNION ALL
        SELECT user_id FROM fcom_post_comments
          WHERE status = 'published' AND created_at >= ? AND created_at < ?)`,
  );
  return {
    caption: 'Members per week',
    headers: ['Week', 'Joined', 'Wrote a post or a comment'],
    rows: edges.slice(0, -1).map((edge, week) => {
      const [from, to] = [sqlTime(edge), sqlTime(edges[week + 1]!)];
      return {
        label: weekLabel(edge, week === edges.length - 2),
        href: null,
        cells: [joined.get(from, to)?.n ?? 0, wrote.get(from, to, from, to)?.n ?? 0],
      };
    }),
  };
}
