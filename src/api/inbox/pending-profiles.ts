import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ENDPOINTS, MEMBER_SORT_DEFAULTS, restRoute } from '../../../contract';
import type { ApiClient } from '../client';
import type { EndpointParams } from '../endpoint-params';
import { livePolling, refetchOnFocusUnlessRefused } from '../live-polling';
import { isRefusal } from '../people';
import { paginatedPage } from '../schemas/page';
import { profileSchema, type Profile } from '../schemas/profile';
import { inboxKeys } from './inbox-keys';

/** Oldest first: the members' order by join date unless a link says otherwise. */
const OLDEST_FIRST = MEMBER_SORT_DEFAULTS.created_at;

/** Profiles waiting for approval read at a time, oldest first. */
export const PENDING_PROFILES_PER_PAGE = 20;

export const pendingProfilesResponseSchema = z.object({ members: paginatedPage(profileSchema) });
export type PendingProfilesPage = z.infer<typeof pendingProfilesResponseSchema>['members'];

/**
 * What the directory answered: a page of profiles, or that it will not list them to this
 * account (403 here, 422 `permission_failed` on real sites: behaviour.md, "Member directory"),
 * which is an answer (the inbox then has no such section), not an error to retry.
 */
export type PendingProfilesAnswer =
  | { readonly status: 'listed'; readonly page: PendingProfilesPage }
  | { readonly status: 'refused' };

/**
 * Profiles waiting for the site's approval, oldest first: `GET /members?status=pending`
 * (behaviour.md, "Member directory": moderators and administrators only; anyone else gets the
 * active profiles, read below as a refusal). On the live rhythm: one request.
 */
export function pendingProfilesQuery(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.pendingProfiles(),
    queryFn: async ({ pageParam, signal }): Promise<PendingProfilesAnswer> => {
      try {
        const response = await client.get(restRoute(ENDPOINTS.memberDirectory), {
          schema: pendingProfilesResponseSchema,
          params: {
            status: 'pending',
            sort_by: 'created_at',
            sort_dir: OLDEST_FIRST,
            page: pageParam,
            per_page: PENDING_PROFILES_PER_PAGE,
          } satisfies EndpointParams<typeof ENDPOINTS.memberDirectory>,
          signal,
        });
        return { status: 'listed', page: response.members };
      } catch (error) {
        if (isRefusal(error)) return { status: 'refused' };
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last: PendingProfilesAnswer, _pages, lastPageParam: number) =>
      last.status === 'listed' && last.page.has_more ? lastPageParam + 1 : undefined,
    ...livePolling,
    refetchOnWindowFocus: refetchOnFocusUnlessRefused(true),
    staleTime: 15_000,
  });
}

export interface PendingProfiles {
  /** The account may not list them: no section at all. */
  refused: boolean;
  /** Oldest first, each once. */
  profiles: Profile[];
  /** All of them, read or not (the first page's `total`). */
  total: number;
}

/** The pending profiles among the pages read. */
export function readPendingProfiles(answers: readonly PendingProfilesAnswer[]): PendingProfiles {
  const first = answers[0];
  if (!first) return { refused: false, profiles: [], total: 0 };
  if (first.status === 'refused') return { refused: true, profiles: [], total: 0 };
  // Someone who may not ask gets the active profiles instead of the pending ones.
  if (first.page.data.some((profile) => profile.status !== 'pending')) {
    return { refused: true, profiles: [], total: 0 };
  }
  const seen = new Set<number>();
  const profiles: Profile[] = [];
  for (const answer of answers) {
    if (answer.status !== 'listed') break;
    for (const profile of answer.page.data) {
      if (profile.status !== 'pending' || seen.has(profile.user_id)) continue;
      seen.add(profile.user_id);
      profiles.push(profile);
    }
  }
  return { refused: false, profiles, total: first.page.total };
}
