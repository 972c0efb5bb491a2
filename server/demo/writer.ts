import type { Database } from 'better-sqlite3';
import { foldForSearch } from '../store/sqlite/fold';

/**
 * The demo generator's only way into the database: one prepared statement per table, so the
 * big seed (20k members, 200k posts) runs as fast as SQLite allows inside one transaction.
 * Profile copies, counters and full-text rows are filled by SQL (INSERT … SELECT) and by the
 * schema's triggers, never by hand.
 */
export interface UserRecord {
  id: number;
  login: string;
  email: string;
  displayName: string;
  registeredAt: string;
  role: 'administrator' | 'subscriber';
  url: string;
  profile: {
    status: 'active' | 'blocked' | 'pending';
    isVerified: boolean;
    totalPoints: number;
    shortDescription: string;
    meta: Record<string, unknown>;
    lastActivity: string | null;
  };
}

export interface SpaceRecord {
  id: number;
  title: string;
  slug: string;
  type: 'community' | 'course';
  privacy: 'public' | 'private' | 'secret';
  description: string;
  coverPhoto: string | null;
  serial: number;
  settings: Record<string, unknown>;
  createdAt: string;
}

export interface MembershipRecord {
  spaceId: number;
  userId: number;
  status: 'active' | 'pending';
  role: 'admin' | 'moderator' | 'member' | 'student';
  createdAt: string;
}

export interface PostRecord {
  id: number;
  userId: number;
  spaceId: number;
  title: string;
  slug: string;
  message: string;
  messageRendered: string;
  contentType: 'text' | 'survey' | 'document';
  privacy: string;
  status: 'published' | 'pending' | 'unlisted' | 'scheduled';
  featuredImage: string | null;
  meta: Record<string, unknown>;
  isSticky: boolean;
  scheduledAt: string | null;
  createdAt: string;
}

export interface CommentRecord {
  id: number;
  postId: number;
  userId: number;
  parentId: number | null;
  message: string;
  messageRendered: string;
  meta: Record<string, unknown>;
  createdAt: string;
}

export interface ReactionRecord {
  userId: number;
  objectId: number;
  objectType: 'feed' | 'comment';
  type: 'like' | 'bookmark';
  createdAt: string;
}

export type DemoWriter = ReturnType<typeof createDemoWriter>;

