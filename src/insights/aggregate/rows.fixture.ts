import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { feedsResponseSchema, type Feed } from '../../api/schemas/feed';
import { membersResponseSchema, type Member } from '../../api/schemas/member';
import type { Profile } from '../../api/schemas/profile';
import { studentsResponseSchema, type Student } from '../../api/schemas/student';
import { parseSiteDate } from '../../lib/dates';
import { readSample } from '../../test/samples';

/** A captured sample parsed as the app parses it (behaviour.md: real responses of a live site). */
function parsedSample<S extends $ZodType>(schema: S, name: string): output<S> {
  const parsed = safeParse(schema, readSample(name));
  if (!parsed.success) throw new Error(`${name} does not parse: ${parsed.error.message}`);
  return parsed.data;
}

const member = parsedSample(membersResponseSchema, 'members_general_default.json').members.data[0]!;
const student = parsedSample(studentsResponseSchema, 'students_page1.json').students.data[0]!;
const post = parsedSample(feedsResponseSchema, 'feeds_space_general.json').feeds.data[0]!;

/** A site wall-clock Date from a FluentCommunity date ("2026-11-18 10:00:00"). */
export function wall(siteDate: string): Date {
  const date = parseSiteDate(siteDate);
  if (date === null) throw new Error(`not a site date: ${siteDate}`);
  return date;
}

/** The FluentCommunity date of a site wall-clock Date: the inverse of `wall`. */
export function siteDate(wallClock: Date): string {
  return wallClock.toISOString().slice(0, 19).replace(/T/, ' ');
}

/** A real profile with some fields replaced. */
export function makeProfile(patch: Partial<Profile> = {}): Profile {
  return { ...member.xprofile!, ...patch };
}

/** A real space membership with some fields replaced. */
export function makeMember(patch: Partial<Member> = {}): Member {
  return { ...member, ...patch };
}

/** A member whose profile was last active at `lastActivity` (a null profile with `null`). */
export function memberActiveAt(lastActivity: string | null): Member {
  return makeMember({ xprofile: makeProfile({ last_activity: lastActivity }) });
}

/** A real course student with some fields replaced. */
export function makeStudent(patch: Partial<Student> = {}): Student {
  return { ...student, ...patch };
}

/** A student enrolled at `enrolledAt`, or without an enrollment row when it is undefined. */
export function studentEnrolledAt(enrolledAt: string | null | undefined): Student {
  return makeStudent({
    space_pivot:
      enrolledAt === undefined ? undefined : { ...student.space_pivot!, created_at: enrolledAt },
  });
}

/** A real post with some fields replaced. */
export function makePost(patch: Partial<Feed> = {}): Feed {
  return { ...post, ...patch };
}

/** A post in the space `title` (id and slug derived from it). */
export function postInSpace(id: number, title: string): Feed {
  return makePost({
    space: { id, title, slug: title.toLowerCase(), type: 'community', privacy: 'public' },
    space_id: id,
  });
}
