/**
 * The tables a WordPress 6.x + FluentCommunity 2.8.1 site keeps the community in, exactly as
 * WordPress and the plugin create them: copied from `SHOW CREATE TABLE` of the real dump
 * (test/fixtures/wordpress/fluentcommunity-2.8.1.sql.gz) with columns, defaults, index names
 * and index order unchanged. Only the table prefix varies (it also names some plugin indexes).
 * Identifiers are written in double quotes here and sent with MySQL's backquotes.
 */

/** The default table prefix of a WordPress install. */
export const DEFAULT_TABLE_PREFIX = 'wp_';

/** The tables the demo is written to, in creation order, without the prefix. */
export const WORDPRESS_TABLES = [
  'users',
  'usermeta',
  'options',
  'fcom_xprofile',
  'fcom_spaces',
  'fcom_space_user',
  'fcom_posts',
  'fcom_post_comments',
  'fcom_post_reactions',
  'fcom_terms',
  'fcom_term_feed',
  'fcom_meta',
  'fcom_user_activities',
] as const;

export type WordPressTable = (typeof WORDPRESS_TABLES)[number];

/** WordPress accepts only letters, digits and underscores in `$table_prefix`. */
export function isValidTablePrefix(prefix: string): boolean {
  return /^[A-Za-z0-9_]+$/.test(prefix);
}

