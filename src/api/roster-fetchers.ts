import { ENDPOINTS, MAX_PER_PAGE, restRoute } from '../../contract';
import type { ApiClient } from './client';
import type { EndpointParams } from './endpoint-params';
import { membersResponseSchema, type Member } from './schemas/member';
import { studentsResponseSchema, type Student } from './schemas/student';
import type { FetchWalkPage, WalkPage } from '../lib/walks/walk-pages';

/**
 * The member and student pages the insights walk: 100 rows a page (the most our server sends;
 * behaviour.md, "Limits"), oldest first by join or enrollment date, so that people who join
 * during the walk land on its last page instead of shifting every page under it.
 */

/** Which of a space's memberships: the active members (the default list) or join requests. */
export type MembershipList = 'active' | 'pending';

/** A page of memberships, with the space's pending count it came with. */
export interface MembershipsPage extends WalkPage<Member> {
  /** Every pending membership of the space; 0 for callers who cannot manage it. */
  pendingCount: number;
}

/**
 * A `status=pending` answer holding anything but pending memberships: the site gave the
 * default list instead, as it does to callers who cannot manage the space (behaviour.md,
 * "Space members").
 */
export class PendingListRefusedError extends Error {
  override readonly name = 'PendingListRefusedError';
  constructor(slug: string) {
    super(`This account may not see the join requests of ${slug}.`);
  }
}

/** Fetches one page of a space's active members or join requests, for walkPages. */
export function spaceMembershipsFetcher(
  client: ApiClient,
  slug: string,
  list: MembershipList,
): (page: number, signal: AbortSignal) => Promise<MembershipsPage> {
  const route = restRoute(ENDPOINTS.spaceMembers, { spaceSlug: slug });
  return async (page, signal) => {
    const params = {
      status: list === 'pending' ? 'pending' : undefined,
      sort_by: 'created_at',
      sort_dir: 'ASC',
      page,
      per_page: MAX_PER_PAGE,
    } satisfies EndpointParams<typeof ENDPOINTS.spaceMembers>;
    const answer = await client.get(route, { schema: membersResponseSchema, params, signal });
    const rows = answer.members.data;
    if (list === 'pending' && rows.some((member) => member.status !== 'pending')) {
      throw new PendingListRefusedError(slug);
    }
    return {
      rows,
      lastPage: answer.members.last_page,
      total: answer.members.total,
      pendingCount: answer.pending_count,
    };
  };
}

/** Fetches one page of a course's students, for walkPages. */
export function courseStudentsFetcher(client: ApiClient, courseId: number): FetchWalkPage<Student> {
  const route = restRoute(ENDPOINTS.courseStudents, { course_id: courseId });
  return async (page, signal) => {
    const params = {
      sort_by: 'created_at',
      sort_dir: 'ASC',
      page,
      per_page: MAX_PER_PAGE,
    } satisfies EndpointParams<typeof ENDPOINTS.courseStudents>;
    const answer = await client.get(route, { schema: studentsResponseSchema, params, signal });
    return {
      rows: answer.students.data,
      lastPage: answer.students.last_page,
      total: answer.students.total,
    };
  };
}

/** A membership's identity (one person can hold only one membership of a space). */
export const membershipKey = (member: Member) => member.id;

/** A student's identity. */
export const studentKey = (student: Student) => student.user_id;
