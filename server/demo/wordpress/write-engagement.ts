/**
 * Comments, and everything the plugin keeps in `fcom_post_reactions`: likes and bookmarks
 * (a comment like's `parent_id` is the comment's post), lesson completions (object_type
 * `lesson_completed`, type `completed`, object_id the lesson, parent_id the course) and
 * survey votes (type `survey_vote`, object_type the option slug, object_id the post). Our
 * SQLite keeps the last two in tables of their own: they take the ids after the last reaction.
 */
import type { SqlValue } from './batch-insert';
import { insertRows, siteSerialized, siteText, type WriteContext } from './write-context';
import type { CourseIds } from './write-posts';
import type { CommentRow, ReactionRow } from '../../store/rows';

const COMMENT_COLUMNS = [
  'id',
  'user_id',
  'post_id',
  'parent_id',
  'reactions_count',
  'message',
  'message_rendered',
  'meta',
  'type',
  'content_type',
  'status',
  'is_sticky',
  'created_at',
  'updated_at',
] as const;

export function writeComments(context: WriteContext): Promise<number> {
  const rows = context.sqlite
    .prepare<[], CommentRow>(
      `SELECT ${COMMENT_COLUMNS.join(', ')} FROM fcom_post_comments ORDER BY id`,
    )
    .iterate();
  return insertRows(
    context,
    'fcom_post_comments',
    COMMENT_COLUMNS,
    (function* (): Generator<SqlValue[]> {
      for (const row of rows) {
        yield [
          row.id,
          row.user_id,
          row.post_id,
          row.parent_id,
          row.reactions_count,
          siteText(context, row.message),
          siteText(context, row.message_rendered),
          siteSerialized(context, row.meta),
          row.type,
          row.content_type,
          row.status,
          row.is_sticky,
          row.created_at,
          row.updated_at,
        ];
      }
    })(),
  );
}

const REACTION_COLUMNS = [
  'id',
  'user_id',
  'object_id',
  'parent_id',
  'object_type',
  'type',
  'ip_address',
  'created_at',
  'updated_at',
] as const;

/** A reaction as written, before it has an id of its own. */
type UnnumberedReaction = Omit<ReactionRow, 'id'>;

/** Likes and bookmarks, by id; a comment like points at the comment's post. */
const REACTIONS_SQL = `
  SELECT r.id, r.user_id, r.object_id,
         CASE WHEN r.object_type = 'comment' THEN c.post_id ELSE r.parent_id END AS parent_id,
         r.object_type, r.type, r.created_at, r.updated_at
    FROM fcom_post_reactions r
    LEFT JOIN fcom_post_comments c ON r.object_type = 'comment' AND c.id = r.object_id
   ORDER BY r.id`;

/** In primary-key order (course, user, lesson); the lesson id is mapped to its post. */
const COMPLETIONS_SQL = `
  SELECT user_id, lesson_id AS object_id, course_id AS parent_id,
         'lesson_completed' AS object_type, 'completed' AS type,
         completed_at AS created_at, completed_at AS updated_at
    FROM fcom_lesson_completions ORDER BY course_id, user_id, lesson_id`;

/** In primary-key order (post, user, option). */
const VOTES_SQL = `
  SELECT user_id, post_id AS object_id, NULL AS parent_id, option_slug AS object_type,
         'survey_vote' AS type, created_at, created_at AS updated_at
    FROM fcom_survey_votes ORDER BY post_id, user_id, option_slug`;

function reactionValues(id: number, row: UnnumberedReaction): SqlValue[] {
  return [
    id,
    row.user_id,
    row.object_id,
    row.parent_id,
    row.object_type,
    row.type,
    null,
    row.created_at,
    row.updated_at,
  ];
}

export function writeReactions(context: WriteContext, ids: CourseIds): Promise<number> {
  const { sqlite } = context;
  // Each read runs to its end before the next starts: one SQLite statement at a time.
  function* rows(): Generator<SqlValue[]> {
    let lastId = 0;
    for (const row of sqlite.prepare<[], ReactionRow>(REACTIONS_SQL).iterate()) {
      lastId = row.id;
      yield reactionValues(row.id, row);
    }
    for (const row of sqlite.prepare<[], UnnumberedReaction>(COMPLETIONS_SQL).iterate()) {
      yield reactionValues((lastId += 1), { ...row, object_id: ids.lessonPostId(row.object_id) });
    }
    for (const row of sqlite.prepare<[], UnnumberedReaction>(VOTES_SQL).iterate()) {
      yield reactionValues((lastId += 1), row);
    }
  }
  return insertRows(context, 'fcom_post_reactions', REACTION_COLUMNS, rows());
}