const createStatements: Record<WordPressTable, (p: string) => string> = {
  users: (p) => `
CREATE TABLE "${p}users" (
  "ID" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "user_login" varchar(60) NOT NULL DEFAULT '',
  "user_pass" varchar(255) NOT NULL DEFAULT '',
  "user_nicename" varchar(50) NOT NULL DEFAULT '',
  "user_email" varchar(100) NOT NULL DEFAULT '',
  "user_url" varchar(100) NOT NULL DEFAULT '',
  "user_registered" datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  "user_activation_key" varchar(255) NOT NULL DEFAULT '',
  "user_status" int(11) NOT NULL DEFAULT 0,
  "display_name" varchar(250) NOT NULL DEFAULT '',
  PRIMARY KEY ("ID"),
  KEY "user_login_key" ("user_login"),
  KEY "user_nicename" ("user_nicename"),
  KEY "user_email" ("user_email")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  usermeta: (p) => `
CREATE TABLE "${p}usermeta" (
  "umeta_id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "user_id" bigint(20) unsigned NOT NULL DEFAULT 0,
  "meta_key" varchar(255) DEFAULT NULL,
  "meta_value" longtext DEFAULT NULL,
  PRIMARY KEY ("umeta_id"),
  KEY "user_id" ("user_id"),
  KEY "meta_key" ("meta_key"(191))
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  options: (p) => `
CREATE TABLE "${p}options" (
  "option_id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "option_name" varchar(191) NOT NULL DEFAULT '',
  "option_value" longtext NOT NULL,
  "autoload" varchar(20) NOT NULL DEFAULT 'yes',
  PRIMARY KEY ("option_id"),
  UNIQUE KEY "option_name" ("option_name"),
  KEY "autoload" ("autoload")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  fcom_xprofile: (p) => `
CREATE TABLE "${p}fcom_xprofile" (
  "id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "user_id" bigint(20) unsigned NOT NULL,
  "total_points" int(11) unsigned NOT NULL DEFAULT 0,
  "username" varchar(100) DEFAULT NULL,
  "status" enum('active','blocked','pending') NOT NULL DEFAULT 'active',
  "is_verified" tinyint(1) unsigned NOT NULL DEFAULT 0,
  "display_name" varchar(192) DEFAULT NULL,
  "avatar" text DEFAULT NULL,
  "short_description" text DEFAULT NULL,
  "last_activity" datetime DEFAULT NULL,
  "meta" longtext DEFAULT NULL,
  "created_at" timestamp NULL DEFAULT NULL,
  "updated_at" timestamp NULL DEFAULT NULL,
  PRIMARY KEY ("id"),
  UNIQUE KEY "user_id" ("user_id"),
  KEY "${p}fcom_xp__user_id" ("user_id"),
  KEY "${p}fcom_xp__username" ("username"),
  KEY "${p}fcom_xp__last_activity" ("last_activity")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  fcom_spaces: (p) => `
CREATE TABLE "${p}fcom_spaces" (
  "id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "created_by" bigint(20) unsigned DEFAULT NULL,
  "parent_id" bigint(20) unsigned DEFAULT NULL,
  "title" varchar(194) NOT NULL,
  "slug" varchar(194) NOT NULL,
  "logo" text DEFAULT NULL,
  "cover_photo" text DEFAULT NULL,
  "description" longtext DEFAULT NULL,
  "type" varchar(100) DEFAULT NULL,
  "privacy" varchar(100) DEFAULT 'public',
  "status" varchar(100) DEFAULT 'published',
  "serial" int(11) DEFAULT 1,
  "settings" longtext DEFAULT NULL,
  "created_at" timestamp NULL DEFAULT NULL,
  "updated_at" timestamp NULL DEFAULT NULL,
  PRIMARY KEY ("id"),
  KEY "title" ("title"),
  KEY "status" ("status")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  fcom_space_user: (p) => `
CREATE TABLE "${p}fcom_space_user" (
  "id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "space_id" bigint(20) unsigned DEFAULT NULL,
  "user_id" varchar(194) NOT NULL,
  "status" varchar(100) DEFAULT 'active',
  "role" varchar(100) DEFAULT 'member',
  "meta" text DEFAULT NULL,
  "created_at" timestamp NULL DEFAULT NULL,
  "updated_at" timestamp NULL DEFAULT NULL,
  PRIMARY KEY ("id"),
  KEY "status" ("status"),
  KEY "space_id_user_id" ("space_id","user_id"),
  KEY "user_id_status" ("user_id","status"),
  KEY "space_status_created" ("space_id","status","created_at"),
  KEY "space_role_created" ("space_id","role","created_at"),
  KEY "role" ("role")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  fcom_posts: (p) => `
CREATE TABLE "${p}fcom_posts" (
  "id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "user_id" bigint(20) unsigned DEFAULT NULL,
  "parent_id" bigint(20) unsigned DEFAULT NULL,
  "title" varchar(192) DEFAULT NULL,
  "slug" varchar(192) DEFAULT NULL,
  "message" longtext DEFAULT NULL,
  "message_rendered" longtext DEFAULT NULL,
  "type" varchar(100) DEFAULT 'feed',
  "content_type" varchar(100) DEFAULT 'text',
  "space_id" bigint(20) unsigned DEFAULT NULL,
  "privacy" varchar(100) DEFAULT 'public',
  "status" varchar(100) DEFAULT 'published',
  "featured_image" text DEFAULT NULL,
  "meta" longtext DEFAULT NULL,
  "is_sticky" tinyint(1) DEFAULT 0,
  "comments_count" int(11) DEFAULT 0,
  "reactions_count" int(11) DEFAULT 0,
  "priority" int(11) DEFAULT 0,
  "expired_at" datetime DEFAULT NULL,
  "scheduled_at" datetime DEFAULT NULL,
  "created_at" timestamp NULL DEFAULT NULL,
  "updated_at" timestamp NULL DEFAULT NULL,
  PRIMARY KEY ("id"),
  KEY "user_id" ("user_id"),
  KEY "slug" ("slug"),
  KEY "created_at" ("created_at"),
  KEY "idx_space_id_status" ("space_id","status"),
  KEY "idx_space_id_status_privacy" ("space_id","status","privacy"),
  KEY "idx_status_updated_at" ("status","updated_at")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  fcom_post_comments: (p) => `
CREATE TABLE "${p}fcom_post_comments" (
  "id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "user_id" bigint(20) unsigned DEFAULT NULL,
  "post_id" bigint(20) unsigned DEFAULT NULL,
  "parent_id" bigint(20) unsigned DEFAULT NULL,
  "reactions_count" bigint(20) unsigned DEFAULT 0,
  "message" longtext DEFAULT NULL,
  "message_rendered" longtext DEFAULT NULL,
  "meta" longtext DEFAULT NULL,
  "type" varchar(100) DEFAULT 'comment',
  "content_type" varchar(100) DEFAULT 'text',
  "status" varchar(100) DEFAULT 'published',
  "is_sticky" tinyint(1) DEFAULT 0,
  "created_at" timestamp NULL DEFAULT NULL,
  "updated_at" timestamp NULL DEFAULT NULL,
  PRIMARY KEY ("id"),
  KEY "post_id" ("post_id"),
  KEY "status" ("status"),
  KEY "type" ("type"),
  KEY "user_id" ("user_id")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  fcom_post_reactions: (p) => `
CREATE TABLE "${p}fcom_post_reactions" (
  "id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "user_id" bigint(20) unsigned DEFAULT NULL,
  "object_id" bigint(20) unsigned DEFAULT NULL,
  "parent_id" bigint(20) unsigned DEFAULT NULL,
  "object_type" varchar(100) DEFAULT 'feed',
  "type" varchar(100) DEFAULT 'like',
  "ip_address" varchar(100) DEFAULT NULL,
  "created_at" timestamp NULL DEFAULT NULL,
  "updated_at" timestamp NULL DEFAULT NULL,
  PRIMARY KEY ("id"),
  KEY "object_user_object_type_type" ("object_id","user_id","object_type","type"),
  KEY "object_type_parent_id_user_id" ("object_type","parent_id","user_id")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  fcom_terms: (p) => `
CREATE TABLE "${p}fcom_terms" (
  "id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "parent_id" bigint(20) unsigned DEFAULT NULL,
  "taxonomy_name" varchar(50) NOT NULL,
  "slug" varchar(100) NOT NULL,
  "title" longtext DEFAULT NULL,
  "description" longtext DEFAULT NULL,
  "settings" longtext DEFAULT NULL,
  "created_at" timestamp NULL DEFAULT NULL,
  "updated_at" timestamp NULL DEFAULT NULL,
  PRIMARY KEY ("id"),
  KEY "${p}fcom_tm__mt_tax" ("taxonomy_name"),
  KEY "${p}fcom_tm__mt_slug" ("slug")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  fcom_term_feed: (p) => `
CREATE TABLE "${p}fcom_term_feed" (
  "id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "term_id" bigint(20) unsigned DEFAULT NULL,
  "post_id" bigint(20) unsigned DEFAULT NULL,
  "created_at" timestamp NULL DEFAULT NULL,
  "updated_at" timestamp NULL DEFAULT NULL,
  PRIMARY KEY ("id"),
  KEY "${p}fcom_tf__term_id" ("term_id"),
  KEY "${p}fcom_tf__post_id" ("post_id")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  fcom_meta: (p) => `
CREATE TABLE "${p}fcom_meta" (
  "id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "object_type" varchar(50) NOT NULL,
  "object_id" bigint(20) DEFAULT NULL,
  "meta_key" varchar(100) NOT NULL,
  "value" longtext DEFAULT NULL,
  "created_at" timestamp NULL DEFAULT NULL,
  "updated_at" timestamp NULL DEFAULT NULL,
  PRIMARY KEY ("id"),
  KEY "${p}fcom_mt__mt_idx" ("object_type"),
  KEY "${p}fcom_mt__mto_id_idx" ("object_id"),
  KEY "${p}fcom_mt__mto_id_meta_key" ("meta_key")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
  fcom_user_activities: (p) => `
CREATE TABLE "${p}fcom_user_activities" (
  "id" bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  "user_id" bigint(20) unsigned DEFAULT NULL,
  "feed_id" bigint(20) unsigned DEFAULT NULL,
  "space_id" bigint(20) unsigned DEFAULT NULL,
  "related_id" bigint(20) unsigned DEFAULT NULL,
  "message" text DEFAULT NULL,
  "is_public" tinyint(1) DEFAULT 1,
  "action_name" varchar(100) DEFAULT '',
  "created_at" timestamp NULL DEFAULT NULL,
  "updated_at" timestamp NULL DEFAULT NULL,
  PRIMARY KEY ("id"),
  KEY "feed_id" ("feed_id"),
  KEY "user_id" ("user_id"),
  KEY "action_name" ("action_name")
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci`,
};

/** `CREATE TABLE` for one of the tables, under `prefix` (letters, digits, `_`). */
export function createTableStatement(table: WordPressTable, prefix = DEFAULT_TABLE_PREFIX): string {
  if (!isValidTablePrefix(prefix)) throw new RangeError(`Invalid table prefix: ${prefix}`);
  return createStatements[table](prefix).trim().replaceAll('"', '`');
}

/** The table's full name under `prefix`. */
export function tableName(table: WordPressTable, prefix = DEFAULT_TABLE_PREFIX): string {
  return `${prefix}${table}`;
}
