import { PROFILE_STATUS_MESSAGE, PROFILE_STATUSES, type ProfileStatus } from '../../contract';
import { isModerator, type Caller } from '../access';
import { modelNotFound, notAllowedToAct, refusedWithMessage } from '../errors';
import type { ProfileWrites } from '../store/profile-writes';
import type { ProfileRecord } from '../store/rows';
import type { Store } from '../store/store';
import { portalWrite } from './route-policies';
import type { MemberWriteFields } from './space-member-writes';

/**
 * `PATCH /members/{user_id}` (MembersController::patchMember; behaviour.md, "A profile's
 * status"): PortalPolicy for a write (a visitor is told to sign in; a caller whose own profile
 * is not active is refused), then the community permission `delete_any_feed` — the site's
 * moderators, which here are its administrators; the plugin answers others with a 500 of its
 * own, ours with a 403. Another administrator may only be made `active`. A status the plugin
 * does not know changes nothing and is answered as done.
 */
export async function setProfileStatus(
  store: Store,
  writes: ProfileWrites,
  caller: Caller,
  userId: number,
  fields: MemberWriteFields & { status?: unknown },
): Promise<{ message: string; member: ProfileRecord }> {
  if (!isModerator(portalWrite(caller))) throw notAllowedToAct();
  const status = typeof fields.status === 'string' ? fields.status.trim() : '';
  const account = await store.users.findById(userId);
  if (!account) throw modelNotFound('User', userId);
  if (account.role === 'administrator' && status !== 'active') {
    throw refusedWithMessage(
      'Sorry, you cannot change the status of another admin. Remove the user from moderators',
    );
  }
  const before = await writes.profile(userId);
  if (!before) throw modelNotFound('XProfile', userId);
  const known = PROFILE_STATUSES.find((value) => value === status);
  if (known) await writes.setStatus(userId, known satisfies ProfileStatus);
  const member = known ? ((await writes.profile(userId)) ?? before) : before;
  return { message: PROFILE_STATUS_MESSAGE, member };
}
