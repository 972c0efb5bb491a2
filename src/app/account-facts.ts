import type { AccountFacts } from '../routes/page-prefetch';

/** What a page's first requests may depend on, from the account's WordPress roles. */
export function accountFacts(user: { roles: readonly string[] }): AccountFacts {
  return { isAdministrator: user.roles.includes('administrator') };
}
