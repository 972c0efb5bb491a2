import type { SignedInLocation } from '../../app/paths';
import { MAX_VIEW_NAME_LENGTH } from './schema';
import { shorten } from './view-name';

/** The names of spaces and courses the dashboard already knows, for a readable view name. */
export interface PlaceTitles {
  space: (slug: string) => string | undefined;
  course: (id: number) => string | undefined;
}

/**
 * Readable words for the values of the pages' URL parameters (the API's own names and values:
 * contract/). A value without words here is shown as it is: a name is only a suggestion.
 */
const FEED_ORDERS: Record<string, string> = {
  new_activity: 'new activity first',
  latest: 'latest first',
  oldest: 'oldest first',
  popular: 'popular first',
  likes: 'most liked first',
  alphabetical: 'A–Z',
  unanswered: 'unanswered',
};
const POST_STATUSES: Record<string, string> = {
  published: 'published',
  pending: 'in review',
  unlisted: 'unlisted',
  scheduled: 'scheduled',
};
const SORT_COLUMNS: Record<string, string> = {
  display_name: 'name',
  last_activity: 'last activity',
};

const quoted = (text: string) => `“${text.trim()}”`;

function sortWords(search: URLSearchParams, dateName: string): string | null {
  const by = search.get('sort_by');
  const dir = search.get('sort_dir')?.toUpperCase();
  if (!by && !dir) return null;
  const column = by ? (SORT_COLUMNS[by] ?? (by === 'created_at' ? dateName : by)) : dateName;
  const direction = dir === 'ASC' ? ', ascending' : dir === 'DESC' ? ', descending' : '';
  return `by ${column}${direction}`;
}

function feedWords(search: URLSearchParams, titles: PlaceTitles): string[] {
  const space = search.get('space');
  const words = [space ? `Feed in ${titles.space(space) ?? space}` : 'Feed'];
  const topic = search.get('topic_slug');
  if (topic) words.push(`topic ${quoted(topic)}`);
  const author = search.get('user_id');
  if (author) words.push(`by user #${author}`);
  const text = search.get('search')?.trim();
  if (text) words.push(quoted(text));
  const status = search.get('status');
  if (status) words.push(POST_STATUSES[status] ?? status);
  const order = search.get('order_by_type');
  if (order) words.push(FEED_ORDERS[order] ?? order);
  if (search.get('disable_sticky') === 'yes') words.push('pinned post in place');
  return words;
}

function tableWords(search: URLSearchParams, dateName: string): string[] {
  const words: string[] = [];
  const text = search.get('search')?.trim();
  if (text) words.push(quoted(text));
  const sort = sortWords(search, dateName);
  if (sort) words.push(sort);
  const perPage = search.get('per_page');
  if (perPage) words.push(`${perPage} per page`);
  return words;
}

function placeWords(location: SignedInLocation, titles: PlaceTitles): string[] {
  const { search } = location;
  switch (location.page) {
    case 'feed':
      return feedWords(search, titles);
    case 'spaceMembers': {
      const space = titles.space(location.slug) ?? location.slug;
      const list = search.get('status') === 'pending' ? 'Join requests' : 'Members';
      return [`${list} of ${space}`, ...tableWords(search, 'join date')];
    }
    case 'courseStudents': {
      const course = titles.course(location.courseId) ?? `course #${location.courseId}`;
      return [`Students of ${course}`, ...tableWords(search, 'enrollment date')];
    }
    case 'courses': {
      const text = search.get('search')?.trim();
      return text ? ['Courses', quoted(text)] : ['Courses'];
    }
    case 'spaces':
      return ['Spaces'];
  }
}

/** A name for a view of this page that says what it shows: "Members of General · “ana” · by name". */
export function describeView(location: SignedInLocation, titles: PlaceTitles): string {
  const text = placeWords(location, titles)
    .map((words) => words.replace(/\s+/g, ' '))
    .join(' · ');
  return shorten(text, MAX_VIEW_NAME_LENGTH);
}
