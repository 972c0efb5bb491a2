import type { Statement } from 'better-sqlite3';
import { foldForSearch } from '../sqlite/fold';
import type { PostRow, ReactionRow, SiteRow } from '../rows';
import { mapColumn } from '../wordpress/context';
import { toCommentRow, type RawComment } from '../wordpress/feed-details';
import { COURSE_POST_TYPES } from '../wordpress/tables';
import { readInBatches, type CopiedRows, type CopyJob } from './copy-job';
import { originWriter, SURVEY_VOTES } from './copy-origins';
import { insertKeepingSlug, orEmpty, warnRenamed, warnSkipped, writeBatch } from './copy-rows';

/**
 * The feed part of the local copy: the site's feed posts, their comments, the likes and
 * bookmarks on both, and the survey votes, written to our fcom_posts, fcom_post_comments,
 * fcom_post_reactions and fcom_survey_votes. Every value is read as the WordPress store reads
 * it (feeds.ts, feed-details.ts, comments.ts), so the SQLite store reading the copy answers as
 * the WordPress store reading the site:
 * - PHP-serialized meta becomes JSON text (`mapColumn`: malformed → `{}` and a warning); a
 *   survey's meta keeps the `vote_counts` the site wrote into it, while the counts shown come,
 *   on both stores, from the vote rows;
 * - NULL text reads as '' and NULL numbers as 0 (`Number(null)`), as the WordPress store's
 *   shapers read them; a NULL timestamp, which our columns cannot hold, becomes '' (it sorts
 *   where MariaDB sorts NULL: last newest-first, first oldest-first);
 * - counters are the site's own (`comments_count`, `reactions_count`), never recounted;
 * - `author_status` is the author's profile status, or '' when the author has no profile: the
 *   WordPress store shows a post only when its author has an active profile (feeds.ts
 *   `activeAuthor`);
 * - `search_text` is folded as migration 002 folds it.
 */

/** A site's feed posts: every row of fcom_posts but course sections and lessons (tables.ts). */
const FEED_POST = `t.type NOT IN (${COURSE_POST_TYPES.map((type) => `'${type}'`).join(', ')})`;

/** What the plugin keeps in fcom_post_reactions that our fcom_post_reactions holds. */
const REACTION_OBJECTS = ['feed', 'comment'] as const;
const REACTION_TYPES = ['like', 'bookmark'] as const;

/** The plugin's survey votes: type `survey_vote`, the option's slug in object_type. */
const SURVEY_VOTE = 'survey_vote';

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** A post as the site may hold it (any column NULL but the id), with its author's status. */
type RawPost = SiteRow<PostRow, Exclude<keyof PostRow, 'id'>> & { author_status: string | null };

type RawReaction = SiteRow<ReactionRow, Exclude<keyof ReactionRow, 'id'>>;

/** A value of a NOT NULL column of ours the site may leave NULL (see the module comment). */
const text = orEmpty;
const id = (value: number | string | null): number => Number(value);
const optionalId = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

/** The site's feed posts into fcom_posts; returns the number written. */
export async function copyFeedPosts(job: CopyJob): Promise<number> {
  const { tables } = job.source;
  const insert: Statement = job.target.prepare(
    `INSERT INTO fcom_posts (id, user_id, parent_id, title, slug, message, message_rendered, type,
       content_type, space_id, privacy, status, featured_image, meta, is_sticky, comments_count,
       reactions_count, priority, expired_at, scheduled_at, created_at, updated_at,
       author_status, search_text)
     VALUES (@id, @user_id, @parent_id, @title, @slug, @message, @message_rendered, @type,
       @content_type, @space_id, @privacy, @status, @featured_image, @meta, @is_sticky,
       @comments_count, @reactions_count, @priority, @expired_at, @scheduled_at, @created_at,
       @updated_at, @author_status, @search_text)
     ON CONFLICT DO NOTHING`,
  );
  const renamed: number[] = [];
  let written = 0;
  for await (const rows of readInBatches<RawPost>(job, {
    call: 'copy.feedPosts',
    table: tables.posts,
    columns: `t.id, t.user_id, t.parent_id, t.title, t.slug, t.message, t.message_rendered,
      t.type, t.content_type, t.space_id, t.privacy, t.status, t.featured_image, t.meta,
      t.is_sticky, t.comments_count, t.reactions_count, t.priority, t.expired_at,
      t.scheduled_at, t.created_at, t.updated_at, x.status AS author_status`,
    joins: `LEFT JOIN ${tables.xprofile} x ON x.user_id = t.user_id`,
    where: FEED_POST,
  })) {
    written += writeBatch(job, rows, (raw) => {
      const title = text(raw.title);
      const message = text(raw.message);
      const row = {
        id: id(raw.id),
        user_id: id(raw.user_id),
        parent_id: optionalId(raw.parent_id),
        title,
        slug: text(raw.slug),
        message,
        message_rendered: text(raw.message_rendered),
        type: text(raw.type),
        content_type: text(raw.content_type),
        space_id: optionalId(raw.space_id),
        privacy: text(raw.privacy),
        status: text(raw.status),
        featured_image: raw.featured_image,
        meta: mapColumn(job.source, raw.meta, { table: tables.posts, column: 'meta', id: raw.id }),
        is_sticky: Number(raw.is_sticky ?? 0),
        comments_count: Number(raw.comments_count ?? 0),
        reactions_count: Number(raw.reactions_count ?? 0),
        priority: Number(raw.priority ?? 0),
        expired_at: raw.expired_at,
        scheduled_at: raw.scheduled_at,
        created_at: text(raw.created_at),
        updated_at: text(raw.updated_at),
        author_status: text(raw.author_status),
        search_text: foldForSearch(`${title}\n${message}`),
      };
      return insertKeepingSlug(insert, row, renamed);
    });
  }
  warnRenamed(job, renamed, `post(s) of ${tables.posts} share a slug with an earlier post`);
  return written;
}