export function createDemoWriter(db: Database) {
  const statements = {
    option: db.prepare(
      'INSERT OR REPLACE INTO wp_options (option_name, option_value) VALUES (?, ?)',
    ),
    user: db.prepare(`INSERT INTO wp_users
      (ID, user_login, user_email, user_nicename, user_url, user_registered, display_name, role)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
    profile: db.prepare(`INSERT INTO fcom_xprofile
      (user_id, total_points, username, status, is_verified, display_name, short_description,
       meta, last_activity, created_at, updated_at, name_fold, search_fold)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    space: db.prepare(`INSERT INTO fcom_spaces
      (id, created_by, title, slug, cover_photo, description, type, privacy, serial, settings,
       created_at, updated_at, search_fold)
      VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    membership: db.prepare(`INSERT INTO fcom_space_user
      (space_id, user_id, status, role, created_at, updated_at,
       profile_status, profile_name_fold, profile_search_fold, profile_last_activity)
      SELECT ?, ?, ?, ?, ?, ?, status, name_fold, search_fold, last_activity
        FROM fcom_xprofile WHERE user_id = ?`),
    post: db.prepare(`INSERT INTO fcom_posts
      (id, user_id, title, slug, message, message_rendered, content_type, space_id, privacy,
       status, featured_image, meta, is_sticky, scheduled_at, created_at, updated_at,
       author_status, search_text)
      SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, status, ?
        FROM fcom_xprofile WHERE user_id = ?`),
    comment: db.prepare(`INSERT INTO fcom_post_comments
      (id, user_id, post_id, parent_id, message, message_rendered, meta, created_at, updated_at,
       search_text)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    reaction: db.prepare(`INSERT INTO fcom_post_reactions
      (user_id, object_id, object_type, type, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?)`),
    term: db.prepare(`INSERT INTO fcom_terms (id, slug, title, description, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?)`),
    termLink: db.prepare(
      'INSERT INTO fcom_term_feed (term_id, post_id, created_at) VALUES (?, ?, ?)',
    ),
    vote: db.prepare(
      'INSERT INTO fcom_survey_votes (post_id, user_id, option_slug, created_at) VALUES (?, ?, ?, ?)',
    ),
    section: db.prepare(
      'INSERT INTO fcom_course_sections (id, course_id, title, serial) VALUES (?, ?, ?, ?)',
    ),
    lesson: db.prepare(`INSERT INTO fcom_course_lessons
      (id, course_id, section_id, title, status, serial) VALUES (?, ?, ?, ?, ?, ?)`),
    completion: db.prepare(`INSERT INTO fcom_lesson_completions
      (course_id, user_id, lesson_id, completed_at) VALUES (?, ?, ?, ?)`),
  };

  return {
    option(name: string, value: string): void {
      statements.option.run(name, value);
    },
    user(user: UserRecord): void {
      const { profile } = user;
      statements.user.run(
        user.id,
        user.login,
        user.email,
        user.login,
        user.url,
        user.registeredAt,
        user.displayName,
        user.role,
      );
      statements.profile.run(
        user.id,
        profile.totalPoints,
        user.login,
        profile.status,
        profile.isVerified ? 1 : 0,
        user.displayName,
        profile.shortDescription,
        JSON.stringify(profile.meta),
        profile.lastActivity,
        user.registeredAt,
        profile.lastActivity ?? user.registeredAt,
        foldForSearch(user.displayName),
        foldForSearch(`${user.displayName}\n${user.login}`),
      );
    },
    space(space: SpaceRecord): void {
      statements.space.run(
        space.id,
        space.title,
        space.slug,
        space.coverPhoto,
        space.description,
        space.type,
        space.privacy,
        space.serial,
        JSON.stringify(space.settings),
        space.createdAt,
        space.createdAt,
        foldForSearch(`${space.title}\n${space.slug}`),
      );
    },
    membership(row: MembershipRecord): void {
      const { changes } = statements.membership.run(
        row.spaceId,
        row.userId,
        row.status,
        row.role,
        row.createdAt,
        row.createdAt,
        row.userId,
      );
      if (changes !== 1) throw new Error(`No profile for user ${row.userId}`);
    },
    post(post: PostRecord): void {
      const { changes } = statements.post.run(
        post.id,
        post.userId,
        post.title,
        post.slug,
        post.message,
        post.messageRendered,
        post.contentType,
        post.spaceId,
        post.privacy,
        post.status,
        post.featuredImage,
        JSON.stringify(post.meta),
        post.isSticky ? 1 : 0,
        post.scheduledAt,
        post.createdAt,
        post.createdAt,
        foldForSearch(`${post.title}\n${post.message}`),
        post.userId,
      );
      if (changes !== 1) throw new Error(`No profile for author ${post.userId}`);
    },
    comment(comment: CommentRecord): void {
      statements.comment.run(
        comment.id,
        comment.userId,
        comment.postId,
        comment.parentId,
        comment.message,
        comment.messageRendered,
        JSON.stringify(comment.meta),
        comment.createdAt,
        comment.createdAt,
        foldForSearch(comment.message),
      );
    },
    reaction(reaction: ReactionRecord): void {
      statements.reaction.run(
        reaction.userId,
        reaction.objectId,
        reaction.objectType,
        reaction.type,
        reaction.createdAt,
        reaction.createdAt,
      );
    },
    term(id: number, slug: string, title: string, description: string, at: string): void {
      statements.term.run(id, slug, title, description, at, at);
    },
    termLink(termId: number, postId: number, at: string): void {
      statements.termLink.run(termId, postId, at);
    },
    vote(postId: number, userId: number, optionSlug: string, at: string): void {
      statements.vote.run(postId, userId, optionSlug, at);
    },
    section(id: number, courseId: number, title: string, serial: number): void {
      statements.section.run(id, courseId, title, serial);
    },
    lesson(lesson: {
      id: number;
      courseId: number;
      sectionId: number;
      title: string;
      status: 'published' | 'draft';
      serial: number;
    }): void {
      statements.lesson.run(
        lesson.id,
        lesson.courseId,
        lesson.sectionId,
        lesson.title,
        lesson.status,
        lesson.serial,
      );
    },
    completion(courseId: number, userId: number, lessonId: number, at: string): void {
      statements.completion.run(courseId, userId, lessonId, at);
    },
  };
}
