import type { MembersUrlState } from './url-state';

/**
 * Every query key of the members feature, from general to specific (TkDodo, "Effective React
 * Query Keys"): `['members', slug]` covers all of a space, its lists and its pending count.
 * Kept apart from api.ts so the sidebar badge does not pull in the page's code.
 */
export const membersKeys = {
  all: ['members'] as const,
  space: (slug: string) => [...membersKeys.all, slug] as const,
  lists: (slug: string) => [...membersKeys.space(slug), 'list'] as const,
  list: (slug: string, filters: MembersUrlState) => [...membersKeys.lists(slug), filters] as const,
  pendingCount: (slug: string) => [...membersKeys.space(slug), 'pending-count'] as const,
};
