/**
 * What a FluentCommunity site at community.example answers signing in, for the tests of the
 * sign-in and of its form: its REST index (only the fields discovery reads) and its admin's
 * `users/me?context=edit`.
 */
export const SITE_INDEX = { name: 'Demo', namespaces: ['wp/v2', 'fluent-community/v2'] };

export const SITE_ADMIN = {
  id: 1,
  name: 'Site Admin',
  slug: 'admin',
  username: 'admin',
  roles: ['administrator'],
  avatar_urls: { '96': 'https://community.example/a.svg' },
};

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
