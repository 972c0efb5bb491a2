import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../lib/viewer';
import { useApiClient } from '../ApiClientProvider';
import { spacesQuery } from '../directory';
import { useOwnSpaceRoles } from '../own-space-roles';

/** A space whose join requests this account may answer. */
export interface ManagedSpace {
  slug: string;
  title: string;
}

export interface ManagedSpaces {
  spaces: readonly ManagedSpace[];
  /** The list of spaces has not come yet. */
  loading: boolean;
}

const NONE: readonly ManagedSpace[] = [];

/**
 * The spaces whose join requests this account may answer: the site's administrators every
 * space, anyone else the spaces they are an admin of (behaviour.md, "Writes: a space's members":
 * `can_add_member`; "Space members": the pending list is theirs only). An administrator's come
 * from `GET /spaces`; anyone else's from their own memberships (`GET /profile/{username}/spaces`,
 * whose `pivot.role` says where they are an admin: behaviour.md, "A member's spaces"), one
 * request instead of asking every space they can see. A refusal there means none.
 */
export function useManagedSpaces(): ManagedSpaces {
  const client = useApiClient();
  const { isAdministrator } = useViewer();
  const all = useQuery({ ...spacesQuery(client), enabled: isAdministrator });
  const own = useOwnSpaceRoles();
  if (isAdministrator) {
    return {
      spaces: all.data?.map(({ slug, title }) => ({ slug, title })) ?? NONE,
      loading: all.isPending,
    };
  }
  return {
    spaces: own.spaces
      .filter((space) => space.pivot?.role === 'admin')
      .map(({ slug, title }) => ({ slug, title })),
    loading: own.loading,
  };
}
