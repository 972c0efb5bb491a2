import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { coursesQuery } from '../../api/directory';
import { siteOfRoot } from '../../api/site';
import { listKnownCourses } from '../../lib/known-places';
import { courseEntry } from './palette-entries';
import { placeSource, type PaletteSource } from './palette-source';

/**
 * The site's courses, as the courses page lists them (and from the same cache entries): asked
 * of the site, which lists them to administrators and course managers only; where it refuses,
 * the courses opened before. The first page holds up to 100 courses; on a site with more, the
 * site searches them for `search` (the typed text, once typing pauses).
 */
export function useCourseEntries(search: string): PaletteSource {
  const client = useApiClient();
  const first = useQuery({ ...coursesQuery(client), retryOnMount: false });
  const partial = first.data !== undefined && first.data.data.length < first.data.total;
  const searching = partial && search !== '';
  const searched = useQuery({
    ...coursesQuery(client, search),
    enabled: searching,
    retryOnMount: false,
    placeholderData: keepPreviousData,
  });
  const page = (searching ? searched.data : undefined) ?? first.data;
  const source = placeSource(
    { items: page?.data, isPending: first.isPending, error: first.error },
    courseEntry,
    () => listKnownCourses(siteOfRoot(client.root)),
    'courses',
  );
  return searching && searched.isFetching ? { ...source, loading: true } : source;
}