/** Every comment of the site (on any post: a member's comments list them all). */
export async function copyComments(job: CopyJob): Promise<number> {
  const { tables } = job.source;
  const insert: Statement = job.target.prepare(
    `INSERT INTO fcom_post_comments (id, user_id, post_id, parent_id, reactions_count, message,
       message_rendered, meta, type, content_type, status, is_sticky, created_at, updated_at,
       search_text)
     VALUES (@id, @user_id, @post_id, @parent_id, @reactions_count, @message, @message_rendered,
       @meta, @type, @content_type, @status, @is_sticky, @created_at, @updated_at, @search_text)`,
  );
  let written = 0;
  for await (const rows of readInBatches<RawComment>(job, {
    call: 'copy.comments',
    table: tables.comments,
    columns: `t.id, t.user_id, t.post_id, t.parent_id, t.reactions_count, t.message,
      t.message_rendered, t.meta, t.type, t.content_type, t.status, t.is_sticky, t.created_at,
      t.updated_at`,
  })) {
    written += writeBatch(job, rows, (raw) => {
      // The WordPress store's own reading of a comment row (numbers, NULL text, meta).
      const row = toCommentRow(job.source, raw);
      insert.run({
        ...row,
        type: text(row.type),
        content_type: text(row.content_type),
        status: text(row.status),
        created_at: text(row.created_at),
        updated_at: text(row.updated_at),
        search_text: foldForSearch(row.message),
      });
      return true;
    });
  }
  return written;
}

/**
 * Likes and bookmarks on posts and comments into fcom_post_reactions, and survey votes into
 * fcom_survey_votes (post = object_id, option = object_type), in one pass over the site's
 * reactions. Other kinds the plugin keeps there (lesson completions…) are not this copier's.
 * Rows our unique keys cannot hold twice (the site has no such keys) are left out, with a
 * warning.
 */
export async function copyReactionsAndVotes(
  job: CopyJob,
): Promise<{ reactions: number; votes: number }> {
  const { tables } = job.source;
  const insertReaction: Statement = job.target.prepare(
    `INSERT INTO fcom_post_reactions (id, user_id, object_id, object_type, type, parent_id,
       created_at, updated_at)
     VALUES (@id, @user_id, @object_id, @object_type, @type, @parent_id, @created_at,
       @updated_at)
     ON CONFLICT DO NOTHING`,
  );
  const writeVote = originWriter(job.target, SURVEY_VOTES);
  const skippedReactions: number[] = [];
  const skippedVotes: number[] = [];
  let reactions = 0;
  let votes = 0;
  for await (const rows of readInBatches<RawReaction>(job, {
    call: 'copy.reactions',
    table: tables.reactions,
    columns:
      't.id, t.user_id, t.object_id, t.parent_id, t.object_type, t.type, t.created_at, t.updated_at',
    where: `(t.type IN (${inList(REACTION_TYPES)}) AND t.object_type IN (${inList(REACTION_OBJECTS)}))
      OR (t.type = '${SURVEY_VOTE}' AND t.object_type IS NOT NULL AND t.object_id IS NOT NULL)`,
  })) {
    job.target.transaction(() => {
      for (const raw of rows) {
        if (raw.type === SURVEY_VOTE) {
          const written = writeVote({
            sourceId: id(raw.id),
            values: [
              id(raw.object_id),
              id(raw.user_id),
              text(raw.object_type),
              text(raw.created_at),
            ],
          });
          if (written) votes += 1;
          else skippedVotes.push(id(raw.id));
          continue;
        }
        const run = insertReaction.run({
          id: id(raw.id),
          user_id: id(raw.user_id),
          object_id: id(raw.object_id),
          object_type: text(raw.object_type),
          type: text(raw.type),
          parent_id: optionalId(raw.parent_id),
          created_at: text(raw.created_at),
          updated_at: text(raw.updated_at),
        });
        if (run.changes > 0) reactions += 1;
        else skippedReactions.push(id(raw.id));
      }
    })();
  }
  warnSkipped(job, skippedReactions, tables.reactions, 'the same reaction by the same user again');
  warnSkipped(job, skippedVotes, tables.reactions, 'the same survey vote by the same user again');
  return { reactions, votes };
}

/**
 * Copies the site's feed into our schema: fcom_posts (feed posts only), fcom_post_comments,
 * fcom_post_reactions and fcom_survey_votes. Run with the copy's upkeep set aside
 * (upkeep-set-aside.ts): rows only, counters as the site stores them.
 */
export async function copyFeed(job: CopyJob): Promise<CopiedRows> {
  const posts = await copyFeedPosts(job);
  const comments = await copyComments(job);
  const { reactions, votes } = await copyReactionsAndVotes(job);
  return {
    fcom_posts: posts,
    fcom_post_comments: comments,
    fcom_post_reactions: reactions,
    fcom_survey_votes: votes,
  };
}
