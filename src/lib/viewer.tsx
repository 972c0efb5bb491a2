import { createContext, useContext, type ReactNode } from 'react';
import { UTC_SITE_CLOCK, type SiteClock } from './site-clock';

/**
 * Who is signed in, as the pages need it: features cannot import the auth feature, so the
 * signed-in layout hands this down.
 */
export interface Viewer {
  name: string;
  /** The signed-in WordPress username: what the insights kept on this device are filed under. */
  username: string;
  /**
   * The signed-in user's WordPress id: what makes them the author of a post or a comment, and
   * keeps actions off their own profile (absent where a page is rendered outside the shell).
   */
  userId?: number;
  /** Administrator or community moderator: may filter by moderation status, see requests. */
  isManager: boolean;
  /**
   * A WordPress administrator: may act in every space (behaviour.md, "Writes: a space's
   * members"); others only where the site gives them a space's join requests.
   */
  isAdministrator: boolean;
  /** The site's time zone: what "today" and "this week" mean on the site. */
  siteClock: SiteClock;
  /**
   * The REST namespaces the site listed at sign-in (whether our server counts the insights:
   * docs/decisions/038); null for a session kept from before they were remembered.
   */
  siteNamespaces?: readonly string[] | null;
}

const ViewerContext = createContext<Viewer | null>(null);

export function ViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

/** The signed-in user; a page rendered outside the shell (a test) sees a non-manager. */
export function useViewer(): Viewer {
  return (
    useContext(ViewerContext) ?? {
      name: '',
      username: '',
      isManager: false,
      isAdministrator: false,
      siteClock: UTC_SITE_CLOCK,
      siteNamespaces: null,
    }
  );
}
