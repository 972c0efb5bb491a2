import type { SpaceMembersRequest } from './space-members';

/**
 * Every query key of a space's memberships, from general to specific (TkDodo, "Effective React
 * Query Keys"): `['members', slug]` covers all of a space, its lists and its pending count.
 * Kept apart from the requests so the sidebar's badge does not pull in the members page's code.
 */
export const membersKeys = {
  all: ['members'] as const,
  space: (slug: string) => [...membersKeys.all, slug] as const,
  lists: (slug: string) => [...membersKeys.space(slug), 'list'] as const,
  list: (slug: string, filters: SpaceMembersRequest) =>
    [...membersKeys.lists(slug), filters] as const,
  pendingCount: (slug: string) => [...membersKeys.space(slug), 'pending-count'] as const,
};
