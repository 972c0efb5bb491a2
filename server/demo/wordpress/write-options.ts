/**
 * `wp_options`: what a WordPress + FluentCommunity site needs to be read like a real one
 * (its URL in `siteurl`/`home`, pretty permalinks, the plugin's database version), then the
 * options the demo wrote (`blogname`, `community_desk_demo_username`, …), which win.
 */
import { insertRows, siteText, type WriteContext } from './write-context';

export const DEFAULT_SITE_URL = 'http://127.0.0.1:8787';

/** The plugin version whose schema schema.ts copies. */
export const FLUENT_COMMUNITY_DB_VERSION = '1.0.8';

/** An http(s) origin (and optional path) without a trailing slash; null when not one. */
export function normalizeSiteUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** WordPress's own options load on every request; the demo's and the plugin's do not. */
const NOT_AUTOLOADED = /^(community_desk_|fluent_community_)/;

export function writeOptions(context: WriteContext): Promise<number> {
  const options = new Map<string, string>([
    ['siteurl', context.siteUrl],
    ['home', context.siteUrl],
    ['permalink_structure', '/%postname%/'],
    ['fluent_community_db_version', FLUENT_COMMUNITY_DB_VERSION],
  ]);
  const demo = context.sqlite
    .prepare<[], { option_name: string; option_value: string }>(
      'SELECT option_name, option_value FROM wp_options ORDER BY option_name',
    )
    .all();
  for (const { option_name, option_value } of demo) {
    options.set(option_name, siteText(context, option_value));
  }
  return insertRows(
    context,
    'options',
    ['option_name', 'option_value', 'autoload'],
    [...options].map(([name, value]) => [name, value, NOT_AUTOLOADED.test(name) ? 'no' : 'yes']),
  );
}
