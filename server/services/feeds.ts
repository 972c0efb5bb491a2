import { canManageSpace, canReadPosts, canSeeSpace, type Caller } from '../access';
import { invalidSpace } from '../errors';
import type { FeedsQuery } from '../endpoint-queries';
import type { FeedItemRows, SpaceRow, StatusRule } from '../store/rows';
import type { Store } from '../store/store';
import type { Admitted } from './route-policies';
import { viewerIdOf } from './feed-items';

/** One page of the feed as the plugin's rules decide it, before shaping. */
export interface FeedPage {
  /** The page's posts with their related rows; null when the page is empty. */
  items: FeedItemRows | null;
  /** The space's pinned post, on the first page of a space's plain feed only. */
  sticky: FeedItemRows | null;
  /** Every community space by id, for the items' `space` field. */
  spaces: ReadonlyMap<number, SpaceRow>;
  /** Whether the request searched (no last_fetched_timestamp then). */
  searched: boolean;
}

/**
 * Statuses a caller sees (behaviour.md, "Moderation"): published for everyone, plus pending
 * in the spaces they moderate; moderators (and admins) may ask for one status instead.
 */
export function statusRules(
  status: FeedsQuery['status'],
  caller: Caller,
  spaces: readonly SpaceRow[],
): StatusRule[] {
  const admin = caller.kind === 'user' && caller.isAdmin;
  const moderated = admin
    ? null
    : spaces.filter((space) => canManageSpace(caller, space.id)).map((space) => space.id);
  const moderates = moderated === null || moderated.length > 0;
  if (moderates && status && status !== 'published') {
    return [{ status, spaceIds: moderated }];
  }
  const rules: StatusRule[] = [{ status: 'published', spaceIds: null }];
  if (moderates && !status) rules.push({ status: 'pending', spaceIds: moderated });
  return rules;
}

/** `search_in[]`: post_content by default; post_comments adds comments; alone, only them. */
export function searchScope(values: FeedsQuery['search_in']): {
  inContent: boolean;
  inComments: boolean;
} {
  const inContent = values.includes('post_content');
  const inComments = values.includes('post_comments');
  return inContent || inComments
    ? { inContent, inComments }
    : { inContent: true, inComments: false };
}

/**
 * `GET /feeds` (behaviour.md, "Feeds", "Visibility", "Sticky"): an unknown or hidden space is
 * rest_invalid_param; posts of spaces the caller cannot read are left out; the pinned post
 * comes separately, and never in `data`, when a space's plain feed is asked for.
 */
export async function readFeedPage(
  store: Store,
  caller: Admitted,
  query: FeedsQuery,
): Promise<FeedPage> {
  // The lookups are asked side by side (none needs another's answer), and answered in order:
  // an unknown space is refused as such whatever became of the topic's lookup meanwhile.
  const topicLookup =
    query.topic_slug === undefined ? null : store.feeds.topicIdBySlug(query.topic_slug);
  topicLookup?.catch(() => undefined);
  const [communities, spaceBySlug] = await Promise.all([
    store.spaces.communities(),
    // Found by the store, as the site's collation finds it (behaviour.md, "Space slugs").
    query.space === undefined ? null : store.spaces.communityBySlug(query.space),
  ]);
  const spaces = new Map(communities.map((space) => [space.id, space]));

  let space: SpaceRow | null = null;
  if (query.space !== undefined) {
    space = spaceBySlug ? (spaces.get(spaceBySlug.id) ?? spaceBySlug) : null;
    if (!space || !canSeeSpace(caller, space)) throw invalidSpace();
  }
  const topicId = await topicLookup;
  const admin = caller.kind === 'user' && caller.isAdmin;
  const readable = admin
    ? null
    : communities.filter((s) => canReadPosts(caller, s)).map((s) => s.id);
  const search = query.search ?? null;
  // Sticky rules (behaviour.md, "Sticky"): a space, no search, no topic, not disabled.
  const stickyMode =
    space !== null &&
    search === null &&
    query.topic_slug === undefined &&
    query.disable_sticky !== 'yes';
  const visible = space === null || canReadPosts(caller, space);
  const nothing = !visible || (query.topic_slug !== undefined && topicId === null);

  const viewerId = viewerIdOf(caller);
  const pinnedPostRows = async (spaceId: number) => {
    const stickyId = await store.feeds.stickyPostId(spaceId);
    return stickyId === null ? null : store.feedDetails.itemRows([stickyId], viewerId);
  };
  // The page and the pinned post are read side by side: neither needs the other.
  const [items, sticky] = await Promise.all([
    nothing
      ? null
      : store.feeds.pageItems(
          {
            readableSpaceIds: readable,
            spaceId: space?.id ?? null,
            // user_id=0 is "everyone", as on real sites.
            userId: query.user_id || null,
            topicId,
            search: search === null ? null : { term: search, ...searchScope(query.search_in) },
            statuses: statusRules(query.status, caller, communities),
            order: query.order_by_type,
            excludeSticky: stickyMode,
            limit: query.per_page,
            offset: (query.page - 1) * query.per_page,
          },
          viewerId,
        ),
    stickyMode && visible && query.page === 1 && space ? pinnedPostRows(space.id) : null,
  ]);
  return { items, sticky, spaces, searched: search !== null };
}
