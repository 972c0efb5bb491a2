import { plural, t } from '@lingui/core/macro';
import type { Person } from '../../api/people';
import type { Course, Space } from '../../api/schemas/space';
import type { KnownCourse, KnownSpace } from '../../lib/known-places';
import { viewPageOfPath } from '../../lib/saved-views/view-location';
import type { NavPage, ViewPages } from '../../routes/page-catalog';
import { paths } from '../../routes/paths';
import type { PaletteEntry } from './palette-groups';

/**
 * What each kind of place becomes in the palette: a name to match, a line saying what opening
 * it shows, and its URL (built by `paths`, like every link of the app).
 */

/** The sidebar's pages; each is also found by its address (`spaces`, `courses`). */
export function pageEntries(items: readonly NavPage[]): PaletteEntry[] {
  return items.map((item) => ({
    key: `page:${item.to}`,
    name: item.label,
    // Found by its address too (`spaces`); the overview, at `/`, as `home`.
    keywords: [item.to === paths.home() ? 'home' : item.to.replace(/^\//, '')],
    detail: t({ comment: 'What a place of the command palette is: a page', message: 'Page' }),
    icon: item.icon,
    to: item.to,
  }));
}

export function spaceEntry(space: Space | KnownSpace): PaletteEntry {
  const emoji = 'settings' in space ? space.settings.emoji : space.emoji;
  return {
    key: `space:${space.slug}`,
    name: space.title,
    keywords: [space.slug],
    detail: t`Space members and join requests`,
    icon: 'people',
    emoji: emoji || undefined,
    to: paths.spaceMembers(space.slug),
  };
}

export function courseEntry(course: Course | KnownCourse): PaletteEntry {
  const students = 'students_count' in course ? course.students_count : null;
  return {
    key: `course:${course.id}`,
    name: course.title,
    keywords: 'slug' in course ? [course.slug] : [],
    detail:
      students === null
        ? t`Course students`
        : plural(students, {
            one: 'Course students · # student',
            other: 'Course students · # students',
          }),
    icon: 'mortarboard',
    to: paths.courseStudents(course.id),
  };
}

/** A saved view: its name, and which page it opens (`pages`: what each page is called). */
export function viewEntry(
  view: { id: string; name: string; path: string },
  pages: ViewPages,
  beforeOpen?: () => void,
): PaletteEntry {
  const pageName = viewPageOfPath(view.path, pages).label;
  return {
    key: `view:${view.id}`,
    name: view.name,
    detail: t({
      comment: '{pageName} is the page the saved view opens',
      message: `Saved view · ${pageName}`,
    }),
    icon: 'bookmark',
    to: view.path,
    beforeOpen,
  };
}

/** A member opens the feed filtered by them: the dashboard has no page of its own for one. */
export function memberEntry(person: Person, foundFor?: string): PaletteEntry {
  const username = person.username;
  return {
    key: `member:${person.id}`,
    name: person.name,
    keywords: [person.username],
    detail: username ? t`@${username} · their posts` : t`Their posts`,
    avatar: { src: person.avatar, name: person.name },
    to: paths.feed(new URLSearchParams({ user_id: String(person.id) })),
    foundFor,
  };
}
