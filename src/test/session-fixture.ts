import type { Session } from '../features/auth/stored-session';

/** A signed-in admin on a pretty-permalink site, for the session tests; override what differs. */
export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    site: 'https://community.example',
    root: { form: 'pretty', url: 'https://community.example/wp-json/' },
    username: 'admin',
    password: 'abcdefghijklmnopqrstuvwx',
    remember: false,
    user: {
      id: 1,
      name: 'Site Admin',
      username: 'admin',
      avatarUrl: null,
      roles: [],
      isManager: true,
    },
    ...overrides,
  };
}
