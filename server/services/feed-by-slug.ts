import { FEED_READ_REFUSALS } from '../../contract';
import { canReadPost, isModerator, moderatesSpace, type Caller } from '../access';
import { modelNotFound, PluginRefusal, refusedWithMessage } from '../errors';
import type { FeedReadQuery } from '../endpoint-queries';
import type { FeedItemRows, PostRow, SpaceRow, TermRow } from '../store/rows';
import type { Store } from '../store/store';
import { loadFeedItemRows } from './feed-items';
import { spaceOfPost } from './post-space';
import type { Admitted } from './route-policies';
import { maxTopicsPerPost } from './topics-config';

/** One post as GET /feeds/{feed_slug}/by-slug answers it, before shaping. */
export type FeedRead =
  | {
      /** `context=edit`: the post's row as its editor loads it (FeedsHelper::transformForEdit). */
      kind: 'edit';
      post: PostRow;
      space: SpaceRow | null;
      /** Every term of the post, any taxonomy. */
      terms: TermRow[];
      maxTopicsPerPost: number;
    }
  | {
      /** The post as a feed item (FeedsHelper::transformFeed). */
      kind: 'view';
      items: FeedItemRows;
      /** Every community space by id, and the post's own space, for the item's `space`. */
      spaces: ReadonlyMap<number, SpaceRow>;
    };

/** Statuses anyone who may read the post may open it in by its link. */
const VIEWABLE_BY_LINK: readonly string[] = ['published', 'unlisted'];

/**
 * Feed::hasEditAccess: the post's author; else, for a post of a space, whoever may
 * `edit_any_feed` there (its admins and moderators, the site's moderators; nobody when the
 * space is gone); outside any space, the site's moderators. Visitors never.
 */
export function hasEditAccess(caller: Caller, post: PostRow, space: SpaceRow | null): boolean {
  if (caller.kind !== 'user') return false;
  if (post.user_id === caller.account.id) return true;
  if (post.space_id !== null) return space !== null && moderatesSpace(caller, space.id);
  return isModerator(caller);
}

const notFound = () => new PluginRefusal(404, { message: FEED_READ_REFUSALS.notFound });

/** The post (type `text`) with this slug, any status, or null. */
async function postBySlug(store: Store, slug: string): Promise<PostRow | null> {
  const id = await store.feeds.postIdBySlug(slug);
  if (id === null) return null;
  const [post] = await store.feeds.postsByIds([id]);
  return post ?? null;
}

/**
 * `GET /feeds/{feed_slug}/by-slug` (FeedsController::getFeedBySlug; behaviour.md, "One post by
 * its slug"). With `context=edit`: the post whatever its status and space, for whoever
 * hasEditAccess, else (none too) the plugin's 422. Without: the post if its author's profile
 * is active and the caller may read it (Feed::scopeByUserAccess), else 404; then a post
 * neither published nor unlisted only for whoever hasEditAccess (else another 404).
 */
export async function readFeedBySlug(
  store: Store,
  caller: Admitted,
  slug: string,
  query: FeedReadQuery,
): Promise<FeedRead> {
  const post = await postBySlug(store, slug);
  if (query.context === 'edit') {
    const space = post === null ? null : await spaceOfPost(store, post);
    if (post === null || !hasEditAccess(caller, post, space)) {
      throw refusedWithMessage(FEED_READ_REFUSALS.editNotAllowed);
    }
    const [terms, maxTopics] = await Promise.all([
      store.feedDetails.termsOfPost(post.id),
      maxTopicsPerPost(store),
    ]);
    return { kind: 'edit', post, space, terms, maxTopicsPerPost: maxTopics };
  }

  if (post === null) throw notFound();
  const [author, space] = await Promise.all([
    store.profiles.byUserIds([post.user_id]),
    spaceOfPost(store, post),
  ]);
  if (author.get(post.user_id)?.status !== 'active' || !canReadPost(caller, post, space)) {
    throw notFound();
  }
  if (!VIEWABLE_BY_LINK.includes(post.status) && !hasEditAccess(caller, post, space)) {
    throw new PluginRefusal(404, { message: FEED_READ_REFUSALS.notViewable });
  }
  const [items, communities] = await Promise.all([
    loadFeedItemRows(store, caller, [post.id]),
    store.spaces.communities(),
  ]);
  if (items === null) throw notFound();
  const spaces = new Map(communities.map((community) => [community.id, community]));
  if (space !== null && !spaces.has(space.id)) spaces.set(space.id, space);
  return { kind: 'view', items, spaces };
}

/**
 * `GET /feeds/{feed_id}/by-id` (FeedsController::getFeedById): the post (type `text`, any
 * status) or the plugin's model-not-found 404, then as by its slug.
 */
export async function readFeedById(
  store: Store,
  caller: Admitted,
  feedId: number,
  query: FeedReadQuery,
): Promise<FeedRead> {
  const [post] = await store.feeds.postsByIds([feedId]);
  if (!post || post.type !== 'text') throw modelNotFound('Feed', feedId);
  return readFeedBySlug(store, caller, post.slug, query);
}
