import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { coursesResponseSchema, spacesResponseSchema } from './schemas/space';

/**
 * The spaces and courses of a site, for the pickers shared by the feed, members and students
 * pages (behaviour.md, "Two more endpoints every real site has"). Both change rarely.
 */
export const directoryKeys = {
  all: ['directory'] as const,
  spaces: () => [...directoryKeys.all, 'spaces'] as const,
  courses: (search: string) => [...directoryKeys.all, 'courses', { search }] as const,
};

export function spacesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: directoryKeys.spaces(),
    queryFn: async ({ signal }) => {
      const response = await client.get('fluent-community/v2/spaces', {
        schema: spacesResponseSchema,
        signal,
      });
      // Courses are spaces of type course on some sites; the space picker lists communities.
      return response.spaces.filter((space) => space.type !== 'course');
    },
    staleTime: 5 * 60_000,
  });
}

/** The first 100 courses matching `search` (admins and course managers only). */
export function coursesQuery(client: ApiClient, search = '') {
  return queryOptions({
    queryKey: directoryKeys.courses(search),
    queryFn: async ({ signal }) => {
      const response = await client.get('fluent-community/v2/admin/courses', {
        schema: coursesResponseSchema,
        params: { search, per_page: 100 },
        signal,
      });
      return response.courses;
    },
    staleTime: 5 * 60_000,
  });
}
