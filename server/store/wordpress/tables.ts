/**
 * The table names of one WordPress site: WordPress's own and FluentCommunity's, under the
 * site's table prefix (wp-config.php's `$table_prefix`, WP_TABLE_PREFIX here). The prefix is
 * checked (database-url.ts) before it is ever put into SQL.
 */
export function wordPressTables(prefix: string) {
  return {
    prefix,
    options: `${prefix}options`,
    users: `${prefix}users`,
    usermeta: `${prefix}usermeta`,
    xprofile: `${prefix}fcom_xprofile`,
    spaces: `${prefix}fcom_spaces`,
    spaceUser: `${prefix}fcom_space_user`,
    posts: `${prefix}fcom_posts`,
    comments: `${prefix}fcom_post_comments`,
    reactions: `${prefix}fcom_post_reactions`,
    terms: `${prefix}fcom_terms`,
    termFeed: `${prefix}fcom_term_feed`,
    meta: `${prefix}fcom_meta`,
    /** The usermeta key of a user's roles: `{prefix}capabilities`. */
    capabilitiesKey: `${prefix}capabilities`,
  };
}

export type WordPressTables = ReturnType<typeof wordPressTables>;

/** Every table the store reads; start-up checks they exist (preflight.ts). */
export function requiredTables(tables: WordPressTables): string[] {
  return [
    tables.options,
    tables.users,
    tables.usermeta,
    tables.xprofile,
    tables.spaces,
    tables.spaceUser,
    tables.posts,
    tables.comments,
    tables.reactions,
    tables.terms,
    tables.termFeed,
    tables.meta,
  ];
}

/** Rows of fcom_posts that are course content, never feed posts. */
export const COURSE_POST_TYPES = ['course_section', 'course_lesson'] as const;

/** `%` and `_` match literally in a LIKE pattern built from user text. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
