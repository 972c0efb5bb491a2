import { hasUsableProfile, type Caller } from '../access';
import { forbidden } from '../errors';

/**
 * The check the plugin's PortalPolicy and SpacePolicy::verifyRequest make before anything
 * else (behaviour.md, "Inactive profiles"): a signed-in caller whose own profile is not active
 * — pending or blocked, site administrators included — is refused the route (WordPress's
 * 403 `rest_forbidden`). Every service behind those policies calls it first: /feeds, /spaces,
 * a space's members, the member directory and the profile pages.
 */
export function requireActiveProfile(caller: Caller): void {
  if (!hasUsableProfile(caller)) throw forbidden(403);
}
