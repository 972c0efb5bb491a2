import { foldForSearch } from '../sqlite/fold';
import type { MenuRow, SiteRow, SpaceUserRow } from '../rows';
import { mapColumn } from '../wordpress/context';
import { COURSE_PLACEHOLDER_COVER, withSettingDefaults } from '../wordpress/space-defaults';
import { readInBatches, type CopiedRows, type CopyJob } from './copy-job';
import { LESSON_COMPLETIONS, originWriter } from './copy-origins';
import { profileFolds } from './copy-people';
import { insertUnlessTaken } from './copy-rows';

/**
 * Spaces and what hangs on them, for the local copy: `fcom_spaces` (space groups,
 * communities, courses), `fcom_space_user` (memberships, with the copies of each member's
 * profile our roster indexes need), and the courses' content, which the site keeps in
 * `fcom_posts` (types `course_section`, `course_lesson`) and `fcom_post_reactions` (object
 * type `lesson_completed`) and our schema in tables of its own. Each column holds what the
 * WordPress store (spaces.ts, rosters.ts) makes of the site's row.
 */

type SiteSpace = SiteRow<
  MenuRow,
  | 'description'
  | 'type'
  | 'privacy'
  | 'status'
  | 'serial'
  | 'settings'
  | 'created_at'
  | 'updated_at'
>;

/**
 * As spaces.ts `toSpace` reads a space for the spaces and courses lists (the plugin's
 * defaults under the stored settings, the placeholder cover of a course without one). Our
 * NOT NULL columns hold '' where the site has NULL.
 */
