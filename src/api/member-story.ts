import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, restRoute } from '../../contract';
import type { ApiClient } from './client';
import type { EndpointParams } from './endpoint-params';
import { isRefusal } from './people';
import {
  memberCommentsResponseSchema,
  memberPostsResponseSchema,
  memberSpacesResponseSchema,
  type MemberSpace,
  type StoryComment,
  type StoryPost,
} from './schemas/member-story';

/**
 * A member's story in their profile panel: their latest posts (`GET /feeds?user_id=`), their
 * latest comments and the spaces they are in (`GET /profile/{username}/…`, behaviour.md "A
 * member's comments", "A member's spaces"). Asked for when a panel opens, kept a minute.
 */

/** Posts and comments shown in the panel: the latest few, with a link to the rest. */
export const MEMBER_STORY_SIZE = 5;

const STORY_STALE_TIME = 60_000;

/**
 * The usernames the profile routes take: the plugin's router matches the segment with
 * `alphaNumDash` (ASCII letters, digits, `-`, `_`; contract/endpoints.ts, `PathParam` `slug`),
 * and any other is no route at all, so such a profile's comments and spaces cannot be asked for.
 */
const PROFILE_USERNAME = /^[A-Za-z0-9_-]+$/;

/** The username as the profile routes take it, or `null` when they cannot be asked about it. */
export function profileRouteUsername(username: string): string | null {
  return PROFILE_USERNAME.test(username) ? username : null;
}

/**
 * What a profile route answered: the items, or that the site does not show them to this
 * account (its privacy settings: 403 here, 422 `permission_failed` on real sites; 404 where a
 * site lacks the route or the profile). A refusal is an answer the panel states, not an error
 * to retry; a 401 still fails, and ends the session as anywhere else (app/query-client.ts).
 */
export type StoryAnswer<T> =
  { readonly status: 'listed'; readonly items: readonly T[] } | { readonly status: 'refused' };

async function listedOrRefused<T>(request: () => Promise<readonly T[]>): Promise<StoryAnswer<T>> {
  try {
    return { status: 'listed', items: await request() };
  } catch (error) {
    if (isRefusal(error)) return { status: 'refused' };
    throw error;
  }
}

/** The member story's query keys, from general to specific. */
export const memberStoryKeys = {
  all: ['member-story'] as const,
  posts: (userId: number) => [...memberStoryKeys.all, 'posts', userId] as const,
  comments: (username: string) => [...memberStoryKeys.all, 'comments', username] as const,
  spaces: (username: string) => [...memberStoryKeys.all, 'spaces', username] as const,
};

/** The member's latest posts, newest first, as the feed filtered by them shows them. */
export function memberPostsQuery(client: ApiClient, userId: number) {
  return queryOptions({
    queryKey: memberStoryKeys.posts(userId),
    queryFn: async ({ signal }): Promise<readonly StoryPost[]> => {
      const params: EndpointParams<typeof ENDPOINTS.feeds> = {
        user_id: userId,
        per_page: MEMBER_STORY_SIZE,
      };
      const response = await client.get(restRoute(ENDPOINTS.feeds), {
        schema: memberPostsResponseSchema,
        params,
        signal,
      });
      return response.feeds.data;
    },
    staleTime: STORY_STALE_TIME,
  });
}

/** The member's latest published comments, each with its post (`null` when it is gone). */
export function memberCommentsQuery(client: ApiClient, username: string) {
  return queryOptions({
    queryKey: memberStoryKeys.comments(username),
    queryFn: ({ signal }) =>
      listedOrRefused<StoryComment>(async () => {
        const params: EndpointParams<typeof ENDPOINTS.profileComments> = {
          per_page: MEMBER_STORY_SIZE,
        };
        const response = await client.get(restRoute(ENDPOINTS.profileComments, { username }), {
          schema: memberCommentsResponseSchema,
          params,
          signal,
        });
        return response.comments.data;
      }),
    staleTime: STORY_STALE_TIME,
  });
}

/** The community spaces the member has joined, as far as the site shows them to this account. */
export function memberSpacesQuery(client: ApiClient, username: string) {
  return queryOptions({
    queryKey: memberStoryKeys.spaces(username),
    queryFn: ({ signal }) =>
      listedOrRefused<MemberSpace>(async () => {
        const response = await client.get(restRoute(ENDPOINTS.profileSpaces, { username }), {
          schema: memberSpacesResponseSchema,
          signal,
        });
        return response.spaces;
      }),
    staleTime: STORY_STALE_TIME,
  });
}
