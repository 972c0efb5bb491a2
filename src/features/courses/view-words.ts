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
  return text ? ['Courses', quoted(text)] : ['Courses'];
}

/** `Students of Figma basics · by last activity, ascending`. */
export function studentsViewWords(
  location: SignedInLocationOf<'courseStudents'>,
  titles: PlaceTitles,
): string[] {
  const course = titles.course(location.courseId) ?? `course #${location.courseId}`;
  const given = studentsUrlCodec.given(location.search);
  return [`Students of ${course}`, ...tableViewWords(given, 'enrollment date')];
}
