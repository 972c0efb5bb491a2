/**
 * `fcom_posts` holds, on a real site, both the feed posts (type `text`) and the courses'
 * sections and lessons (types `course_section`, `course_lesson`, which no feed shows); our
 * SQLite keeps the latter in tables of their own. Feed posts keep their ids; sections, then
 * lessons, take the ids after the last post (a lesson's `parent_id` is its section). A
 * survey's options carry `vote_counts` in the post meta, as the plugin keeps them.
 */
import type { Database } from 'better-sqlite3';
import type { SqlValue } from './batch-insert';
import { insertRows, siteText, type WriteContext } from './write-context';
import { phpSerialize, toPhpValue } from './php-values';
import { withSiteUrl } from '../../store/site-url';
import type { PostRow } from '../../store/rows';

const POST_COLUMNS = [
  'id',
  'user_id',
  'parent_id',
  'title',
  'slug',
  'message',
  'message_rendered',
  'type',
  'content_type',
  'space_id',
  'privacy',
  'status',
  'featured_image',
  'meta',
  'is_sticky',
  'comments_count',
  'reactions_count',
  'priority',
  'expired_at',
  'scheduled_at',
  'created_at',
  'updated_at',
] as const;

/** Where the course outline lands in `fcom_posts`. */
export interface CourseIds {
  sectionPostId(sectionId: number): number;
  lessonPostId(lessonId: number): number;
}

export function courseIds(context: WriteContext): CourseIds {
  const { lastPost, lastSection } = context.sqlite
    .prepare<[], { lastPost: number; lastSection: number }>(
      `SELECT (SELECT coalesce(max(id), 0) FROM fcom_posts) AS lastPost,
              (SELECT coalesce(max(id), 0) FROM fcom_course_sections) AS lastSection`,
    )
    .get() ?? { lastPost: 0, lastSection: 0 };
  return {
    sectionPostId: (sectionId) => lastPost + sectionId,
    lessonPostId: (lessonId) => lastPost + lastSection + lessonId,
  };
}

/** Votes per option slug, per survey post, in our SQLite (what the plugin keeps in the meta). */
export function voteCountsByPost(sqlite: Database): Map<number, Map<string, number>> {
  const counts = new Map<number, Map<string, number>>();
  const rows = sqlite
    .prepare<[], { post_id: number; option_slug: string; n: number }>(
      'SELECT post_id, option_slug, count(*) AS n FROM fcom_survey_votes GROUP BY post_id, option_slug',
    )
    .all();
  for (const row of rows) {
    const perPost = counts.get(row.post_id) ?? new Map<string, number>();
    perPost.set(row.option_slug, row.n);
    counts.set(row.post_id, perPost);
  }
  return counts;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The post's meta with each survey option's `vote_counts`, as the plugin keeps it. */
export function withVoteCounts(meta: unknown, votes: ReadonlyMap<string, number>): unknown {
  if (!isRecord(meta) || !isRecord(meta.survey_config)) return meta;
  const options = meta.survey_config.options;
  if (!Array.isArray(options)) return meta;
  return {
    ...meta,
    survey_config: {
      ...meta.survey_config,
      options: options.map((option: unknown) =>
        isRecord(option) && typeof option.slug === 'string'
          ? { ...option, vote_counts: votes.get(option.slug) ?? 0 }
          : option,
      ),
    },
  };
}

export function writeFeedPosts(context: WriteContext): Promise<number> {
  const voteCounts = voteCountsByPost(context.sqlite);
  const absolute = (text: string) => withSiteUrl(text, context.siteUrl);
  const rows = context.sqlite
    .prepare<[], PostRow>(`SELECT ${POST_COLUMNS.join(', ')} FROM fcom_posts ORDER BY id`)
    .iterate();
  return insertRows(
    context,
    'fcom_posts',
    POST_COLUMNS,
    (function* (): Generator<SqlValue[]> {
      for (const row of rows) {
        const votes = voteCounts.get(row.id);
        const parsed = JSON.parse(row.meta) as unknown;
        const meta = votes ? withVoteCounts(parsed, votes) : parsed;
        yield [
          row.id,
          row.user_id,
          row.parent_id,
          row.title,
          row.slug,
          siteText(context, row.message),
          siteText(context, row.message_rendered),
          row.type,
          row.content_type,
          row.space_id,
          row.privacy,
          row.status,
          siteText(context, row.featured_image),
          phpSerialize(toPhpValue(meta, absolute)),
          row.is_sticky,
          row.comments_count,
          row.reactions_count,
          row.priority,
          row.expired_at,
          row.scheduled_at,
          row.created_at,
          row.updated_at,
        ];
      }
    })(),
  );
}

/** WordPress's `sanitize_title` for the plain titles of the demo outline. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What the plugin stores in a new section's meta. */
const SECTION_META = phpSerialize(new Map([['preview_data', null]]));

interface OutlineRow {
  kind: 'section' | 'lesson';
  id: number;
  section_id: number | null;
  title: string;
  status: string;
  serial: number;
  course_id: number;
  course_slug: string;
  course_privacy: string;
  course_owner: number | null;
  course_created_at: string;
}

export function writeCourseOutlines(context: WriteContext, ids: CourseIds): Promise<number> {
  const rows = context.sqlite
    .prepare<[], OutlineRow>(
      `SELECT o.kind, o.id, o.section_id, o.title, o.status, o.serial, s.id AS course_id,
              s.slug AS course_slug, s.privacy AS course_privacy, s.created_by AS course_owner,
              s.created_at AS course_created_at
         FROM (SELECT 'section' AS kind, id, NULL AS section_id, course_id, title,
                      'published' AS status, serial
                 FROM fcom_course_sections
               UNION ALL
               SELECT 'lesson', id, section_id, course_id, title, status, serial
                 FROM fcom_course_lessons) AS o
         JOIN fcom_spaces s ON s.id = o.course_id
        ORDER BY o.kind = 'lesson', o.id`,
    )
    .all();
  return insertRows(
    context,
    'fcom_posts',
    POST_COLUMNS,
    rows.map((row) => {
      const section = row.kind === 'section';
      return [
        section ? ids.sectionPostId(row.id) : ids.lessonPostId(row.id),
        row.course_owner ?? 1,
        section || row.section_id === null ? null : ids.sectionPostId(row.section_id),
        row.title,
        `${row.course_slug}-${slugify(row.title)}`,
        null,
        null,
        section ? 'course_section' : 'course_lesson',
        'text',
        row.course_id,
        row.course_privacy,
        row.status,
        null,
        section ? SECTION_META : null,
        0,
        0,
        0,
        row.serial,
        null,
        null,
        row.course_created_at,
        row.course_created_at,
      ];
    }),
  );
}
