import { membersResponseSchema, type MembersResponse } from '../api/schemas/member';
import { readSample } from './samples';

/** A real site's answers for design-club (4 join requests of 6, and its active members), parsed. */
export function designClubPending(): MembersResponse {
  return membersResponseSchema.parse(readSample('members_design-club_status_pending.json'));
}

export function designClubActive(): MembersResponse {
  return membersResponseSchema.parse(readSample('members_design-club_default.json'));
}
