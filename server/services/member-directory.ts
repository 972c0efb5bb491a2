import {
  DIRECTORY_SORT_DEFAULTS,
  MENTION_LIMIT,
  type DirectoryStatusParam,
  type SortDirection,
} from '../../contract';
import { canViewMemberDirectory, isInSpace, isModerator, type Caller } from '../access';
import {
  directoryRefused,
  joinSpaceFirst,
  mentionNeedsSignIn,
  mentionSpaceNotFound,
} from '../errors';
import type { DirectoryQuery } from '../endpoint-queries';
import type { ProfileRow, ProfileStatusFilter } from '../store/rows';
import type { Store } from '../store/store';
import type { Admitted } from './route-policies';
import { privacySetting } from './privacy';

export type DirectoryAnswer =
  { kind: 'mention'; rows: ProfileRow[] } | { kind: 'page'; rows: ProfileRow[]; total: number };

const STATUS_FILTERS: Readonly<Record<DirectoryStatusParam, ProfileStatusFilter>> = {
  pending: 'pending',
  blocked: 'blocked',
  deactivated: '',
};

/**
 * The site's member directory (behaviour.md, "Member directory"), by the rules of the
 * plugin's MembersController::getMembers (2.8.x): a signed-in caller whose profile is not
 * active is refused (PortalPolicy); `mention` answers at most ten other active profiles,
 * signed-in callers only, whatever the members page setting; otherwise the page is for whom
 * `members_page_status` allows, active profiles only except for moderators asking for a
 * `status`.
 */
export async function readMemberDirectory(
  store: Store,
  caller: Admitted,
  query: DirectoryQuery,
): Promise<DirectoryAnswer> {
  if (query.mention !== undefined) {
    return { kind: 'mention', rows: await readMentions(store, caller, query.mention, query) };
  }
  if (!canViewMemberDirectory(caller, await privacySetting(store, 'members_page_status'))) {
    throw directoryRefused(caller.kind === 'user' ? 403 : 401);
  }
  const sort = query.sort_by;
  const direction: SortDirection = query.sort_dir ?? DIRECTORY_SORT_DEFAULTS[sort];
  const status =
    isModerator(caller) && query.status !== undefined ? STATUS_FILTERS[query.status] : 'active';
  const { rows, total } = await store.directory.page({
    status,
    search: query.search ?? null,
    sort,
    direction,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return { kind: 'page', rows, total };
}

async function readMentions(
  store: Store,
  caller: Caller,
  term: string,
  query: DirectoryQuery,
): Promise<ProfileRow[]> {
  if (caller.kind !== 'user') throw mentionNeedsSignIn();
  let spaceId: number | null = null;
  if (query.space !== undefined) {
    // A slug names a community space; an unknown one and one not joined read the same.
    const space = await store.spaces.communityBySlug(query.space);
    if (!space || !isInSpace(caller, space.id)) throw joinSpaceFirst();
    spaceId = space.id;
  } else if (query.space_id !== undefined && query.space_id !== 0) {
    // Any space or course: an active membership of it proves it exists.
    if (!isInSpace(caller, query.space_id)) throw mentionSpaceNotFound();
    spaceId = query.space_id;
  }
  return store.directory.mention({
    term,
    excludeUserId: caller.account.id,
    spaceId,
    limit: MENTION_LIMIT,
  });
}
