/**
 * The rows a store hands to the services and shapers: the plugin's tables (fcom_spaces,
 * fcom_space_user, fcom_xprofile, fcom_posts, …) as both stores read them, column names and
 * all, so one shaping layer serves either store. The demo's writers (demo/wordpress/) and the
 * local copy's copiers (store/local-copy/) move the same rows and take their columns from here.
 */
import type {
  FeedOrder,
  LastActiveCounts,
  PendingAgeCounts,
  PostStatus,
  ProgressBucket,
  SortColumn,
  SortDirection,
} from '../../contract';

/**
 * A row as a site may hold it: these columns NULL where ours never are (the plugin leaves
 * them so). The WordPress store and the local copy read such rows and fill in what is missing.
 */
export type SiteRow<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

/** The columns of wp_users every reader of that table takes. */
export interface WordPressUserColumns {
  ID: number;
  user_login: string;
  user_email: string;
  user_nicename: string;
  user_url: string;
  user_registered: string;
  display_name: string;
}

/** A row of fcom_spaces: a community space or a course. */
export interface SpaceRow {
  id: number;
  created_by: number | null;
  parent_id: number | null;
  title: string;
  slug: string;
  logo: string | null;
  cover_photo: string | null;
  description: string;
  type: 'community' | 'course';
  privacy: 'public' | 'private' | 'secret';
  status: string;
  serial: number;
  settings: string;
  created_at: string;
  updated_at: string;
}

/**
 * A row of fcom_space_user as the plugin keeps it (a membership or a join request), before
 * any reader joins its profile: what the demo writes to a site and the local copy reads back.
 */
export interface SpaceUserRow {
  id: number;
  space_id: number;
  user_id: number;
  status: string;
  role: string;
  /** JSON in our database; PHP-serialized, or NULL when empty, on a site. */
  meta: string;
  created_at: string;
  updated_at: string;
}

export interface MembershipOfUser {
  spaceId: number;
  role: 'admin' | 'moderator' | 'member' | 'student';
  status: 'active' | 'pending' | 'blocked';
  /** When the membership was created (fcom_space_user.created_at). */
  joinedAt: string;
}

/**
 * A community space a user has joined, with the membership's columns (the plugin's pivot).
 * `settings` as stored: the shaper lays the plugin's defaults under it.
 */
export interface JoinedSpaceRow extends SpaceRow {
  member_role: string;
  member_status: string;
  joined_at: string;
}

/**
 * Any row of fcom_spaces the portal's menu is built from: space groups (`space_group`),
 * community spaces, courses, and whatever else a site keeps there (sidebar links).
 * `settings` as stored.
 */
export interface MenuRow extends Omit<SpaceRow, 'type' | 'privacy'> {
  type: string;
  privacy: string;
}

/** A row of fcom_terms (every taxonomy), as our database and a site's both keep it. */
export interface TermRow {
  id: number;
  parent_id: number | null;
  taxonomy_name: string;
  slug: string;
  title: string;
  description: string;
  created_at: string;
  updated_at: string;
}

/**
 * A topic (fcom_terms, taxonomy `post_topic`) as the plugin lists it (Utility::getTopics):
 * its `admin_only` setting and the spaces it is offered in (fcom_meta `term_space_relation`).
 */
export interface TopicRow {
  id: number;
  title: string;
  description: string;
  slug: string;
  admin_only: string;
  space_ids: number[];
}

/** A user's published comments, newest first. */
export interface AuthorCommentsQuery {
  userId: number;
  /**
   * Only comments on published feed posts (type `text`) the viewer wrote, outside any space,
   * or in one of these spaces (the plugin's Feed::byUserAccess, and, unlike the plugin, only
   * published posts); null: every comment, on any post.
   */
  visibleTo: { viewerId: number | null; readableSpaceIds: readonly number[] } | null;
  limit: number;
  offset: number;
}

export interface CourseCounts {
  studentsCount: number;
  sectionsCount: number;
  lessonsCount: number;
}

/** A row of fcom_xprofile, as every profile-bearing response needs it. */
export interface ProfileRow {
  user_id: number;
  display_name: string;
  username: string;
  avatar: string | null;
  status: string;
  total_points: number;
  is_verified: number;
  meta: string;
  created_at: string;
  short_description: string;
  last_activity: string | null;
}

/** The whole row, for an answer about one profile: with the row's own id and update time. */
export interface ProfileRecord extends ProfileRow {
  id: number;
  updated_at: string;
}

