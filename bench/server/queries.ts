/**
 * The representative queries of each endpoint: defaults, searches (broad and narrow), every
 * sort, a deep page, a space with a sticky post, each feed order. Paths are relative to the
 * FluentCommunity namespace; all run as the demo admin unless marked anonymous.
 */
export interface BenchQuery {
  name: string;
  path: string;
  anonymous?: boolean;
  /** The REST namespace the path is under; default the plugin's. */
  namespace?: string;
}

/**
 * The overview's insights as the dashboard asks them (docs/decisions/038): this hour of the
 * site's clock (the bench's sites run on UTC) and the Monday 11 weeks before this week's.
 */
export function overviewInsightsPath(now = new Date(), nowSecond = 0): string {
  const hour = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate(),
      now.getUTCHours(),
      0,
      nowSecond,
    ),
  );
  const day = new Date(Date.UTC(hour.getUTCFullYear(), hour.getUTCMonth(), hour.getUTCDate()));
  const monday = new Date(day.getTime() - (((day.getUTCDay() + 6) % 7) + 77) * 86_400_000);
  const text = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
  return `/insights/overview?now=${encodeURIComponent(text(hour))}&week_start=${text(monday).slice(0, 10)}`;
}

export const INSIGHTS_NAMESPACE = 'community-desk/v1';

/** The query of a space's or a course's insights as its page asks them: 26 weeks back. */
function weeks26Query(now: Date, nowSecond: number): string {
  const overview = new URLSearchParams(overviewInsightsPath(now, nowSecond).split('?')[1]);
  const monday = new Date(`${overview.get('week_start')}T00:00:00Z`);
  const start = new Date(monday.getTime() - 14 * 7 * 86_400_000).toISOString().slice(0, 10);
  return `now=${encodeURIComponent(overview.get('now') ?? '')}&week_start=${start}&weeks=26`;
}

/** A space's insights as its page asks them: 26 weeks back from this week's Monday. */
export function spaceInsightsPath(slug: string, now = new Date(), nowSecond = 0): string {
  return `/insights/spaces/${slug}?${weeks26Query(now, nowSecond)}`;
}

/** A course's insights as its page asks them: 26 weeks back from this week's Monday. */
export function courseInsightsPath(courseId: number, now = new Date(), nowSecond = 0): string {
  return `/insights/courses/${courseId}?${weeks26Query(now, nowSecond)}`;
}

const members = '/spaces/general/members';
const students = '/admin/courses/6/students';

export const BENCH_QUERIES: readonly BenchQuery[] = [
  { name: 'members default (20k)', path: members },
  { name: 'members search "an"', path: `${members}?search=an` },
  { name: 'members search "jose"', path: `${members}?search=jose` },
  { name: 'members sort display_name', path: `${members}?sort_by=display_name` },
  { name: 'members sort display_name desc', path: `${members}?sort_by=display_name&sort_dir=desc` },
  { name: 'members sort last_activity', path: `${members}?sort_by=last_activity` },
  { name: 'members sort last_activity asc', path: `${members}?sort_by=last_activity&sort_dir=asc` },
  { name: 'members deep page 1000', path: `${members}?page=1000` },
  { name: 'members pending', path: '/spaces/design-club/members?status=pending' },
  { name: 'students default (2k)', path: students },
  { name: 'students search "jose"', path: `${students}?search=jose` },
  { name: 'students sort display_name', path: `${students}?sort_by=display_name` },
  { name: 'students sort last_activity', path: `${students}?sort_by=last_activity` },
  { name: 'students deep page 100', path: `${students}?page=100&per_page=20` },
  { name: 'feeds default (200k)', path: '/feeds' },
  { name: 'feeds default anonymous', path: '/feeds', anonymous: true },
  { name: 'feeds space general + sticky', path: '/feeds?space=general' },
  { name: 'feeds space design-club', path: '/feeds?space=design-club' },
  { name: 'feeds search "deploying"', path: '/feeds?search=deploying' },
  { name: 'feeds search "xss" (rare)', path: '/feeds?search=xss' },
  {
    name: 'feeds search in comments',
    path: '/feeds?search=slides&search_in[]=post_content&search_in[]=post_comments',
  },
  { name: 'feeds order new_activity', path: '/feeds?order_by_type=new_activity' },
  { name: 'feeds order oldest', path: '/feeds?order_by_type=oldest' },
  { name: 'feeds order popular', path: '/feeds?order_by_type=popular' },
  { name: 'feeds order likes', path: '/feeds?order_by_type=likes' },
  { name: 'feeds order alphabetical', path: '/feeds?order_by_type=alphabetical' },
  { name: 'feeds order unanswered', path: '/feeds?order_by_type=unanswered' },
  { name: 'feeds deep page 500', path: '/feeds?page=500' },
  { name: 'feeds topic questions', path: '/feeds?topic_slug=questions' },
  { name: 'feeds user_id 3', path: '/feeds?user_id=3' },
  { name: 'feeds status pending', path: '/feeds?status=pending' },
  { name: 'directory default (20k)', path: '/members' },
  { name: 'directory search "an"', path: '/members?search=an' },
  { name: 'directory search "jose"', path: '/members?search=jose' },
  { name: 'directory sort display_name', path: '/members?sort_by=display_name' },
  { name: 'directory deep page 1000', path: '/members?page=1000' },
  { name: 'directory mention "jose"', path: '/members?mention=jose' },
  { name: 'directory mention "zq" (none)', path: '/members?mention=zq' },
  { name: 'directory mention "an" in general', path: '/members?mention=an&space=general' },
  // The admin wrote 3.4k comments: their own page, and a visitor's (public posts only).
  { name: 'profile comments own (3.4k)', path: '/profile/admin/comments' },
  { name: 'profile comments deep page 100', path: '/profile/admin/comments?page=100' },
  { name: 'profile comments anonymous', path: '/profile/admin/comments', anonymous: true },
  { name: 'profile spaces (20k-member spaces)', path: '/profile/admin/spaces' },
  { name: 'profile spaces anonymous', path: '/profile/member/spaces', anonymous: true },
  { name: 'space groups (topics)', path: '/spaces/space_groups' },
  { name: 'spaces', path: '/spaces' },
  { name: 'courses', path: '/admin/courses' },
  // Kept until the data changes: every admin's overview after the first.
  { name: 'insights overview (kept)', path: overviewInsightsPath(), namespace: INSIGHTS_NAMESPACE },
  {
    name: 'insights space general (20k)',
    path: spaceInsightsPath('general'),
    namespace: INSIGHTS_NAMESPACE,
  },
  {
    name: 'insights course 6 (2k)',
    path: courseInsightsPath(6),
    namespace: INSIGHTS_NAMESPACE,
  },
  {
    name: 'insights overview anonymous',
    path: overviewInsightsPath(),
    namespace: INSIGHTS_NAMESPACE,
    anonymous: true,
  },
];
