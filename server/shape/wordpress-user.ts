import type { UserAccount } from '../store/rows';
import { avatarUrl } from './profile';

const ADMIN_CAPABILITIES = [
  'switch_themes',
  'edit_themes',
  'activate_plugins',
  'edit_plugins',
  'edit_users',
  'edit_files',
  'manage_options',
  'moderate_comments',
  'manage_categories',
  'manage_links',
  'upload_files',
  'import',
  'unfiltered_html',
  'edit_posts',
  'edit_others_posts',
  'edit_published_posts',
  'publish_posts',
  'edit_pages',
  'read',
  'list_users',
  'delete_users',
  'create_users',
  'promote_users',
  'remove_users',
  'export',
  'administrator',
];
const SUBSCRIBER_CAPABILITIES = ['read', 'level_0', 'subscriber'];

/** An avatar URL at a size, as WordPress's `s` parameter (gravatar URLs already carry one). */
function sized(avatar: string, size: number): string {
  const url = new URL(avatar);
  url.searchParams.set('s', String(size));
  return url.href;
}

/**
 * A WordPress account as `wp/v2/users` and `wp/v2/users/me` answer it: the view context's
 * fields, and with `edit` its login, email, roles and capabilities.
 */
export function toWordPressUser(account: UserAccount, origin: string, edit: boolean) {
  const avatar = avatarUrl(account.id, account.avatar, origin);
  const view = {
    id: account.id,
    name: account.displayName,
    url: account.url,
    description: account.description,
    link: `${origin}/author/${encodeURIComponent(account.nicename)}/`,
    slug: account.nicename,
    avatar_urls: { '24': sized(avatar, 24), '48': sized(avatar, 48), '96': sized(avatar, 96) },
  };
  if (!edit) return view;
  const admin = account.role === 'administrator';
  const capabilities = admin ? ADMIN_CAPABILITIES : SUBSCRIBER_CAPABILITIES;
  return {
    ...view,
    username: account.login,
    email: account.email,
    nickname: account.login,
    registered_date: `${account.registeredAt.replace(' ', 'T')}+00:00`,
    roles: [account.role],
    capabilities: Object.fromEntries(capabilities.map((capability) => [capability, true])),
    extra_capabilities: { [account.role]: true },
  };
}
