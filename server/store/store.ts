import type {
  AuthorCommentsQuery,
  CommentRow,
  CourseCounts,
  DirectoryPageQuery,
  FeedItemRows,
  FeedPageQuery,
  JoinedSpaceRow,
  MembershipOfUser,
  MembershipRow,
  MentionQuery,
  MenuRow,
  OverviewFigures,
  OverviewInsightsQuery,
  PostRow,
  ProfileRecord,
  ProfileRow,
  ReactionRow,
  RosterPageQuery,
  SpaceFigures,
  SpaceInsightsQuery,
  CourseFigures,
  CourseInsightsQuery,
  SpaceRow,
  TermRow,
  TopicRow,
  UserAccount,
} from './rows';
import type { WordPressRole } from '../../contract';

/** Likes shown per post (behaviour.md: "a preview of at most 3 likes"). */
export const REACTION_PREVIEW_SIZE = 3;

/** A page of rows and how many rows the whole filtered list holds. */
export interface RowPage<T> {
  rows: T[];
  total: number;
}

/**
 * Everything the services read, as one interface with one implementation per database: the
 * SQLite demo (sqlite/sqlite-store.ts, served through read workers by sqlite/pooled-store.ts),
 * a WordPress + FluentCommunity database read directly (wordpress/wordpress-store.ts;
 * docs/decisions/017), and that database through a local copy: sign-in and options from the
 * site, everything else from an SQLite copy of it (local-copy/local-copy-store.ts;
 * docs/decisions/024). Read-only, and asynchronous so a store may wait on a network or a
 * worker without holding the event loop. Rules that are not SQL (visibility, statuses,
 * sticky) live in services/, never here: a store answers exactly the question it is asked.
 */
export interface Store {
  site: {
    /** A WordPress option (`blogname`, `home`, …), or null. */
    option(name: string): Promise<string | null>;
    /**
     * One of the plugin's own settings (fcom_meta, object type `option`: `privacy_settings`,
     * …) as JSON object text, or null when the site never saved it (the plugin's defaults).
     */
    communityOption(name: string): Promise<string | null>;
  };
  users: {
    findByLoginOrEmail(
      username: string,
    ): Promise<{ account: UserAccount; matched: 'login' | 'email' } | null>;
    findById(id: number): Promise<UserAccount | null>;
    /**
     * Accounts, those holding any of `roles` (null: every one), by display name then id, as
     * WordPress lists its users (`orderby=name`).
     */
    page(
      roles: readonly WordPressRole[] | null,
      limit: number,
      offset: number,
    ): Promise<RowPage<UserAccount>>;
    /** The stored hashes of a user's application passwords. */
    passwordHashes(userId: number): Promise<string[]>;
  };
  spaces: {
    /** Every community space (not courses), in the site's menu order. */
    communities(): Promise<SpaceRow[]>;
    communityBySlug(slug: string): Promise<SpaceRow | null>;
    courseById(id: number): Promise<SpaceRow | null>;
    membershipsOf(userId: number): Promise<MembershipOfUser[]>;
    /** Courses whose folded title or slug contains `search`, in the plugin's order (serial, id). */
    coursePage(search: string | null, limit: number, offset: number): Promise<RowPage<SpaceRow>>;
    courseCounts(ids: readonly number[]): Promise<Map<number, CourseCounts>>;
    /**
     * The community spaces `userId` is an active member of — public and private ones, and
     * secret ones too when `withSecret` — by title.
     */
    joinedCommunities(userId: number, withSecret: boolean): Promise<JoinedSpaceRow[]>;
    /** How many memberships (any status, any role) each of these spaces has. */
    memberCounts(ids: readonly number[]): Promise<Map<number, number>>;
    /** Every row the portal's menu is built from (space groups, spaces, courses), by id. */
    menu(): Promise<MenuRow[]>;
  };
  topics: {
    /** Every topic, by title (then id), with the spaces each is offered in. */
    all(): Promise<TopicRow[]>;
  };
  comments: {
    /** A page of a user's published comments, newest (highest id) first. */
    byAuthor(query: AuthorCommentsQuery): Promise<RowPage<CommentRow>>;
  };
  members: {
    page(list: 'active' | 'pending', query: RosterPageQuery): Promise<RowPage<MembershipRow>>;
    pendingCount(spaceId: number): Promise<number>;
  };
  directory: {
    /**
     * A page of profiles in the asked order, ties broken by the profile's id (the table's
     * order) in the same direction.
     */
    page(query: DirectoryPageQuery): Promise<RowPage<ProfileRow>>;
    /** At most `limit` matching profiles, in the table's order (profile id). */
    mention(query: MentionQuery): Promise<ProfileRow[]>;
  };
  students: {
    page(query: RosterPageQuery): Promise<RowPage<MembershipRow>>;
    /** Each student's course progress, 0–100. */
    progress(courseId: number, userIds: readonly number[]): Promise<Map<number, number>>;
  };
  feeds: {
    /**
     * One feed page's posts, in order, with every related row (feed-item-rows.ts), read as one
     * call of the store; null when the page is empty. Every rule is already decided by the
     * caller.
     */
    pageItems(query: FeedPageQuery, viewerId: number | null): Promise<FeedItemRows | null>;
    postsByIds(ids: readonly number[]): Promise<PostRow[]>;
    stickyPostId(spaceId: number): Promise<number | null>;
    topicIdBySlug(slug: string): Promise<number | null>;
    /**
     * The post (type `text`, the plugin's Feed model) with this slug, of any status, or null;
     * compared as the site's collation does (behaviour.md, "One post by its slug"), the lowest
     * id should two match.
     */
    postIdBySlug(slug: string): Promise<number | null>;
  };
  feedDetails: {
    /**
     * These posts, in the order of `ids`, with every related row (feed-item-rows.ts), read as
     * one call of the store; null when none of them exists. `viewerId` null: a visitor.
     */
    itemRows(ids: readonly number[], viewerId: number | null): Promise<FeedItemRows | null>;
    /**
     * Who liked a post (behaviour.md, "Who liked a post"): at most `limit` likes of people
     * who have a profile (any status), oldest first.
     */
    likesOfPost(postId: number, limit: number): Promise<ReactionRow[]>;
    /** Every term of one post (any taxonomy), each row whole with its pivot ids, by term id. */
    termsOfPost(postId: number): Promise<TermRow[]>;
  };
  insights: {
    /**
     * What the overview counts over the posts a feed with these rules lists (docs/decisions/
     * 038); kept until the data changes (or, over a site's database, for a short while).
     */
    overview(query: OverviewInsightsQuery): Promise<OverviewFigures>;
    /** A space's members and posts, added up (docs/decisions/038); kept as the overview. */
    space(query: SpaceInsightsQuery): Promise<SpaceFigures>;
    /** A course's students, added up (docs/decisions/038); kept as the overview. */
    course(query: CourseInsightsQuery): Promise<CourseFigures>;
  };
  profiles: {
    byUserIds(ids: Iterable<number>): Promise<Map<number, ProfileRow>>;
    displayName(userId: number): Promise<string | null>;
    /**
     * The profile with this username, compared as the site's collation does (any case), or
     * null; the lowest id should two differ only in case.
     */
    byUsername(username: string): Promise<ProfileRecord | null>;
  };
}
