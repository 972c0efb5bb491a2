import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { membersKeys } from './members-keys';
import type { MembersResponse } from './schemas/member';
import { designClubActive, designClubPending } from '../test/members-samples';
import type { SpaceMembersRequest } from './space-members';
import { changeRole, removeMembership } from './member-cache';

const SLUG = 'design-club';
const firstPage: Omit<SpaceMembersRequest, 'status'> = {
  search: '',
  sortBy: 'created_at',
  sortDir: 'ASC',
  page: 1,
  perPage: 20,
};
const pendingKey = membersKeys.list(SLUG, { ...firstPage, status: 'pending' });
const activeKey = membersKeys.list(SLUG, { ...firstPage, status: 'active' });

function cached() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(pendingKey, designClubPending());
  queryClient.setQueryData(activeKey, designClubActive());
  queryClient.setQueryData(membersKeys.pendingCount(SLUG), 6);
  queryClient.setQueryData(membersKeys.pendingCount('general'), 2);
  const page = (key: typeof pendingKey) => queryClient.getQueryData<MembersResponse>(key)!;
  const everything = () =>
    structuredClone(queryClient.getQueriesData({ queryKey: membersKeys.all }));
  return { queryClient, page, everything };
}

describe('removeMembership', () => {
  it('takes a join request out of the pending page and the count, in step', () => {
    const { queryClient, page } = cached();
    const request = page(pendingKey).members.data[1]!;
    removeMembership(queryClient, SLUG, request);

    const after = page(pendingKey);
    expect(after.members.data.map((row) => row.user_id)).toEqual([42, 44, 45]);
    expect(after.members).toMatchObject({ total: 3, from: 1, to: 3 });
    expect(after.pending_count).toBe(5);
    expect(queryClient.getQueryData(membersKeys.pendingCount(SLUG))).toBe(5);
    // Another space's count is not this one's.
    expect(queryClient.getQueryData(membersKeys.pendingCount('general'))).toBe(2);
  });

  it('takes a member out of the active page without touching the pending count', () => {
    const { queryClient, page } = cached();
    const before = page(activeKey);
    const member = before.members.data[0]!;
    removeMembership(queryClient, SLUG, member);
    expect(page(activeKey).members.total).toBe(before.members.total - 1);
    expect(page(activeKey).members.data).not.toContainEqual(member);
    expect(queryClient.getQueryData(membersKeys.pendingCount(SLUG))).toBe(6);
  });

  it('takes back exactly what it changed', () => {
    const { queryClient, page, everything } = cached();
    const before = everything();
    const takeBack = removeMembership(queryClient, SLUG, page(pendingKey).members.data[2]!);
    expect(everything()).not.toEqual(before);
    takeBack();
    expect(everything()).toEqual(before);
  });

  it("takes back its own change only, not another's made meanwhile", () => {
    const { queryClient, page, everything } = cached();
    const [first, second] = page(pendingKey).members.data;
    const takeBackFirst = removeMembership(queryClient, SLUG, first!);
    const takeBackSecond = removeMembership(queryClient, SLUG, second!);
    takeBackFirst();
    expect(page(pendingKey).members.data.map((row) => row.user_id)).toEqual([42, 44, 45]);
    expect(queryClient.getQueryData(membersKeys.pendingCount(SLUG))).toBe(5);
    const afterFirstBack = everything();
    takeBackSecond();
    expect(everything()).not.toEqual(afterFirstBack);
    expect(page(pendingKey).members.data.map((row) => row.user_id)).toEqual([42, 43, 44, 45]);
  });
});

describe('changeRole', () => {
  it("changes the row's role, and takes it back", () => {
    const { queryClient, page, everything } = cached();
    const before = everything();
    const member = page(activeKey).members.data[0]!;
    const other = member.role === 'admin' ? 'member' : 'admin';
    const takeBack = changeRole(queryClient, SLUG, member, other);
    expect(page(activeKey).members.data[0]!.role).toBe(other);
    expect(page(activeKey).members.data.slice(1)).toEqual(designClubActive().members.data.slice(1));
    takeBack();
    expect(everything()).toEqual(before);
  });
});
