import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiClientProvider';
import { coursesQuery, spacesQuery } from '../../api/directory';
import { siteOfRoot } from '../../api/site';
import { listKnownCourses, listKnownSpaces } from '../../lib/known-places';
import type { PlaceTitles } from '../../routes/page-catalog';

/**
 * Titles of spaces and courses from what is already at hand (the cached lists, else the places
 * this browser remembered), read when a name is suggested: nothing is asked of the site.
 */
export function usePlaceTitles(): PlaceTitles {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const site = siteOfRoot(client.root);
  return {
    space: (slug) =>
      queryClient
        .getQueryData(spacesQuery(client).queryKey)
        ?.find((space) => space.slug === slug)
        ?.title.trim() ||
      listKnownSpaces(site)
        .find((space) => space.slug === slug)
        ?.title.trim() ||
      undefined,
    course: (id) =>
      queryClient
        .getQueryData(coursesQuery(client).queryKey)
        ?.data.find((course) => course.id === id)
        ?.title.trim() ||
      listKnownCourses(site)
        .find((course) => course.id === id)
        ?.title.trim() ||
      undefined,
  };
}
