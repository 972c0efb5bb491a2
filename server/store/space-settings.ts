/**
 * The plugin's default settings of a space, written once. FluentCommunity's BaseSpace model
 * lays these under a space's stored settings (BaseSpace::defaultSettings): the routes that
 * read spaces through that model send them (shape/space.ts), the WordPress store lays those
 * the lists add under a stored row (wordpress/space-defaults.ts), and the demo's courses are
 * created with them (demo/spaces.ts).
 */
export const BASE_SPACE_SETTING_DEFAULTS = {
  restricted_post_only: 'no',
  emoji: '',
  shape_svg: '',
  custom_lock_screen: 'no',
  can_request_join: 'no',
  layout_style: 'timeline',
  show_sidebar: 'yes',
  og_image: '',
  links: [],
  topic_required: 'no',
  hide_members_count: 'no',
  members_page_status: 'members_only',
} as const satisfies Readonly<Record<string, unknown>>;

type BaseSpaceSetting = keyof typeof BASE_SPACE_SETTING_DEFAULTS;

/** What a site without Pro sends for the document library and the media gallery, whatever is stored. */
export const WITHOUT_PRO_SETTINGS = {
  document_library: 'no',
  media_gallery: 'no',
} as const satisfies Readonly<Record<string, unknown>>;

/** Some of the BaseSpace defaults, in the order asked. */
export function baseSpaceDefaults(
  keys: readonly BaseSpaceSetting[],
): Readonly<Record<string, unknown>> {
  return Object.fromEntries(keys.map((key) => [key, BASE_SPACE_SETTING_DEFAULTS[key]]));
}
