import type { QueryClient } from '@tanstack/react-query';
import { membersKeys } from './members-keys';
import type { Member, MembersResponse } from './schemas/member';

/**
 * What an action does to the cached members of a space before the site answers (TkDodo,
 * "Concurrent Optimistic Updates in React Query"), and how to take it back. Each change returns
 * its own inverse, which undoes only that change: two actions in flight in the same space do
 * not restore each other's rows. Every list page of the space and its one pending count
 * (pending-count.ts: the badges and the overview's total read it) move together; the inbox's
 * join requests are pages of these lists (api/inbox/join-requests.ts), so they move too.
 */
export type TakeBack = () => void;

/** Stops the space's reads in flight, so none lands on top of an optimistic change. */
export function cancelSpaceReads(queryClient: QueryClient, slug: string): Promise<void> {
  return queryClient.cancelQueries({ queryKey: membersKeys.space(slug) });
}

/** Asks the site again for everything shown of the space. */
export function refreshSpace(queryClient: QueryClient, slug: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: membersKeys.space(slug) });
}

function updateLists(
  queryClient: QueryClient,
  slug: string,
  update: (page: MembersResponse) => MembersResponse,
): void {
  queryClient.setQueriesData<MembersResponse>({ queryKey: membersKeys.lists(slug) }, (page) =>
    page ? update(page) : page,
  );
}

function shiftPendingCount(queryClient: QueryClient, slug: string, by: number): void {
  const shift = (count: number) => Math.max(0, count + by);
  queryClient.setQueryData<number>(membersKeys.pendingCount(slug), (count) =>
    count === undefined ? count : shift(count),
  );
  updateLists(queryClient, slug, (page) => ({ ...page, pending_count: shift(page.pending_count) }));
}

/** The page without this user's row, its envelope counting one fewer. */
function withoutRow(page: MembersResponse, userId: number): MembersResponse {
  const rows = page.members.data.filter((row) => row.user_id !== userId);
  if (rows.length === page.members.data.length) return page;
  const { members } = page;
  return {
    ...page,
    members: {
      ...members,
      data: rows,
      total: Math.max(0, members.total - 1),
      to: members.to === null || rows.length === 0 ? null : members.to - 1,
      from: rows.length === 0 ? null : members.from,
    },
  };
}

/**
 * The page with the row back where it was (before the first of the rows that followed it that
 * is still there), as long as it is not there already.
 */
function withRowBack(
  page: MembersResponse,
  row: Member,
  followers: ReadonlySet<number>,
): MembersResponse {
  if (page.members.data.some((shown) => shown.user_id === row.user_id)) return page;
  const { members } = page;
  const data = [...members.data];
  const next = data.findIndex((shown) => followers.has(shown.user_id));
  data.splice(next === -1 ? data.length : next, 0, row);
  const from = members.from ?? (members.current_page - 1) * members.per_page + 1;
  return {
    ...page,
    members: {
      ...members,
      data,
      total: members.total + 1,
      from,
      to: from + data.length - 1,
    },
  };
}

/**
 * Approving or declining a join request, removing a member, or taking back an approval: the
 * membership leaves every list of the space (an approved member joins the active lists when
 * the site is asked again); a join request also leaves the pending count.
 */
export function removeMembership(queryClient: QueryClient, slug: string, member: Member): TakeBack {
  /** By list page: the user ids of the rows that followed it there. */
  const removedFrom = new Map<string, ReadonlySet<number>>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: membersKeys.lists(slug) })) {
    const rows = (query.state.data as MembersResponse | undefined)?.members.data ?? [];
    const index = rows.findIndex((row) => row.user_id === member.user_id);
    if (index >= 0) {
      removedFrom.set(query.queryHash, new Set(rows.slice(index + 1).map((row) => row.user_id)));
    }
  }
  updateLists(queryClient, slug, (page) => withoutRow(page, member.user_id));
  const wasRequest = member.status === 'pending';
  if (wasRequest) shiftPendingCount(queryClient, slug, -1);

  return () => {
    for (const query of queryClient
      .getQueryCache()
      .findAll({ queryKey: membersKeys.lists(slug) })) {
      const followers = removedFrom.get(query.queryHash);
      const page = query.state.data as MembersResponse | undefined;
      if (!followers || !page) continue;
      queryClient.setQueryData<MembersResponse>(
        query.queryKey,
        withRowBack(page, member, followers),
      );
    }
    if (wasRequest) shiftPendingCount(queryClient, slug, +1);
  };
}

/** Another role for an active member, in every row of it shown. */
export function changeRole(
  queryClient: QueryClient,
  slug: string,
  member: Member,
  role: string,
): TakeBack {
  const setRole = (to: string) =>
    updateLists(queryClient, slug, (page) =>
      page.members.data.some((row) => row.user_id === member.user_id)
        ? {
            ...page,
            members: {
              ...page.members,
              data: page.members.data.map((row) =>
                row.user_id === member.user_id ? { ...row, role: to } : row,
              ),
            },
          }
        : page,
    );
  setRole(role);
  return () => setRole(member.role);
}
