import { SITE_URL_TOKEN } from '../site-url';
import { baseSpaceDefaults, WITHOUT_PRO_SETTINGS } from '../space-settings';

/**
 * What FluentCommunity adds when it reads a space: settings it has defaults for but the row
 * does not store (the stored value always wins), and a placeholder cover for a course
 * without one. Observed on the real plugin (test/fixtures/api-samples/spaces_list.json and
 * courses_list.json against the same rows in the WordPress dump): only the keys seen added
 * there are listed; their values are the model's defaults (space-settings.ts).
 */
export const COMMUNITY_SETTING_DEFAULTS: Readonly<Record<string, unknown>> = {
  ...baseSpaceDefaults(['layout_style', 'og_image', 'links', 'topic_required']),
  onboard_redirect_url: '',
  ...baseSpaceDefaults(['members_page_status']),
};

export const COURSE_SETTING_DEFAULTS: Readonly<Record<string, unknown>> = {
  ...baseSpaceDefaults([
    'restricted_post_only',
    'can_request_join',
    'layout_style',
    'show_sidebar',
    'og_image',
    'links',
    'topic_required',
    'members_page_status',
  ]),
  ...WITHOUT_PRO_SETTINGS,
};

/** Under the site's home (the shaping layer puts the origin in place of the token). */
export const COURSE_PLACEHOLDER_COVER = `${SITE_URL_TOKEN}/wp-content/plugins/fluent-community/assets/images/course-placeholder.jpg`;

/** Stored settings (JSON object text) with the plugin's defaults under them. */
export function withSettingDefaults(type: string, settingsJson: string): string {
  const defaults =
    type === 'course'
      ? COURSE_SETTING_DEFAULTS
      : type === 'community'
        ? COMMUNITY_SETTING_DEFAULTS
        : {};
  const stored = JSON.parse(settingsJson) as Record<string, unknown>;
  return JSON.stringify({ ...defaults, ...stored });
}
