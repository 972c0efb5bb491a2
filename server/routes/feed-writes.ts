import type { Context, Hono } from 'hono';
import { ACTIONS, type Action } from '../../contract';
import { honoPath } from '../http/endpoints';
import type { AppEnv, RouteDeps } from '../http/hono-app';
import { methodStoodFor } from '../http/method-override';
import { readRequestFields } from '../http/request-fields';
import { forwardToSite, mergeTouched, type SiteWrites } from '../http/site-writes';
import { deleteComment, deleteFeed, patchFeed, updateFeed } from '../services/feed-writes';
import { loadFeedItemRows } from '../services/feed-items';
import { toFeedItems } from '../shape/feed-items';
import { toFeedRow } from '../shape/feed-row';
import type { FeedWrites } from '../store/feed-writes';
import type { Store } from '../store/store';

/** What one write does on the demo: the request's ids and fields, to the answer. */
type DemoWrite = (
  deps: { store: Store; writes: FeedWrites },
  c: Context<AppEnv>,
  ids: { feedId: number; commentId: number },
  fields: Readonly<Record<string, unknown>>,
) => Promise<object>;

const PATCH_FEED: DemoWrite = async ({ store, writes }, c, { feedId }, fields) => {
  const { feed, space, message } = await patchFeed(store, writes, c.get('caller'), feedId, fields);
  return { feed: toFeedRow(feed, space, c.get('contentOrigin')), message };
};

const UPDATE_FEED: DemoWrite = async ({ store, writes }, c, { feedId }, fields) => {
  const caller = c.get('caller');
  const { message } = await updateFeed(store, writes, caller, feedId, fields);
  // The plugin answers the saved post as a feed item (FeedsHelper::transformFeed).
  const [rows, communities] = await Promise.all([
    loadFeedItemRows(store, caller, [feedId]),
    store.spaces.communities(),
  ]);
  const spaces = new Map(communities.map((space) => [space.id, space]));
  const [feed] = toFeedItems(rows, spaces, c.get('contentOrigin'));
  return { feed, message };
};

const DELETE_FEED: DemoWrite = ({ writes }, c, { feedId }) =>
  deleteFeed(writes, c.get('caller'), feedId);

const DELETE_COMMENT: DemoWrite = ({ store, writes }, c, { feedId, commentId }) =>
  deleteComment(store, writes, c.get('caller'), feedId, commentId);

const WRITES: readonly [Action, DemoWrite][] = [
  [ACTIONS.patchFeed, PATCH_FEED],
  [ACTIONS.updateFeed, UPDATE_FEED],
  [ACTIONS.deleteFeed, DELETE_FEED],
  [ACTIONS.deleteComment, DELETE_COMMENT],
];

/** Sends a write to the site, then copies the rows of the post it may have touched at once. */
async function forwardPostWrite(
  site: SiteWrites,
  c: Context<AppEnv>,
  action: Action,
  ids: { feedId: number; commentId: number },
  body: ArrayBuffer,
): Promise<Response> {
  const before = await site.postRows(ids.feedId);
  const pathValues = { feed_id: ids.feedId, comment_id: ids.commentId };
  const values = Object.fromEntries(
    Object.keys(action.pathParams).map((name) => [
      name,
      pathValues[name as keyof typeof pathValues],
    ]),
  );
  const answer = await forwardToSite(site, c, action, values, body);
  if (answer.ok) await site.afterWrite(mergeTouched(before, await site.postRows(ids.feedId)));
  return answer;
}

/**
 * The writes of posts and comments (behaviour.md, "A post's pin and comments", "Publishing a
 * post in review", "Deleting a post", "Deleting a comment"; docs/decisions/035): the demo takes
 * them itself (services/feed-writes.ts); over a site's database they go to the site, and the
 * rows of the post they touched are copied at once (a deleted post or comment leaves the
 * copy). `PATCH` and `DELETE` are also taken as a `POST` standing for them (`?_method=` or
 * `X-HTTP-Method-Override`), as WordPress takes them (behaviour.md, "Methods a host refuses").
 */
export function registerFeedWrites(
  app: Hono<AppEnv>,
  { store, feedWrites, siteWrites }: RouteDeps,
) {
  if (!feedWrites && !siteWrites) return;
  const handlers = new Map<Action, (c: Context<AppEnv>) => Promise<Response>>();
  for (const [action, write] of WRITES) {
    handlers.set(action, async (c) => {
      const { fields, body } = await readRequestFields(c);
      const ids = {
        feedId: Number(c.req.param('feed_id')),
        commentId: Number(c.req.param('comment_id') ?? 0),
      };
      if (feedWrites) return c.json(await write({ store, writes: feedWrites }, c, ids, fields));
      return forwardPostWrite(siteWrites!, c, action, ids, body);
    });
  }
  const methodOf = (c: Context<AppEnv>) =>
    c.req.method === 'POST' ? (methodStoodFor(c) ?? 'POST') : c.req.method;
  // One handler per path, choosing by the method the request stands for.
  const paths = new Map<string, Action[]>();
  for (const action of handlers.keys()) {
    const path = honoPath(action);
    paths.set(path, [...(paths.get(path) ?? []), action]);
  }
  for (const [path, actions] of paths) {
    // Its actions' own methods, and a POST standing for any of them.
    const methods = [...new Set(['POST', ...actions.map((action) => action.method)])];
    app.on(methods, path, (c, next) => {
      const method = methodOf(c);
      const action = actions.find((candidate) => candidate.method === method);
      return action ? handlers.get(action)!(c) : next();
    });
  }
}