export interface RosterPageQuery {
  spaceId: number;
  /** The search term as given (trimmed), or null; the store matches it as the site's collation does. */
  search: string | null;
  sort: SortColumn;
  direction: SortDirection;
  limit: number;
  offset: number;
}

/**
 * A profile status the member directory lists (fcom_xprofile.status): `''` is what MySQL
 * stores for a value its enum refuses, the plugin's "deactivated".
 */
export type ProfileStatusFilter = 'active' | 'pending' | 'blocked' | '';

/** A page of the member directory: profiles of one status that have a WordPress user. */
export interface DirectoryPageQuery {
  status: ProfileStatusFilter;
  /** The search term as given (trimmed), or null; matched as the site's collation does. */
  search: string | null;
  sort: SortColumn;
  direction: SortDirection;
  limit: number;
  offset: number;
}

/** Active profiles (with a WordPress user) whose name or username contains `term`. */
export interface MentionQuery {
  term: string;
  /** The caller, never suggested to themselves. */
  excludeUserId: number;
  /** Only members (any membership status) of this space or course. */
  spaceId: number | null;
  limit: number;
}

export interface MembershipRow extends ProfileRow {
  id: number;
  space_id: number;
  member_user_id: number;
  member_status: string;
  role: string;
  member_meta: string;
  joined_at: string;
  member_updated_at: string;
}

/** Posts of `status`, in every space (null) or in these spaces only. */
export interface StatusRule {
  status: PostStatus;
  spaceIds: readonly number[] | null;
}

export interface FeedPageQuery {
  /** Spaces whose posts the caller may read; null means every space (administrators). */
  readableSpaceIds: readonly number[] | null;
  spaceId: number | null;
  userId: number | null;
  topicId: number | null;
  /** The search term as given and where to look for it; matched as the site's collation does. */
  search: { term: string; inContent: boolean; inComments: boolean } | null;
  statuses: readonly StatusRule[];
  order: FeedOrder;
  excludeSticky: boolean;
  limit: number;
  offset: number;
}

