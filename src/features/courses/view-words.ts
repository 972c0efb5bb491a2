import { t } from '@lingui/core/macro';
import { quoted, tableViewWords } from '../../lib/view-words';
import type { PlaceTitles } from '../../routes/page-catalog';
import type { SignedInLocationOf } from '../../routes/signed-in-location';
import { coursesUrlCodec } from './courses-url-state';
import { studentsUrlCodec } from './url-state';

/**
 * The words naming a saved view of the courses list or of a course's students, from what the
 * URL gives as each page reads it (courses-url-state.ts, url-state.ts).
 */

/** `Courses · “figma”`. */
export function coursesViewWords(location: SignedInLocationOf<'courses'>): string[] {
  const text = coursesUrlCodec.given(location.search).search?.text.trim();
  const courses = t`Courses`;
  return text ? [courses, quoted(text)] : [courses];
}

/** `Students of Figma basics · by last activity, ascending`. */
export function studentsViewWords(
  location: SignedInLocationOf<'courseStudents'>,
  titles: PlaceTitles,
): string[] {
  const id = location.courseId;
  const course =
    titles.course(id) ??
    t({
      comment: 'A course without a known title, by its number on the site.',
      message: `course #${id}`,
    });
  const given = studentsUrlCodec.given(location.search);
  return [
    t({
      comment: "A saved view's name. {course}: the course's title.",
      message: `Students of ${course}`,
    }),
    ...tableViewWords(given, t`enrollment date`),
  ];
}
