import { useMemo } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import type { Member } from '../../../api/schemas/member';
import { insightsKeys } from '../../../insights/insights-keys';
import { useInsightsCache } from '../../../lib/walks/walk-scope';
import { retryTransientPage } from '../../../lib/walks/page-retry';
import { spaceMembershipsFetcher } from './memberships-fetcher';
import { walkSpaceMemberships, type SpaceMembershipsRead } from './space-memberships-walk';
import {
  walkDataBase,
  useWalk,
  type InsightsWalk,
  type WalkDataBase,
} from '../../../lib/walks/use-walk';

/** Every membership of a space: the active members, then the join requests. */
export interface SpaceMembersData extends WalkDataBase {
  /** `members` then `pending`: each row's `status` tells which. */
  rows: Member[];
  /** Active members, oldest first (join date). */
  members: Member[];
  /** Join requests the account may see (empty when it may see none). */
  pending: Member[];
  /** The space's pending memberships as its pages report them (0: none, or not visible). */
  pendingCount: number;
  /** The site refused the pending list: `pending` is not known. */
  pendingRefused: boolean;
  /** Members plus requests as the site counts them; null before the first page. */
  total: number | null;
}

/**
 * Every membership of a space, for numbers that need them all (the join history): ⌈members /
 * 100⌉ requests, plus ⌈requests / 100⌉ when the account manages the space and it has requests
 * (space-memberships-walk.ts), up to 4 at a time.
 */
export function useSpaceMembersWalk(
  slug: string,
  { enabled = true }: { enabled?: boolean } = {},
): InsightsWalk<SpaceMembersData> {
  const client = useApiClient();
  const { scope } = useInsightsCache();
  const { snapshot, ...walk } = useWalk<SpaceMembershipsRead>(
    insightsKeys.spaceMemberships(scope, slug),
    async ({ signal, onProgress, resumeFrom }) => {
      const walked = await walkSpaceMemberships(
        {
          active: spaceMembershipsFetcher(client, slug, 'active'),
          pending: spaceMembershipsFetcher(client, slug, 'pending'),
        },
        { signal, onProgress, startFrom: resumeFrom, retry: retryTransientPage },
      );
      const { active, pending, pendingCount, pendingRefused, ...ending } = walked;
      return { state: { active, pending, pendingCount, pendingRefused }, ...ending };
    },
    { enabled },
  );
  const data = useMemo(() => {
    if (!snapshot) return undefined;
    const { active, pending, pendingCount, pendingRefused } = snapshot.state;
    const members = active?.rows ?? [];
    const requests = pending?.rows ?? [];
    const total =
      active?.total === null || active?.total === undefined
        ? null
        : active.total + (pending?.total ?? (pendingRefused ? 0 : pendingCount));
    return {
      ...walkDataBase(snapshot),
      rows: [...members, ...requests],
      members,
      pending: requests,
      pendingCount,
      pendingRefused,
      total,
    };
  }, [snapshot]);
  return { ...walk, data };
}
