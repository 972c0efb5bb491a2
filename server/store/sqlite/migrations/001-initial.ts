import { initialTriggers } from './001-initial-triggers';

/**
 * Schema version 1, modelled on the plugin's own tables (wp_users, fcom_xprofile, fcom_spaces,
 * fcom_space_user, fcom_posts, fcom_post_comments, fcom_post_reactions, fcom_terms,
 * fcom_term_feed) plus what WordPress keeps elsewhere (options, application passwords).
 *
 * Three kinds of columns exist only to make the documented queries cheap, and triggers keep
 * them right so no writer can forget them:
 * - copies of the profile on each membership (`profile_*`) and on each post (`author_status`),
 *   so a member page, a student page and a feed page are one index range each;
 * - counters (`comments_count`, `reactions_count`), as the plugin keeps them;
 * - folded search text (`search_fold`, `search_text`, see fold.ts) with FTS5 trigram
 *   indexes, for case- and accent-insensitive substring search over 200k posts.
 */
const tables = `
CREATE TABLE wp_options (
  option_name TEXT PRIMARY KEY,
  option_value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE wp_users (
  ID INTEGER PRIMARY KEY,
  user_login TEXT NOT NULL COLLATE NOCASE UNIQUE,
  user_email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  user_nicename TEXT NOT NULL,
  user_url TEXT NOT NULL DEFAULT '',
  user_registered TEXT NOT NULL,
  user_status INTEGER NOT NULL DEFAULT 0,
  display_name TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'subscriber' CHECK (role IN ('administrator', 'subscriber'))
);

CREATE TABLE wp_application_passwords (
  uuid TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES wp_users(ID) ON DELETE CASCADE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX wp_application_passwords_user ON wp_application_passwords(user_id);

CREATE TABLE fcom_xprofile (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES wp_users(ID) ON DELETE CASCADE,
  total_points INTEGER NOT NULL DEFAULT 0,
  username TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked', 'pending')),
  is_verified INTEGER NOT NULL DEFAULT 0 CHECK (is_verified IN (0, 1)),
  display_name TEXT NOT NULL,
  avatar TEXT,
  short_description TEXT NOT NULL DEFAULT '',
  meta TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(meta)),
  last_activity TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  name_fold TEXT NOT NULL,
  search_fold TEXT NOT NULL
);

CREATE VIRTUAL TABLE fcom_xprofile_fts USING fts5(
  search_fold, content = 'fcom_xprofile', content_rowid = 'id', tokenize = 'trigram'
);

CREATE TABLE fcom_spaces (
  id INTEGER PRIMARY KEY,
  created_by INTEGER REFERENCES wp_users(ID),
  parent_id INTEGER,
  title TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  logo TEXT,
  cover_photo TEXT,
  description TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL CHECK (type IN ('community', 'course')),
  privacy TEXT NOT NULL CHECK (privacy IN ('public', 'private', 'secret')),
  status TEXT NOT NULL DEFAULT 'published',
  serial INTEGER NOT NULL DEFAULT 1,
  settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  search_fold TEXT NOT NULL
);
CREATE INDEX fcom_spaces_type ON fcom_spaces(type, title);

CREATE TABLE fcom_space_user (
  id INTEGER PRIMARY KEY,
  space_id INTEGER NOT NULL REFERENCES fcom_spaces(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES wp_users(ID) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('active', 'pending', 'blocked')),
  role TEXT NOT NULL CHECK (role IN ('admin', 'moderator', 'member', 'student')),
  meta TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(meta)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  profile_status TEXT NOT NULL,
  profile_name_fold TEXT NOT NULL,
  profile_search_fold TEXT NOT NULL,
  profile_last_activity TEXT,
  UNIQUE (space_id, user_id)
);
CREATE INDEX fcom_space_user_user ON fcom_space_user(user_id);
CREATE INDEX fcom_space_user_members_joined
  ON fcom_space_user(space_id, status, profile_status, created_at);
CREATE INDEX fcom_space_user_members_name
  ON fcom_space_user(space_id, status, profile_status, profile_name_fold);
CREATE INDEX fcom_space_user_members_activity
  ON fcom_space_user(space_id, status, profile_status, profile_last_activity);
CREATE INDEX fcom_space_user_members_search
  ON fcom_space_user(space_id, status, profile_status, profile_search_fold,
                     created_at, profile_name_fold, profile_last_activity);
CREATE INDEX fcom_space_user_students_enrolled ON fcom_space_user(space_id, role, created_at);
CREATE INDEX fcom_space_user_students_name ON fcom_space_user(space_id, role, profile_name_fold);
CREATE INDEX fcom_space_user_students_activity
  ON fcom_space_user(space_id, role, profile_last_activity);
CREATE INDEX fcom_space_user_students_search
  ON fcom_space_user(space_id, role, profile_search_fold,
                     created_at, profile_name_fold, profile_last_activity);

CREATE TABLE fcom_course_sections (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES fcom_spaces(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  serial INTEGER NOT NULL
);
CREATE INDEX fcom_course_sections_course ON fcom_course_sections(course_id);

CREATE TABLE fcom_course_lessons (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES fcom_spaces(id) ON DELETE CASCADE,
  section_id INTEGER NOT NULL REFERENCES fcom_course_sections(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('published', 'draft')),
  serial INTEGER NOT NULL
);
CREATE INDEX fcom_course_lessons_course ON fcom_course_lessons(course_id, status);

CREATE TABLE fcom_lesson_completions (
  course_id INTEGER NOT NULL REFERENCES fcom_spaces(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES wp_users(ID) ON DELETE CASCADE,
  lesson_id INTEGER NOT NULL REFERENCES fcom_course_lessons(id) ON DELETE CASCADE,
  completed_at TEXT NOT NULL,
  PRIMARY KEY (course_id, user_id, lesson_id)
) WITHOUT ROWID;

CREATE TABLE fcom_posts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES wp_users(ID),
  parent_id INTEGER,
  title TEXT NOT NULL DEFAULT '',
  slug TEXT NOT NULL UNIQUE,
  message TEXT NOT NULL DEFAULT '',
  message_rendered TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL DEFAULT 'text',
  content_type TEXT NOT NULL DEFAULT 'text' CHECK (content_type IN ('text', 'survey', 'document')),
  space_id INTEGER REFERENCES fcom_spaces(id),
  privacy TEXT NOT NULL DEFAULT 'public',
  status TEXT NOT NULL DEFAULT 'published'
    CHECK (status IN ('published', 'pending', 'unlisted', 'scheduled')),
  featured_image TEXT,
  meta TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(meta)),
  is_sticky INTEGER NOT NULL DEFAULT 0 CHECK (is_sticky IN (0, 1)),
  comments_count INTEGER NOT NULL DEFAULT 0,
  reactions_count INTEGER NOT NULL DEFAULT 0,
  priority INTEGER NOT NULL DEFAULT 0,
  expired_at TEXT,
  scheduled_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  author_status TEXT NOT NULL,
  search_text TEXT NOT NULL
);
-- One index per documented order (behaviour.md, "order_by_type"), over all posts and per
-- space: the order's key, then id (ties break by id), then the columns every feed filters
-- on, so walking to page 500 reads index entries only, never the (large) post rows.
CREATE INDEX fcom_posts_latest
  ON fcom_posts(created_at, id, status, author_status, space_id);
CREATE INDEX fcom_posts_space_latest
  ON fcom_posts(space_id, created_at, id, status, author_status, is_sticky);
CREATE INDEX fcom_posts_activity
  ON fcom_posts(updated_at, id, status, author_status, space_id);
CREATE INDEX fcom_posts_space_activity
  ON fcom_posts(space_id, updated_at, id, status, author_status, is_sticky);
CREATE INDEX fcom_posts_popular
  ON fcom_posts((reactions_count + 2 * comments_count), id, status, author_status, space_id);
CREATE INDEX fcom_posts_space_popular
  ON fcom_posts(space_id, (reactions_count + 2 * comments_count), id, status, author_status,
                is_sticky);
CREATE INDEX fcom_posts_likes
  ON fcom_posts(reactions_count, id, status, author_status, space_id);
CREATE INDEX fcom_posts_space_likes
  ON fcom_posts(space_id, reactions_count, id, status, author_status, is_sticky);
CREATE INDEX fcom_posts_alphabetical ON fcom_posts(slug, status, author_status, space_id);
CREATE INDEX fcom_posts_space_alphabetical
  ON fcom_posts(space_id, slug, status, author_status, is_sticky);
CREATE INDEX fcom_posts_unanswered
  ON fcom_posts(created_at, id, status, author_status, space_id) WHERE comments_count = 0;
CREATE INDEX fcom_posts_space_unanswered
  ON fcom_posts(space_id, created_at, id, status, author_status, is_sticky)
  WHERE comments_count = 0;
CREATE INDEX fcom_posts_author
  ON fcom_posts(user_id, created_at, id, status, author_status, space_id);
CREATE INDEX fcom_posts_sticky ON fcom_posts(space_id, created_at) WHERE is_sticky = 1;

CREATE VIRTUAL TABLE fcom_posts_fts USING fts5(
  search_text, content = 'fcom_posts', content_rowid = 'id', tokenize = 'trigram'
);

CREATE TABLE fcom_post_comments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES wp_users(ID),
  post_id INTEGER NOT NULL REFERENCES fcom_posts(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES fcom_post_comments(id) ON DELETE CASCADE,
  reactions_count INTEGER NOT NULL DEFAULT 0,
  message TEXT NOT NULL,
  message_rendered TEXT NOT NULL,
  meta TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(meta)),
  type TEXT NOT NULL DEFAULT 'comment',
  content_type TEXT NOT NULL DEFAULT 'text',
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'pending')),
  is_sticky INTEGER NOT NULL DEFAULT 0 CHECK (is_sticky IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  search_text TEXT NOT NULL
);
CREATE INDEX fcom_post_comments_post ON fcom_post_comments(post_id, created_at);

CREATE VIRTUAL TABLE fcom_post_comments_fts USING fts5(
  search_text, content = 'fcom_post_comments', content_rowid = 'id', tokenize = 'trigram'
);

CREATE TABLE fcom_post_reactions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES wp_users(ID) ON DELETE CASCADE,
  object_id INTEGER NOT NULL,
  object_type TEXT NOT NULL DEFAULT 'feed' CHECK (object_type IN ('feed', 'comment')),
  type TEXT NOT NULL DEFAULT 'like' CHECK (type IN ('like', 'bookmark')),
  parent_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (object_type, object_id, type, user_id)
);
CREATE INDEX fcom_post_reactions_recent
  ON fcom_post_reactions(object_type, object_id, type, created_at);
CREATE INDEX fcom_post_reactions_user
  ON fcom_post_reactions(user_id, object_type, object_id, type);

CREATE TABLE fcom_survey_votes (
  post_id INTEGER NOT NULL REFERENCES fcom_posts(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES wp_users(ID) ON DELETE CASCADE,
  option_slug TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (post_id, user_id, option_slug)
) WITHOUT ROWID;

CREATE TABLE fcom_terms (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER,
  taxonomy_name TEXT NOT NULL DEFAULT 'post_topic',
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (taxonomy_name, slug)
);

CREATE TABLE fcom_term_feed (
  id INTEGER PRIMARY KEY,
  term_id INTEGER NOT NULL REFERENCES fcom_terms(id) ON DELETE CASCADE,
  post_id INTEGER NOT NULL REFERENCES fcom_posts(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (post_id, term_id)
);
CREATE INDEX fcom_term_feed_term ON fcom_term_feed(term_id, post_id);
`;

export const initialSchema = tables + initialTriggers;
