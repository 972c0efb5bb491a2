import type { ENDPOINTS } from '../../contract';
import type { Caller } from '../access';
import type { QueryOf } from '../endpoint-queries';
import { WpError } from '../errors';
import type { RowPage, Store } from '../store/store';
import type { UserAccount } from '../store/rows';

type UsersQuery = QueryOf<typeof ENDPOINTS.users>;

/** WordPress's `rest_authorization_required_code()`: 401 for a visitor, 403 for anyone else. */
const refusalStatus = (caller: Caller) => (caller.kind === 'user' ? 403 : 401);

/** WordPress's `list_users` capability: its administrators hold it (and only they, here). */
const mayListUsers = (caller: Caller) => caller.kind === 'user' && caller.isAdmin;

/**
 * `GET wp/v2/users` as WordPress answers it (WP_REST_Users_Controller; behaviour.md, "WordPress
 * users"): asking by role (`rolesAsked`: the query named any, known or not) or in the edit
 * context needs `list_users`; anyone else is listed only the authors of published posts, which
 * no store of ours keeps (none). A role no account here holds — or one WordPress does not ship —
 * matches no one. A page past the last is empty.
 */
export async function readUsersPage(
  store: Store,
  caller: Caller,
  query: UsersQuery,
  rolesAsked: boolean,
): Promise<RowPage<UserAccount>> {
  const listsUsers = mayListUsers(caller);
  if (rolesAsked && !listsUsers) {
    throw new WpError(
      refusalStatus(caller),
      'rest_user_cannot_view',
      'Sorry, you are not allowed to filter users by role.',
    );
  }
  if (query.context === 'edit' && !listsUsers) {
    throw new WpError(
      refusalStatus(caller),
      'rest_forbidden_context',
      'Sorry, you are not allowed to edit users.',
    );
  }
  if (!listsUsers) return { rows: [], total: 0 };
  return store.users.page(
    rolesAsked ? query.roles : null,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
}
