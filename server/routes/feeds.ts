import type { Hono } from 'hono';
import { canManageSpace, canReadPosts, canSeeSpace, type Caller } from '../access';
import { foldForSearch } from '../db/fold';
import type { FeedPageQuery, StatusRule } from '../db/repositories/feeds';
import type { SpaceRow } from '../db/repositories/spaces';
import { invalidSpace } from '../errors';
import { FLUENT_COMMUNITY, type AppEnv, type RouteDeps } from '../http/env';
import { parseQuery, readRawQuery } from '../http/query';
import { loadFeedItems } from '../shape/feed-items';
import { feedsQuerySchema, searchScope, type FeedsQuery } from './feeds-query';

/**
 * Statuses a caller sees (behaviour.md, "Moderation"): published for everyone, plus pending
 * in the spaces they moderate; moderators (and admins) may ask for one status instead.
 */
function statusRules(query: FeedsQuery, caller: Caller, spaces: readonly SpaceRow[]): StatusRule[] {
  const admin = caller.kind === 'user' && caller.isAdmin;
  const moderated = admin
    ? null
    : spaces.filter((space) => canManageSpace(caller, space.id)).map((space) => space.id);
  const moderates = moderated === null || moderated.length > 0;
  if (moderates && query.status && query.status !== 'published') {
    return [{ status: query.status, spaceIds: moderated }];
  }
  const rules: StatusRule[] = [{ status: 'published', spaceIds: null }];
  if (moderates && !query.status) rules.push({ status: 'pending', spaceIds: moderated });
  return rules;
}

/** The feed page's own envelope: has_more = "came back full", total = to (+ per_page). */
function feedEnvelope<T>(data: T[], page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  const to = offset + data.length;
  const hasMore = data.length === perPage;
  return {
    data,
    current_page: page,
    per_page: perPage,
    from: data.length > 0 ? offset + 1 : 0,
    to,
    has_more: hasMore,
    total: hasMore ? to + perPage : to,
  };
}

export function registerFeeds(app: Hono<AppEnv>, { repositories }: RouteDeps) {
  app.get(`${FLUENT_COMMUNITY}/feeds`, (c) => {
    const started = performance.now();
    const query = parseQuery(feedsQuerySchema, readRawQuery(c.req.url));
    const caller = c.get('caller');
    const origin = c.get('origin');
    const communities = repositories.spaces.communities();
    const spacesById = new Map(communities.map((space) => [space.id, space]));

    let space: SpaceRow | null = null;
    if (query.space !== undefined) {
      space = communities.find((candidate) => candidate.slug === query.space) ?? null;
      if (!space || !canSeeSpace(caller, space)) throw invalidSpace();
    }
    const admin = caller.kind === 'user' && caller.isAdmin;
    const readable = admin
      ? null
      : communities.filter((s) => canReadPosts(caller, s)).map((s) => s.id);
    const topicId =
      query.topic_slug === undefined ? null : repositories.feeds.topicIdBySlug(query.topic_slug);
    const search = query.search === undefined ? null : foldForSearch(query.search);
    // Sticky rules (behaviour.md, "Sticky"): a space, no search, no topic, not disabled.
    const stickyMode =
      space !== null && search === null && query.topic_slug === undefined && !query.disable_sticky;
    const visible = space === null || canReadPosts(caller, space);
    const nothing = !visible || (query.topic_slug !== undefined && topicId === null);

    const pageQuery: FeedPageQuery = {
      readableSpaceIds: readable,
      spaceId: space?.id ?? null,
      userId: query.user_id,
      topicId,
      search: search === null ? null : { term: search, ...searchScope(query.search_in) },
      statuses: statusRules(query, caller, communities),
      order: query.order_by_type,
      excludeSticky: stickyMode,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    };
    const ids = nothing ? [] : repositories.feeds.pageIds(pageQuery);
    const data = loadFeedItems(repositories, caller, ids, spacesById, origin);
    const stickyId =
      stickyMode && visible && query.page === 1 && space
        ? repositories.feeds.stickyPostId(space.id)
        : null;
    const sticky =
      stickyId === null
        ? null
        : (loadFeedItems(repositories, caller, [stickyId], spacesById, origin)[0] ?? null);

    return c.json({
      feeds: feedEnvelope(data, query.page, query.per_page),
      sticky,
      ...(caller.kind === 'user' && query.page === 1 && search === null
        ? { last_fetched_timestamp: Math.floor(Date.now() / 1000) }
        : {}),
      execution_time: (performance.now() - started) / 1000,
    });
  });
}
