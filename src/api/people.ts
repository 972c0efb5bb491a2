import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ENDPOINTS, restRoute } from '../../contract';
import type { ApiClient } from './client';
import type { EndpointParams } from './endpoint-params';
import { isApiError } from './errors';
import {
  memberDirectoryResponseSchema,
  spaceMemberProfilesSchema,
  type PersonProfile,
} from './schemas/person';

/** A person as the pickers show them: the site's user id, name, username and avatar. */
export interface Person {
  id: number;
  name: string;
  username: string;
  avatar: string | null;
}

/**
 * What a source of suggestions answered: the people it found, or that it does not list them to
 * this account. A refusal is an answer, not an error: the picker falls back to another source.
 */
export type PeopleAnswer =
  | { readonly status: 'listed'; readonly people: readonly Person[] }
  | { readonly status: 'refused' };

/** As many suggestions as one request asks for: as many as `mention` answers on real sites. */
export const PEOPLE_SEARCH_LIMIT = 10;

/** The people pickers' query keys, from general to specific (see api/members-keys.ts). */
export const peopleKeys = {
  all: ['people'] as const,
  directorySearches: () => [...peopleKeys.all, 'directory'] as const,
  directorySearch: (search: string) => [...peopleKeys.directorySearches(), { search }] as const,
  spaceMemberSearch: (slug: string, search: string) =>
    [...peopleKeys.all, 'space-members', slug, { search }] as const,
};

export function personOf(profile: PersonProfile): Person {
  return {
    id: profile.user_id,
    name: profile.display_name.trim() || profile.username || `User #${profile.user_id}`,
    username: profile.username,
    avatar: profile.avatar || null,
  };
}

/**
 * A site that will not list people to this account: real sites answer 422 `permission_failed`,
 * our server 403, and a site without the route 404. A 401 is not one: it means the session has
 * ended, and the app's query cache signs out on it (app/query-client.ts).
 */
export function isRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    (error.isForbidden || error.isNotFound || error.status === 422)
  );
}

async function answerOrRefusal(request: () => Promise<Person[]>): Promise<PeopleAnswer> {
  try {
    return { status: 'listed', people: await request() };
  } catch (error) {
    if (isRefusal(error)) return { status: 'refused' };
    throw error;
  }
}

/** Whether the member directory already refused this account, for any search. */
function directoryRefused(queryClient: QueryClient): boolean {
  return queryClient
    .getQueriesData<PeopleAnswer>({ queryKey: peopleKeys.directorySearches() })
    .some(([, answer]) => answer?.status === 'refused');
}

/**
 * Members whose name or username contains `search`, from the site's member directory
 * (`GET /members?search=`). Once it has refused, later searches do not ask again: the answer
 * would be the same refusal, one per keystroke pause.
 */
export function memberDirectoryQuery(client: ApiClient, search: string) {
  return queryOptions({
    queryKey: peopleKeys.directorySearch(search),
    queryFn: ({ signal, client: queryClient }): Promise<PeopleAnswer> => {
      if (directoryRefused(queryClient)) return Promise.resolve({ status: 'refused' });
      return answerOrRefusal(async () => {
        const params: EndpointParams<typeof ENDPOINTS.memberDirectory> = {
          search,
          per_page: PEOPLE_SEARCH_LIMIT,
        };
        const response = await client.get(restRoute(ENDPOINTS.memberDirectory), {
          schema: memberDirectoryResponseSchema,
          params,
          signal,
        });
        return response.members.data.map(personOf);
      });
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * Members of one space whose name or username contains `search`
 * (`GET /spaces/{slug}/members?search=`): the suggestions where the directory is refused.
 */
export function spaceMemberSearchQuery(client: ApiClient, slug: string, search: string) {
  return queryOptions({
    queryKey: peopleKeys.spaceMemberSearch(slug, search),
    queryFn: ({ signal }): Promise<PeopleAnswer> =>
      answerOrRefusal(async () => {
        const params: EndpointParams<typeof ENDPOINTS.spaceMembers> = {
          search,
          per_page: PEOPLE_SEARCH_LIMIT,
        };
        const response = await client.get(restRoute(ENDPOINTS.spaceMembers, { spaceSlug: slug }), {
          schema: spaceMemberProfilesSchema,
          params,
          signal,
        });
        return response.members.data.flatMap((member) =>
          member.xprofile ? [personOf(member.xprofile)] : [],
        );
      }),
    staleTime: 5 * 60_000,
  });
}
