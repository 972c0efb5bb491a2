import type { UserAccount, WordPressUserColumns } from './rows';

/** What a UserAccount takes from wp_users, as both stores read it. */
export function accountColumns(
  row: WordPressUserColumns,
): Pick<
  UserAccount,
  'id' | 'login' | 'email' | 'nicename' | 'displayName' | 'url' | 'registeredAt'
> {
  return {
    id: row.ID,
    login: row.user_login,
    email: row.user_email,
    nicename: row.user_nicename,
    displayName: row.display_name,
    url: row.user_url,
    registeredAt: row.user_registered,
  };
}
