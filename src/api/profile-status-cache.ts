import type { QueryClient } from '@tanstack/react-query';
import type { ProfileStatus } from '../../contract';
import { memberStoryKeys } from './member-story';
import { membersKeys } from './members-keys';
import type { MembersResponse } from './schemas/member';
import type { StudentsResponse } from './schemas/student';
import { studentsKeys } from './students-keys';

/**
 * A profile's status as every cached list shows it (behaviour.md, "A profile's status"): the
 * space members lists (each row's `xprofile.status`) and the course students lists (each row's
 * `status`). Changed at once when an admin blocks, unblocks or approves, before the site
 * answers, and taken back if it refuses. The inverse puts back, in each list, the status that
 * list showed, and only for this profile: another change made meanwhile stays.
 */
export type TakeBack = () => void;

/** The query keys whose answers show profiles' statuses. */
const LISTS_SHOWING_STATUS = [membersKeys.all, studentsKeys.all] as const;

function membersWithStatus(
  page: MembersResponse,
  userId: number,
  status: (now: string) => string,
): MembersResponse {
  if (!page.members.data.some((row) => row.user_id === userId && row.xprofile)) return page;
  return {
    ...page,
    members: {
      ...page.members,
      data: page.members.data.map((row) =>
        row.user_id === userId && row.xprofile
          ? { ...row, xprofile: { ...row.xprofile, status: status(row.xprofile.status) } }
          : row,
      ),
    },
  };
}

function studentsWithStatus(
  page: StudentsResponse,
  userId: number,
  status: (now: string) => string,
): StudentsResponse {
  if (!page.students.data.some((row) => row.user_id === userId)) return page;
  return {
    ...page,
    students: {
      ...page.students,
      data: page.students.data.map((row) =>
        row.user_id === userId ? { ...row, status: status(row.status) } : row,
      ),
    },
  };
}

/** The answer with this profile's status changed, whichever list it is; others unchanged. */
function withStatus(data: unknown, userId: number, status: (now: string) => string): unknown {
  if (isMembersPage(data)) return membersWithStatus(data, userId, status);
  if (isStudentsPage(data)) return studentsWithStatus(data, userId, status);
  return data;
}

// The two list shapes, told apart by their envelope: the pending count and other entries
// under `['members', slug]` are numbers and booleans.
function isMembersPage(data: unknown): data is MembersResponse {
  return typeof data === 'object' && data !== null && 'members' in data;
}

function isStudentsPage(data: unknown): data is StudentsResponse {
  return typeof data === 'object' && data !== null && 'students' in data;
}

/** Shows the profile with `status` in every cached list; returns how to take it back. */
export function showProfileStatus(
  queryClient: QueryClient,
  userId: number,
  status: ProfileStatus,
): TakeBack {
  /** By list (query hash): the status it showed. */
  const before = new Map<string, string>();
  const cache = queryClient.getQueryCache();
  for (const key of LISTS_SHOWING_STATUS) {
    for (const query of cache.findAll({ queryKey: key })) {
      const data = query.state.data;
      if (data === undefined) continue;
      const changed = withStatus(data, userId, (now) => {
        before.set(query.queryHash, now);
        return status;
      });
      if (changed !== data) queryClient.setQueryData(query.queryKey, changed);
    }
  }
  return () => {
    for (const key of LISTS_SHOWING_STATUS) {
      for (const query of cache.findAll({ queryKey: key })) {
        const was = before.get(query.queryHash);
        const data = query.state.data;
        if (was === undefined || data === undefined) continue;
        // Back only where this change still shows: a later change of the same profile stays.
        const changed = withStatus(data, userId, (now) => (now === status ? was : now));
        if (changed !== data) queryClient.setQueryData(query.queryKey, changed);
      }
    }
  };
}

/** Stops the reads in flight that show profiles, so none lands on top of a change. */
export async function cancelProfileReads(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    LISTS_SHOWING_STATUS.map((queryKey) => queryClient.cancelQueries({ queryKey })),
  );
}

/**
 * Asks the site again for what a profile's status changes: the lists (a blocked or pending
 * profile leaves a space's members lists: behaviour.md, "Space members"), and member stories
 * (a blocked member's posts leave the feeds).
 */
export async function refreshProfileReads(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [...LISTS_SHOWING_STATUS, memberStoryKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
