import * as z from 'zod/mini';
import { ACTIONS, restRoute, type ProfileStatus } from '../../contract';
import type { ApiClient } from './client';
import { int, text } from './schemas/primitives';

/**
 * Approves, blocks or unblocks a profile site-wide (behaviour.md, "A profile's status"): the
 * site answers the profile as it now is. Only whose it is and its status are read: the rest of
 * the row (its meta as the profile's owner last saved it) is whatever the site holds, and a
 * field of an odd shape there must not make a change that was done read as failed.
 */
export const profileStatusAnswerSchema = z.object({
  message: z.string(),
  member: z.looseObject({ user_id: int, username: text, status: text }),
});
export type ProfileStatusAnswer = z.infer<typeof profileStatusAnswerSchema>;

export function setProfileStatus(
  client: ApiClient,
  userId: number,
  status: ProfileStatus,
): Promise<ProfileStatusAnswer> {
  return client.act(restRoute(ACTIONS.setProfileStatus, { user_id: userId }), {
    schema: profileStatusAnswerSchema,
    method: ACTIONS.setProfileStatus.method,
    body: { status },
  });
}
