import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readSample } from '../test/samples';
import { designClubActive, designClubPending } from '../test/members-samples';
import { membersKeys } from './members-keys';
import { showProfileStatus } from './profile-status-cache';
import type { MembersResponse } from './schemas/member';
import { studentsResponseSchema, type StudentsResponse } from './schemas/student';
import { studentsKeys } from './students-keys';

const TABLE = { search: '', sortBy: 'created_at', sortDir: 'desc', page: 1, perPage: 20 } as const;
const activeKey = membersKeys.list('design-club', { ...TABLE, status: 'active' } as never);
const pendingKey = membersKeys.list('design-club', { ...TABLE, status: 'pending' } as never);
const studentsKey = studentsKeys.list(7, TABLE as never);

function cached() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(activeKey, designClubActive());
  queryClient.setQueryData(pendingKey, designClubPending());
  queryClient.setQueryData(membersKeys.pendingCount('design-club'), 6);
  const students = studentsResponseSchema.parse(readSample('students_page1.json'));
  queryClient.setQueryData(studentsKey, students);
  const everything = () =>
    structuredClone([
      ...queryClient.getQueriesData({ queryKey: membersKeys.all }),
      ...queryClient.getQueriesData({ queryKey: studentsKeys.all }),
    ]);
  const memberStatus = (key: typeof activeKey, userId: number) =>
    queryClient
      .getQueryData<MembersResponse>(key)!
      .members.data.find((row) => row.user_id === userId)?.xprofile?.status;
  const studentStatus = (userId: number) =>
    queryClient
      .getQueryData<StudentsResponse>(studentsKey)!
      .students.data.find((row) => row.user_id === userId)?.status;
  return { queryClient, students, everything, memberStatus, studentStatus };
}

describe('showProfileStatus', () => {
  it('shows the status in every cached list of members and students at once', () => {
    const { queryClient, students, memberStatus, studentStatus } = cached();
    const member = designClubActive().members.data[0]!;
    const student = students.students.data[0]!;
    showProfileStatus(queryClient, member.user_id, 'blocked');
    showProfileStatus(queryClient, student.user_id, 'blocked');
    expect(memberStatus(activeKey, member.user_id)).toBe('blocked');
    expect(studentStatus(student.user_id)).toBe('blocked');
    // Others are untouched, and so is the pending count.
    const other = designClubActive().members.data[1]!;
    expect(memberStatus(activeKey, other.user_id)).toBe(other.xprofile!.status);
    expect(queryClient.getQueryData(membersKeys.pendingCount('design-club'))).toBe(6);
  });

  it('takes back exactly what it changed', () => {
    const { queryClient, everything } = cached();
    const before = everything();
    const takeBack = showProfileStatus(
      queryClient,
      designClubActive().members.data[0]!.user_id,
      'blocked',
    );
    expect(everything()).not.toEqual(before);
    takeBack();
    expect(everything()).toEqual(before);
  });

  it('takes back its own change only, not a later one of the same profile', () => {
    const { queryClient, memberStatus } = cached();
    const userId = designClubActive().members.data[0]!.user_id;
    const takeBackBlock = showProfileStatus(queryClient, userId, 'blocked');
    showProfileStatus(queryClient, userId, 'active');
    takeBackBlock();
    expect(memberStatus(activeKey, userId)).toBe('active');
  });

  it('changes nothing for a profile no list shows', () => {
    const { queryClient, everything } = cached();
    const before = everything();
    showProfileStatus(queryClient, 999_999, 'blocked')();
    expect(everything()).toEqual(before);
  });
});
