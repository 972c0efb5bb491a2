import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useViewer } from '../lib/viewer';
import { useApiClient } from './ApiClientProvider';
import { memberSpacesQuery, profileRouteUsername } from './member-story';
import type { MemberSpace } from './schemas/member-story';

export interface OwnSpaceRoles {
  /** The spaces the account belongs to, each with its role there (`pivot.role`). */
  spaces: readonly MemberSpace[];
  /** The list has not come yet. */
  loading: boolean;
}

const NONE: readonly MemberSpace[] = [];

/**
 * The signed-in account's own memberships, with its role in each (`GET /profile/{username}/
 * spaces`; behaviour.md, "A member's spaces"): one request tells where someone who is not the
 * site's administrator is a space's admin or moderator. Administrators hold every role
 * everywhere and are not asked. A refusal, or a username the profile routes cannot take,
 * means none.
 */
export function useOwnSpaceRoles(): OwnSpaceRoles {
  const client = useApiClient();
  const { isAdministrator, username } = useViewer();
  const routeName = profileRouteUsername(username);
  const asked = !isAdministrator && routeName !== null;
  const own = useQuery({ ...memberSpacesQuery(client, routeName ?? ''), enabled: asked });
  if (!asked) return { spaces: NONE, loading: false };
  return {
    spaces: own.data?.status === 'listed' ? own.data.items : NONE,
    loading: own.isPending,
  };
}

/** The ids of the spaces where the account is an admin or a moderator. */
export function useModeratedSpaceIds(): ReadonlySet<number> {
  const { spaces } = useOwnSpaceRoles();
  return useMemo(
    () =>
      new Set(
        spaces
          .filter((space) => space.pivot?.role === 'admin' || space.pivot?.role === 'moderator')
          .map((space) => space.id),
      ),
    [spaces],
  );
}
