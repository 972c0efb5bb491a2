import { answerInLanguage } from './http/answer-in-language';
import { Hono } from 'hono';
import { INSIGHTS_NAMESPACE, NAMESPACES } from '../contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import path from 'node:path';
import { createAuthenticator, type AuthenticatorOptions } from './auth';
import {
  databaseDamaged,
  databaseUnavailable,
  internalError,
  noRoute,
  PluginRefusal,
  queryTimeout,
  toWordPressError,
  WpError,
} from './errors';
import { authenticateRequests } from './http/authenticate';
import { clientAddressReader, type ClientAddressOptions } from './http/client-address';
import { restCors } from './http/cors';
import type { AppEnv, RouteDeps } from './http/hono-app';
import { describeErrorForLog } from './http/log-text';
import { readRawQuery } from './http/query';
import { requestLog } from './http/request-log';
import { restCompression } from './http/rest-compression';
import { responseFields } from './http/response-fields';
import { restHeaders } from './http/rest-headers';
import { isRestPath, REST_ROOT, routingPath } from './http/rest-path';
import { siteOrigin } from './http/site-origin';
import { serveDashboard } from './http/static-app';
import { QueryTimeoutError } from './store/query-timeout';
import { StoreUnavailableError } from './store/store-unavailable';
import type { SiteWrites } from './http/site-writes';
import type { FeedWrites } from './store/feed-writes';
import type { MemberWrites } from './store/member-writes';
import type { ProfileWrites } from './store/profile-writes';
import type { Store } from './store/store';
import { registerCourseStudents } from './routes/course-students';
import { registerCourses } from './routes/courses';
import { registerDemoMedia } from './routes/demo-media';
import { registerFeedBySlug } from './routes/feed-by-slug';
import { registerFeedReactions } from './routes/feed-reactions';
import { registerFeedWrites } from './routes/feed-writes';
import { registerFeeds } from './routes/feeds';
import { registerInsightsOverview } from './routes/insights-overview';
import { registerInsightsCourse } from './routes/insights-course';
import { registerInsightsSpace } from './routes/insights-space';
import { registerMemberDirectory } from './routes/member-directory';
import { registerProfileComments } from './routes/profile-comments';
import { registerProfileSpaces } from './routes/profile-spaces';
import { registerProfileStatus } from './routes/profile-status';
import { registerRestIndex } from './routes/rest-index';
import { registerSpaceGroups } from './routes/space-groups';
import { registerSpaceMemberWrites } from './routes/space-member-writes';
import { registerSpaceMembers } from './routes/space-members';
import { registerSpaces } from './routes/spaces';
import { registerUsers } from './routes/users';
import { registerUsersMe } from './routes/users-me';

export interface AppOptions {
  /** Where every answer is read from (store/): the SQLite demo, or a WordPress database. */
  store: Store;
  /** The demo admin's login when the store holds the demo community, else null. */
  demoUsername?: string | null;
  /** The membership writes when the store is its own database (the demo); none otherwise. */
  memberWrites?: MemberWrites | null;
  /** A profile's status writes when the store is its own database (the demo). */
  profileWrites?: ProfileWrites | null;
  /** The writes of posts and comments when the store is its own database (the demo). */
  feedWrites?: FeedWrites | null;
  /** Over a site's database: the site that takes the writes (docs/decisions/035). */
  siteWrites?: SiteWrites | null;
  /** The demo's credentials file as the login page names it (DATA_DIR/credentials.json). */
  demoCredentialsFile?: string | null;
  /** The built dashboard; default `dist/` under the working directory. */
  distDir?: string;
  /** Where the one-line-per-request log goes; nowhere when missing. */
  log?: (line: string) => void;
  /**
   * The origin absolute URLs are built on (SITE_URL); without it, the address the request
   * came in on — never its Host header (http/site-origin.ts, docs/decisions/015).
   */
  siteUrl?: string;
  /**
   * The origin of links inside content (permalinks, avatars) when it is not this server's:
   * a WordPress database's own `home` (store/wordpress/). Default: the origin above.
   */
  contentOrigin?: string;
  auth?: AuthenticatorOptions;
  /** Where the password throttle reads the client's address (default: the socket). */
  clientAddress?: ClientAddressOptions;
  /** Serve `community-desk/v1`, our insights (docs/decisions/038); default on. */
  insightsRoutes?: boolean;
}

