import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, MAX_PER_PAGE, restRoute } from '../../contract';
import type { ApiClient } from './client';
import type { EndpointParams } from './endpoint-params';
import { isRefusal } from './people';
import { coursesResponseSchema, spacesResponseSchema } from './schemas/space';
import {
  spaceGroupsResponseSchema,
  topicsOfSpaceGroups,
  type SiteTopic,
} from './schemas/space-groups';

/**
 * The spaces and courses of a site, for the pickers shared by the feed, members and students
 * pages (behaviour.md, "Two more endpoints every real site has"). Both change rarely.
 */
export const directoryKeys = {
  all: ['directory'] as const,
  spaces: () => [...directoryKeys.all, 'spaces'] as const,
  courses: (search: string) => [...directoryKeys.all, 'courses', { search }] as const,
  topics: () => [...directoryKeys.all, 'topics'] as const,
};

export function spacesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: directoryKeys.spaces(),
    queryFn: async ({ signal }) => {
      const response = await client.get(restRoute(ENDPOINTS.spaces), {
        schema: spacesResponseSchema,
        signal,
      });
      // Courses are spaces of type course on some sites; the space picker lists communities.
      return response.spaces.filter((space) => space.type !== 'course');
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * The first 100 courses matching `search` (the most the reference server sends in one page:
 * behaviour.md, "Limits"); admins and course managers only.
 */
export function coursesQuery(client: ApiClient, search = '') {
  return queryOptions({
    queryKey: directoryKeys.courses(search),
    queryFn: async ({ signal }) => {
      const params: EndpointParams<typeof ENDPOINTS.courses> = { search, per_page: MAX_PER_PAGE };
      const response = await client.get(restRoute(ENDPOINTS.courses), {
        schema: coursesResponseSchema,
        params,
        signal,
      });
      return response.courses;
    },
    staleTime: 5 * 60_000,
  });
}

const NO_TOPICS: readonly SiteTopic[] = [];

/**
 * Every topic of the site, from the portal's space menu (`GET /spaces/space_groups`: the one
 * stock route that lists them all; behaviour.md, "Topics"). Space managers only: anyone else is
 * refused, and a site may lack the route, so a refusal or a 404 reads as no topics, silently
 * (the topic picker still offers those of the loaded posts). A 401 still fails: the session
 * has ended (app/query-client.ts).
 */
export function siteTopicsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: directoryKeys.topics(),
    queryFn: async ({ signal }): Promise<readonly SiteTopic[]> => {
      try {
        const response = await client.get(restRoute(ENDPOINTS.spaceGroups), {
          schema: spaceGroupsResponseSchema,
          signal,
        });
        return topicsOfSpaceGroups(response);
      } catch (error) {
        if (isRefusal(error)) return NO_TOPICS;
        throw error;
      }
    },
    staleTime: 10 * 60_000,
  });
}
