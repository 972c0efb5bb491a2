import { coursesQuery } from '../../api/directory';
import type { PagePrefetch } from '../../routes/page-prefetch';
import { studentsListQuery } from './api';
import { coursesUrlCodec } from './courses-url-state';
import { parseCourseId } from '../../routes/paths';
import { studentsUrlCodec } from './url-state';

/** The courses matching the URL's search (CoursesRoute). */
export const prefetchCoursesPage: PagePrefetch = (queryClient, { client, searchParams }) =>
  queryClient.prefetchQuery(
    coursesQuery(client, coursesUrlCodec.parse(searchParams).state.search.trim()),
  );

/** A course's students as the URL asks, and the courses its header is named from. */
export const prefetchStudentsPage: PagePrefetch = (
  queryClient,
  { client, params, searchParams },
) => {
  const courseId = parseCourseId(params.id);
  // A malformed id is the page's to explain; nothing to ask for.
  if (courseId === null) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(
      studentsListQuery(client, courseId, studentsUrlCodec.parse(searchParams).state),
    ),
    queryClient.prefetchQuery(coursesQuery(client)),
  ]);
};