export interface PostRow {
  id: number;
  user_id: number;
  parent_id: number | null;
  title: string;
  slug: string;
  message: string;
  message_rendered: string;
  type: string;
  content_type: string;
  space_id: number | null;
  privacy: string;
  status: string;
  featured_image: string | null;
  meta: string;
  is_sticky: number;
  comments_count: number;
  reactions_count: number;
  priority: number;
  expired_at: string | null;
  scheduled_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Everything a page of posts carries besides the posts themselves, each read for the whole
 * page in one query (no N+1): comments, the likes preview, topics, survey votes, and what the
 * caller liked, bookmarked or voted.
 */
export interface CommentRow {
  id: number;
  user_id: number;
  post_id: number;
  parent_id: number | null;
  reactions_count: number;
  message: string;
  message_rendered: string;
  meta: string;
  type: string;
  content_type: string;
  status: string;
  is_sticky: number;
  created_at: string;
  updated_at: string;
}

export interface ReactionRow {
  id: number;
  user_id: number;
  object_id: number;
  object_type: string;
  type: string;
  parent_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface TermRow {
  post_id: number;
  term_id: number;
  title: string;
  slug: string;
}

/** A WordPress account as the server needs it: who, and whether they administer the site. */
export interface UserAccount {
  id: number;
  login: string;
  email: string;
  nicename: string;
  displayName: string;
  url: string;
  registeredAt: string;
  role: 'administrator' | 'subscriber';
  description: string;
  profileStatus: string | null;
  /** The avatar URL the site shows for this user, or null for the default one. */
  avatar: string | null;
}

/** The posts of a page with every related row the feed item shape needs. */
export interface FeedItemRows {
  posts: PostRow[];
  comments: Map<number, CommentRow[]>;
  likes: Map<number, ReactionRow[]>;
  terms: Map<number, TermRow[]>;
  voteCounts: Map<number, Map<string, number>>;
  ownVotes: Map<number, Set<string>>;
  ownPostReactions: Map<number, Set<string>>;
  ownCommentLikes: Map<number, Set<string>>;
  /** Everyone on the page: authors, commenters, likers. */
  profiles: Map<number, ProfileRow>;
}

/**
 * The overview's insights (docs/decisions/038): over the posts a feed with these rules lists
 * (no space, no search, no topic), counted inside the given site wall-clock times
 * (`YYYY-MM-DD HH:MM:SS`), each edge inside its span.
 */
export interface OverviewInsightsQuery {
  readableSpaceIds: readonly number[] | null;
  statuses: readonly StatusRule[];
  /** Posts are counted from each of these on (no end: a post dated ahead of now counts). */
  since: { days7: string; days14: string; days30: string; days60: string };
  /** `weeks + 1` edges, oldest first: week n runs from edge n (inside) to edge n + 1. */
  weekEdges: readonly string[];
  /** How many authors the ranking keeps (more when several tie at the last place). */
  rankedRows: number;
}

/** A post of the last 30 days as the overview tallies it. */
export interface TalliedPost {
  id: number;
  user_id: number;
  space_id: number | null;
  created_at: string;
  comments_count: number;
  reactions_count: number;
}

/** What a store counts for the overview; the service names the spaces and shapes it. */
export interface OverviewFigures {
  /** When they were counted (ISO 8601): a kept answer is as old as this. */
  countedAt: string;
  postsSince: { days7: number; days14: number; days30: number; days60: number };
  engagement: {
    days30: { comments: number; reactions: number };
    days7: { comments: number; reactions: number };
  };
  weeks: {
    posts: number;
    /** By space id, `0` for posts outside any space. */
    postsBySpace: Record<string, number>;
    membersJoined: number;
    membersActive: number;
  }[];
  /** The month's posts by space id (`null`: outside any space). */
  monthBySpace: { spaceId: number | null; posts: number }[];
  /** The month's authors with at least as many posts as the `rankedRows`-th. */
  monthAuthors: { userId: number; username: string; displayName: string; posts: number }[];
  /** The month's posts with the most comments plus reactions, most first. */
  topPosts: {
    id: number;
    userId: number;
    spaceId: number | null;
    title: string;
    messageRendered: string;
    commentsCount: number;
    reactionsCount: number;
  }[];
}

/**
 * A space's insights (docs/decisions/038): its members as its members list shows them (active
 * memberships of active profiles), and its posts as a feed with these rules lists them. Times
 * are the site's wall clock (`YYYY-MM-DD HH:MM:SS`).
 */
export interface SpaceInsightsQuery {
  spaceId: number;
  /** Count the join requests (for those who get them). */
  withPending: boolean;
  /** The statuses of the space's posts the caller sees; null: they may not read its posts. */
  postStatuses: readonly StatusRule[] | null;
  /** `weeks + 1` edges, oldest first. */
  weekEdges: readonly string[];
  /** Where "last active" and the requests' ages are measured from. */
  marks: {
    now: string;
    /** The site's midnight that starts `now`'s day. */
    today: string;
    days1: string;
    days7: string;
    days28: string;
    days30: string;
    days90: string;
  };
}

export interface SpaceFigures {
  countedAt: string;
  members: number;
  joinedEarlier: number;
  joinedLater: number;
  weeks: { joined: number; posts: number; comments: number }[];
  lastActive: LastActiveCounts;
  roles: { role: string; members: number }[];
  pending: {
    count: number;
    ages: PendingAgeCounts;
  } | null;
}

/**
 * A course's insights (docs/decisions/038): its students as its students list shows them
 * (memberships of the course with role `student`), their progress as that list computes it.
 * Times are the site's wall clock (`YYYY-MM-DD HH:MM:SS`).
 */
export interface CourseInsightsQuery {
  courseId: number;
  /** `weeks + 1` edges, oldest first. */
  weekEdges: readonly string[];
  /** Where the days of "at risk" are measured from. */
  now: string;
  /**
   * Enrolled and last active at or before this (AT_RISK_DAYS + 1 days before `now`): more
   * than AT_RISK_DAYS whole days ago.
   */
  atRiskBefore: string;
  /** How many students at risk to name. */
  atRiskRows: number;
}

/** A student at risk, as a store reads them (`avatar` as stored: null for the default). */
export interface AtRiskRow {
  userId: number;
  username: string;
  displayName: string;
  avatar: string | null;
  progress: number;
  enrolledAt: string;
  lastActivity: string | null;
}

export interface CourseFigures {
  countedAt: string;
  students: number;
  enrolledEarlier: number;
  enrolledLater: number;
  weeks: { enrolled: number }[];
  progress: Record<ProgressBucket, number>;
  atRisk: { count: number; students: AtRiskRow[] };
}
