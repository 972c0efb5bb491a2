import { canReadPosts, canSeeMemberCount, canViewUserSpaces, isSelfOrModerator } from '../access';
import { profileNotFound, profileSpacesRefused } from '../errors';
import type { ProfileCommentsQuery } from '../endpoint-queries';
import type {
  CommentRow,
  FeedItemRows,
  JoinedSpaceRow,
  ProfileRecord,
  SpaceRow,
} from '../store/rows';
import type { Store } from '../store/store';
import type { Admitted } from './route-policies';
import { loadFeedItemRows, viewerIdOf } from './feed-items';
import { privacySetting } from './privacy';

/**
 * A member's profile pages, by the rules of the plugin's ProfileController (2.8.1), for a
 * caller its PortalPolicy let through (route-policies.ts): the profile is found by username
 * in any case, whatever its status.
 */
async function profileOf(store: Store, username: string): Promise<ProfileRecord> {
  const profile = await store.profiles.byUsername(username);
  if (!profile) throw profileNotFound();
  return profile;
}

export interface ProfileSpaces {
  profile: ProfileRecord;
  spaces: { row: JoinedSpaceRow; membersCount: number }[];
}

/**
 * `GET /profile/{username}/spaces` (behaviour.md, "A member's spaces"): for whom the portal's
 * `user_space_visibility` allows; the community spaces the member is active in — secret ones
 * only to the member and moderators — each with its member count unless the space hides it
 * from the caller.
 */
export async function readProfileSpaces(
  store: Store,
  caller: Admitted,
  username: string,
): Promise<ProfileSpaces> {
  const profile = await profileOf(store, username);
  const visibility = await privacySetting(store, 'user_space_visibility');
  if (!canViewUserSpaces(caller, profile.user_id, visibility)) {
    throw profileSpacesRefused(caller.kind === 'user' ? 403 : 401);
  }
  const rows = await store.spaces.joinedCommunities(
    profile.user_id,
    isSelfOrModerator(caller, profile.user_id),
  );
  const counted = rows.filter((row) => canSeeMemberCount(caller, row)).map((row) => row.id);
  const counts = counted.length > 0 ? await store.spaces.memberCounts(counted) : new Map();
  return {
    profile,
    spaces: rows.map((row) => ({ row, membersCount: counts.get(row.id) ?? 0 })),
  };
}

export interface ProfileComments {
  profile: ProfileRecord;
  rows: CommentRow[];
  total: number;
  /** The posts the page's comments belong to, with everything a feed item carries. */
  posts: FeedItemRows | null;
  /** Every community space by id, for the posts' `space` field. */
  spaces: ReadonlyMap<number, SpaceRow>;
}

/**
 * `GET /profile/{username}/comments` (behaviour.md, "A member's comments"): the member's
 * published comments, newest first. The member and moderators see them all; anyone else only
 * those on published feed posts they may read (their own, outside any space, or in a space
 * whose posts they may read) — the plugin would list comments on unpublished posts too.
 */
export async function readProfileComments(
  store: Store,
  caller: Admitted,
  username: string,
  query: ProfileCommentsQuery,
): Promise<ProfileComments> {
  const [profile, communities] = await Promise.all([
    profileOf(store, username),
    store.spaces.communities(),
  ]);
  const visibleTo = isSelfOrModerator(caller, profile.user_id)
    ? null
    : {
        viewerId: viewerIdOf(caller),
        readableSpaceIds: communities
          .filter((space) => canReadPosts(caller, space))
          .map((space) => space.id),
      };
  const { rows, total } = await store.comments.byAuthor({
    userId: profile.user_id,
    visibleTo,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const postIds = [...new Set(rows.map((row) => row.post_id))];
  return {
    profile,
    rows,
    total,
    posts: await loadFeedItemRows(store, caller, postIds),
    spaces: new Map(communities.map((space) => [space.id, space])),
  };
}
