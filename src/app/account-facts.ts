import type { AccountFacts } from '../routes/page-prefetch';

/** What a page's first requests may depend on, from the account's roles and standing. */
export function accountFacts(user: { roles: readonly string[]; isManager: boolean }): AccountFacts {
  return { isAdministrator: user.roles.includes('administrator'), isManager: user.isManager };
}
