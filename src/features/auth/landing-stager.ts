import type { CurrentUser } from '../../api/schemas/wordpress';
import type { RestRoot } from '../../api/site';
import type { SiteFacts } from '../../routes/page-prefetch';

/**
 * The page a sign-in lands on, fetched while `users/me` is still checking the credentials
 * (docs/decisions/019): the app stages it (app/landing-stage.ts) and hands the login screen a
 * way to load the stager, so that the form's code neither carries it nor imports the app.
 */
export interface LandingStage {
  /** The credentials were accepted: the landing page's data (pending or not) moves to the app. */
  commit: (user: CurrentUser) => void;
  /** They were refused: the landing page's requests are cancelled and their answers dropped. */
  discard: () => void;
}

/** Starts fetching the page at `location` for `credentials`, in a cache of its own. */
export type StageLanding = (
  location: { pathname: string; search: string },
  root: RestRoot,
  credentials: { username: string; password: string },
  site: SiteFacts,
) => LandingStage;

/** Loads the stager: its code comes when the form is submitted, if it has not come before. */
export type LoadLandingStager = () => Promise<StageLanding>;
