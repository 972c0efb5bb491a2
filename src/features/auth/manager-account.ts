import type { CurrentUser } from '../../api/schemas/wordpress';

const MANAGER_ROLE = /^(administrator|.*moderator.*|.*community_manager.*)$/i;

/**
 * An administrator or a community moderator (the accounts this dashboard is for), from what
 * the credential check answered: a manager's role, `manage_options`, or any of the plugin's
 * own capabilities.
 */
export function isManagerAccount(user: Pick<CurrentUser, 'roles' | 'capabilities'>): boolean {
  const capabilities = user.capabilities ?? {};
  return (
    user.roles.some((role) => MANAGER_ROLE.test(role)) ||
    capabilities.manage_options === true ||
    Object.keys(capabilities).some(
      (capability) => capability.startsWith('fcom_') || capability.startsWith('fluent_community'),
    )
  );
}