/**
 * The whole server as a Hono app (tests call `app.request()`, index.ts serves it): the
 * FluentCommunity and WordPress REST routes under /wp-json (and `/?rest_route=`), the demo
 * media, and the built dashboard for every other GET.
 */
export function createApp(options: AppOptions) {
  const { store } = options;
  const deps: RouteDeps = {
    store,
    demoUsername: options.demoUsername ?? null,
    memberWrites: options.memberWrites ?? null,
    profileWrites: options.profileWrites ?? null,
    feedWrites: options.feedWrites ?? null,
    siteWrites: options.siteWrites ?? null,
    namespaces:
      options.insightsRoutes === false
        ? NAMESPACES.filter((namespace) => namespace !== INSIGHTS_NAMESPACE)
        : NAMESPACES,
  };
  const app = new Hono<AppEnv>({ getPath: routingPath });

  app.use('*', siteOrigin(options.siteUrl, options.contentOrigin));
  if (options.log) app.use('*', requestLog(options.log));
  // `/wp-json/*` also matches `/wp-json` itself (the REST index). Compression comes first,
  // so it sees the headers the other two set once they are done.
  app.use(`${REST_ROOT}/*`, restCompression(), restHeaders(), restCors());
  // Inside those three, so each error is in the caller's language before it is encoded.
  app.use(`${REST_ROOT}/*`, answerInLanguage());
  const authenticator = createAuthenticator(store.users, options.auth);
  const clientAddress = clientAddressReader(options.clientAddress);
  app.use(`${REST_ROOT}/*`, authenticateRequests(authenticator, store, clientAddress));
  // Innermost, so `_fields` trims the answer before anything else reads or encodes it.
  app.use(`${REST_ROOT}/*`, responseFields());

  registerRestIndex(app, deps);
  registerUsersMe(app);
  registerUsers(app, deps);
  registerSpaces(app, deps);
  registerSpaceGroups(app, deps);
  registerSpaceMembers(app, deps);
  registerSpaceMemberWrites(app, deps);
  registerProfileStatus(app, deps);
  registerMemberDirectory(app, deps);
  registerProfileSpaces(app, deps);
  registerProfileComments(app, deps);
  registerCourses(app, deps);
  registerCourseStudents(app, deps);
  registerFeeds(app, deps);
  registerFeedReactions(app, deps);
  registerFeedBySlug(app, deps);
  registerFeedWrites(app, deps);
  if (deps.namespaces.includes(INSIGHTS_NAMESPACE)) {
    registerInsightsOverview(app, deps);
    registerInsightsSpace(app, deps);
    registerInsightsCourse(app, deps);
  }
  app.all(`${REST_ROOT}/*`, () => {
    throw noRoute();
  });
  registerDemoMedia(app, deps);
  app.get(
    '*',
    serveDashboard(
      options.distDir ?? path.resolve('dist'),
      deps.demoUsername,
      options.demoCredentialsFile ?? null,
    ),
  );

  app.notFound((c) =>
    isRestPath(c.req.path) ? c.json(toWordPressError(noRoute()), 404) : c.text('Not found', 404),
  );
  let damageLogged = false;
  app.onError((error, c) => {
    if (error instanceof QueryTimeoutError) {
      // Only our own text: the request line is in the request log.
      console.warn(`Query timeout: ${error.message}`);
      return c.json(toWordPressError(queryTimeout(error, readRawQuery(c.req.url))), 503);
    }
    if (error instanceof StoreUnavailableError && error.damaged) {
      // Damage does not heal by itself: one line says what to do, not one per request.
      if (!damageLogged) console.warn(error.message);
      damageLogged = true;
      return c.json(toWordPressError(databaseDamaged()), 503);
    }
    if (error instanceof StoreUnavailableError) {
      console.warn(error.message);
      const response = c.json(toWordPressError(databaseUnavailable()), 503);
      response.headers.set('Retry-After', '5');
      return response;
    }
    if (error instanceof PluginRefusal)
      return c.json(error.body, error.status as ContentfulStatusCode);
    const wpError = error instanceof WpError ? error : internalError();
    if (!(error instanceof WpError)) console.error(describeErrorForLog(error));
    if (isRestPath(c.req.path) || wpError.status !== 500) {
      return c.json(toWordPressError(wpError), wpError.status as ContentfulStatusCode);
    }
    return c.text('Internal error', 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
