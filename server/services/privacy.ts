import { parseJsonObject, stringOr } from '../shape/json';
import type { Store } from '../store/store';

/** The plugin's option holding the portal's privacy settings (Utility::getPrivacySettings). */
export const PRIVACY_SETTINGS_OPTION = 'privacy_settings';

/** The privacy settings this server reads, with the plugin's defaults. */
const PRIVACY_DEFAULTS = {
  /** Who may list the member directory (GET /members). */
  members_page_status: 'everybody',
  /** Who may list a member's spaces (GET /profile/{username}/spaces). */
  user_space_visibility: 'everybody',
} as const;

export type PrivacySetting = keyof typeof PRIVACY_DEFAULTS;

/**
 * One of the portal's privacy settings (Utility::getPrivacySetting): the site's value, read
 * on every request (the WordPress store; the demo keeps none), or the plugin's default.
 */
export async function privacySetting(store: Store, key: PrivacySetting): Promise<string> {
  const settings = parseJsonObject(await store.site.communityOption(PRIVACY_SETTINGS_OPTION));
  return stringOr(settings[key], PRIVACY_DEFAULTS[key]);
}
