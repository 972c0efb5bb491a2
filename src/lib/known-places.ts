import { readJson, writeJson } from './storage';

/**
 * Spaces and courses this browser has already seen on a site: visited pages and spaces named
 * in feed posts. The pickers offer them when a site refuses `GET /spaces` or
 * `GET /admin/courses` (behaviour.md, "Two more endpoints"). Remembered per site, newest
 * first, without anything secret.
 */
export interface KnownSpace {
  slug: string;
  title: string;
  emoji?: string;
}

export interface KnownCourse {
  id: number;
  title: string;
}

const LIMIT = 30;
const key = (kind: 'spaces' | 'courses', site: string) => `community-desk.known-${kind}:${site}`;

function readList<T>(storageKey: string, isItem: (value: unknown) => value is T): T[] {
  const stored = readJson('local', storageKey);
  return Array.isArray(stored) ? stored.filter(isItem) : [];
}

function isKnownSpace(value: unknown): value is KnownSpace {
  const item = value as KnownSpace | null;
  return typeof item?.slug === 'string' && typeof item.title === 'string';
}

function isKnownCourse(value: unknown): value is KnownCourse {
  const item = value as KnownCourse | null;
  return typeof item?.id === 'number' && typeof item.title === 'string';
}

export function listKnownSpaces(site: string): KnownSpace[] {
  return readList(key('spaces', site), isKnownSpace);
}

export function listKnownCourses(site: string): KnownCourse[] {
  return readList(key('courses', site), isKnownCourse);
}

/** Puts spaces first in the list (most recent first), keeping the best title known. */
export function rememberSpaces(site: string, spaces: KnownSpace[]): void {
  if (spaces.length === 0) return;
  const slugs = new Set(spaces.map((space) => space.slug));
  const rest = listKnownSpaces(site).filter((space) => !slugs.has(space.slug));
  writeJson('local', key('spaces', site), [...spaces, ...rest].slice(0, LIMIT));
}

export function rememberCourse(site: string, course: KnownCourse): void {
  const rest = listKnownCourses(site).filter((known) => known.id !== course.id);
  writeJson('local', key('courses', site), [course, ...rest].slice(0, LIMIT));
}
