import type { Namespace } from '../../contract';
import type { Caller } from '../access';
import type { FeedWrites } from '../store/feed-writes';
import type { MemberWrites } from '../store/member-writes';
import type { ProfileWrites } from '../store/profile-writes';
import type { SiteWrites } from './site-writes';
import type { Store } from '../store/store';

/**
 * The types of the server's Hono app: what every request carries through the middleware chain
 * (Hono's `Env`), and what route modules get from the app.
 */

/** What every request carries through the middleware chain. */
export type AppEnv = {
  Variables: {
    caller: Caller;
    /** The site origin (site-origin.ts, never the Host): absolute URLs are built on it. */
    origin: string;
    /**
     * The origin links inside content are built on (permalinks, default avatars): the
     * origin above for the demo, the site's own `home` for a WordPress database, so links
     * match what the site prints while the API's own URLs keep pointing here.
     */
    contentOrigin: string;
  };
};

/** What route modules get from the app. */
export interface RouteDeps {
  store: Store;
  /** The demo admin's login when the database holds the demo community, else null. */
  demoUsername: string | null;
  /**
   * The membership writes, where the store is its own database (the demo); null over a
   * site's database, which the server never writes (docs/decisions/035).
   */
  memberWrites: MemberWrites | null;
  /** A profile's status writes, on the demo; null over a site's database. */
  profileWrites: ProfileWrites | null;
  /** The writes of posts and comments, on the demo; null over a site's database. */
  feedWrites: FeedWrites | null;
  /** Over a site's database: where its writes are forwarded (docs/decisions/035); else null. */
  siteWrites: SiteWrites | null;
  /** The REST namespaces this server answers (ours can be switched off: config.ts). */
  namespaces: readonly Namespace[];
}
