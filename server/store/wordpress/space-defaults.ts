import { SITE_URL_TOKEN } from '../site-url';

/**
 * What FluentCommunity adds when it reads a space: settings it has defaults for but the row
 * does not store (the stored value always wins), and a placeholder cover for a course
 * without one. Observed on the real plugin (test/fixtures/api-samples/spaces_list.json and
 * courses_list.json against the same rows in the WordPress dump): only the keys seen added
 * there are listed, with the values seen.
 */
export const COMMUNITY_SETTING_DEFAULTS: Readonly<Record<string, unknown>> = {
  layout_style: 'timeline',
  og_image: '',
  links: [],
  topic_required: 'no',
  onboard_redirect_url: '',
  members_page_status: 'members_only',
};

export const COURSE_SETTING_DEFAULTS: Readonly<Record<string, unknown>> = {
  restricted_post_only: 'no',
  can_request_join: 'no',
  layout_style: 'timeline',
  show_sidebar: 'yes',
  og_image: '',
  links: [],
  topic_required: 'no',
  members_page_status: 'members_only',
  document_library: 'no',
  media_gallery: 'no',
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