export async function copySpaceRows(job: CopyJob): Promise<number> {
  const t = job.source.tables;
  const insert = job.target.prepare<unknown[]>(
    `INSERT INTO fcom_spaces (id, created_by, parent_id, title, slug, logo, cover_photo,
       description, type, privacy, status, serial, settings, created_at, updated_at, search_fold)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let copied = 0;
  for await (const batch of readInBatches<SiteSpace>(job, {
    call: 'localCopy.spaces',
    table: t.spaces,
    columns: `t.id, t.created_by, t.parent_id, t.title, t.slug, t.logo, t.cover_photo,
      t.description, t.type, t.privacy, t.status, t.serial, t.settings, t.created_at,
      t.updated_at`,
  })) {
    job.target.transaction(() => {
      for (const row of batch) {
        const type = row.type ?? '';
        const settings = mapColumn(job.source, row.settings, {
          table: t.spaces,
          column: 'settings',
          id: row.id,
        });
        const values = [
          Number(row.id),
          row.created_by === null ? null : Number(row.created_by),
          row.parent_id === null ? null : Number(row.parent_id),
          row.title,
          row.slug,
          row.logo,
          row.cover_photo || (type === 'course' ? COURSE_PLACEHOLDER_COVER : row.cover_photo),
          row.description ?? '',
          type,
          row.privacy ?? '',
          row.status ?? '',
          Number(row.serial ?? 0),
          withSettingDefaults(type, settings),
          row.created_at ?? '',
          row.updated_at ?? '',
          foldForSearch(`${row.title}\n${row.slug}`),
        ];
        if (insertUnlessTaken(job, insert, values, `${t.spaces} row ${row.id}`)) copied += 1;
      }
    })();
  }
  return copied;
}

/**
 * A membership as a site holds it (user_id is varchar there, most columns may be NULL), with
 * its member's profile and login joined on.
 */
type SiteMembership = Omit<
  SiteRow<SpaceUserRow, 'space_id' | 'status' | 'role' | 'meta' | 'created_at' | 'updated_at'>,
  'user_id'
> & {
  user_id: string;
  profile_status: string | null;
  profile_display_name: string | null;
  profile_username: string | null;
  profile_last_activity: string | null;
  user_login: string | null;
};

/**
 * Memberships as rosters.ts and spaces.ts read them (the site's varchar user id as a number,
 * meta as JSON), each with its member's profile copied on (status, folded name and search
 * text, last activity), as trigger fcom_xprofile_copies keeps them. A membership whose user
 * has no profile never appears in a roster (both stores join the profile): its copies are ''.
 */
export async function copyMemberships(job: CopyJob): Promise<number> {
  const t = job.source.tables;
  const insert = job.target.prepare<unknown[]>(
    `INSERT INTO fcom_space_user (id, space_id, user_id, status, role, meta, created_at,
       updated_at, profile_status, profile_name_fold, profile_search_fold, profile_last_activity)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let copied = 0;
  for await (const batch of readInBatches<SiteMembership>(job, {
    call: 'localCopy.memberships',
    table: t.spaceUser,
    columns: `t.id, t.space_id, t.user_id, t.status, t.role, t.meta, t.created_at,
      t.updated_at, x.status AS profile_status, x.display_name AS profile_display_name,
      x.username AS profile_username, x.last_activity AS profile_last_activity, u.user_login`,
    joins: `LEFT JOIN ${t.xprofile} x ON x.user_id = t.user_id
            LEFT JOIN ${t.users} u ON u.ID = x.user_id`,
  })) {
    job.target.transaction(() => {
      for (const row of batch) {
        const userId = Number(row.user_id);
        if (!Number.isSafeInteger(userId)) {
          job.source.warn(
            `Local copy: ${t.spaceUser} row ${row.id} has no numeric user_id. Left out of the copy.`,
          );
          continue;
        }
        const hasProfile = row.profile_status !== null;
        const folds = hasProfile
          ? profileFolds(row.profile_display_name ?? '', row.user_login, row.profile_username ?? '')
          : { nameFold: '', searchFold: '' };
        const values = [
          Number(row.id),
          Number(row.space_id),
          userId,
          row.status ?? '',
          row.role ?? '',
          mapColumn(job.source, row.meta, { table: t.spaceUser, column: 'meta', id: row.id }),
          row.created_at ?? '',
          row.updated_at ?? '',
          row.profile_status ?? '',
          folds.nameFold,
          folds.searchFold,
          row.profile_last_activity,
        ];
        if (insertUnlessTaken(job, insert, values, `${t.spaceUser} row ${row.id}`)) copied += 1;
      }
    })();
  }
  return copied;
}

interface SiteCourseContent {
  id: number;
  type: 'course_section' | 'course_lesson';
  space_id: number;
  parent_id: number | null;
  title: string | null;
  status: string | null;
  priority: number | null;
}

/**
 * Sections and lessons, from the rows of fcom_posts the exporter (demo/wordpress/write-posts.ts)
 * and the plugin write: the post id stays the id, the space is the course, `priority` the
 * order, a lesson's `parent_id` its section. Rows outside any course are never counted by
 * the WordPress store (spaces.ts `courseCounts`, rosters.ts `progress`) and are left out.
 */
export async function copyCourseContent(
  job: CopyJob,
): Promise<{ sections: number; lessons: number }> {
  const t = job.source.tables;
  const insertSection = job.target.prepare<unknown[]>(
    'INSERT INTO fcom_course_sections (id, course_id, title, serial) VALUES (?, ?, ?, ?)',
  );
  const insertLesson = job.target.prepare<unknown[]>(
    `INSERT INTO fcom_course_lessons (id, course_id, section_id, title, status, serial)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  let sections = 0;
  let lessons = 0;
  for await (const batch of readInBatches<SiteCourseContent>(job, {
    call: 'localCopy.courseContent',
    table: t.posts,
    columns: 't.id, t.type, t.space_id, t.parent_id, t.title, t.status, t.priority',
    where: "t.type IN ('course_section', 'course_lesson') AND t.space_id IS NOT NULL",
  })) {
    job.target.transaction(() => {
      for (const row of batch) {
        const id = Number(row.id);
        const courseId = Number(row.space_id);
        const title = row.title ?? '';
        const serial = Number(row.priority ?? 0);
        if (row.type === 'course_section') {
          insertSection.run(id, courseId, title, serial);
          sections += 1;
        } else {
          const sectionId = row.parent_id === null ? 0 : Number(row.parent_id);
          insertLesson.run(id, courseId, sectionId, title, row.status ?? '', serial);
          lessons += 1;
        }
      }
    })();
  }
  return { sections, lessons };
}

interface SiteCompletion {
  id: number;
  user_id: number;
  lesson_id: number;
  course_id: number;
  created_at: string | null;
}

/**
 * Lesson completions (reactions of object type `lesson_completed`, type `completed`), each
 * under the course its lesson belongs to: rosters.ts `progress` counts a completion by the
 * lesson's space, whatever the reaction's own `parent_id` says. A lesson completed twice
 * counts once there (count DISTINCT) and is one row here.
 */
export async function copyLessonCompletions(job: CopyJob): Promise<number> {
  const t = job.source.tables;
  const write = originWriter(job.target, LESSON_COMPLETIONS);
  let copied = 0;
  for await (const batch of readInBatches<SiteCompletion>(job, {
    call: 'localCopy.lessonCompletions',
    table: t.reactions,
    columns: 't.id, t.user_id, t.object_id AS lesson_id, l.space_id AS course_id, t.created_at',
    joins: `JOIN ${t.posts} l ON l.id = t.object_id AND l.type = 'course_lesson'`,
    where: `t.object_type = 'lesson_completed' AND t.type = 'completed'
      AND t.user_id IS NOT NULL AND l.space_id IS NOT NULL`,
  })) {
    job.target.transaction(() => {
      for (const row of batch) {
        const written = write({
          sourceId: Number(row.id),
          values: [
            Number(row.course_id),
            Number(row.user_id),
            Number(row.lesson_id),
            row.created_at ?? '',
          ],
        });
        if (written) copied += 1;
      }
    })();
  }
  return copied;
}

/**
 * Copies the site's spaces, memberships, course sections, lessons and lesson completions
 * into `job.target`; returns the rows written to each of our tables.
 */
export async function copySpaces(job: CopyJob): Promise<CopiedRows> {
  const spaces = await copySpaceRows(job);
  const memberships = await copyMemberships(job);
  const { sections, lessons } = await copyCourseContent(job);
  const completions = await copyLessonCompletions(job);
  return {
    fcom_spaces: spaces,
    fcom_space_user: memberships,
    fcom_course_sections: sections,
    fcom_course_lessons: lessons,
    fcom_lesson_completions: completions,
  };
}
