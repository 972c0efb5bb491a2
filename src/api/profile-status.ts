import * as z from 'zod/mini';
import { ACTIONS, restRoute, type ProfileStatus } from '../../contract';
import type { ApiClient } from './client';
import { profileSchema } from './schemas/profile';

/**
 * Approves, blocks or unblocks a profile site-wide (behaviour.md, "A profile's status"): the
 * site answers the profile as it now is, which the caller puts in its caches.
 */
export const profileStatusAnswerSchema = z.object({
  message: z.string(),
  member: profileSchema,
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
