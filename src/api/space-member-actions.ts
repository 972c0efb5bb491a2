import * as z from 'zod/mini';
import { ACTIONS, restRoute, type SpaceRole } from '../../contract';
import type { ApiClient } from './client';

/**
 * The two membership writes (behaviour.md, "Writes: a space's members"), sent to the REST root
 * the dashboard reads from (docs/decisions/035-actions-go-to-the-site.md). Each answers
 * `{message}` when it took; a refusal is an `ApiError` carrying the site's words (client.ts).
 */
export const actionAnswerSchema = z.object({ message: z.string() });
export type ActionAnswer = z.infer<typeof actionAnswerSchema>;

/**
 * Approves a join request (its role stays as requested), adds a user, or gives an active member
 * another role: the site decides which by the user's membership.
 */
export function addSpaceMember(
  client: ApiClient,
  slug: string,
  member: { userId: number; role?: SpaceRole },
): Promise<ActionAnswer> {
  return client.act(restRoute(ACTIONS.addSpaceMember, { spaceSlug: slug }), {
    schema: actionAnswerSchema,
    body: member.role ? { user_id: member.userId, role: member.role } : { user_id: member.userId },
  });
}

/** Declines a join request or removes a member: the membership is deleted, whatever its status. */
export function removeSpaceMember(
  client: ApiClient,
  slug: string,
  userId: number,
): Promise<ActionAnswer> {
  return client.act(restRoute(ACTIONS.removeSpaceMember, { spaceSlug: slug }), {
    schema: actionAnswerSchema,
    body: { user_id: userId },
  });
}
