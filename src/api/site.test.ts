import { describe, expect, it } from 'vitest';
import { parseSiteAddress, restRootCandidates, restUrl, siteOfRoot } from './site';

function siteOf(input: string) {
  const parsed = parseSiteAddress(input);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.address;
}

describe('parseSiteAddress', () => {
  it.each([
    ['https://site.com', 'https://site.com', null],
    ['site.com', 'https://site.com', null],
    ['  https://site.com/  ', 'https://site.com', null],
    ['https://site.com/wp-json/fluent-community/v2', 'https://site.com', 'pretty'],
    ['https://site.com/wp-json/', 'https://site.com', 'pretty'],
    ['https://site.com/?rest_route=/fluent-community/v2', 'https://site.com', 'plain'],
    ['https://site.com/index.php?rest_route=/', 'https://site.com', 'plain'],
    [
      'https://example.org/community/wp-json/fluent-community/v2/feeds',
      'https://example.org/community',
      'pretty',
    ],
    ['localhost:8787', 'http://localhost:8787', null],
    ['http://127.0.0.1:8787/', 'http://127.0.0.1:8787', null],
  ])('%s → %s', (input, site, named) => {
    expect(siteOf(input)).toEqual({ sites: [site], named });
  });

  it.each([
    ['https://example.com/wp-admin/', 'https://example.com'],
    ['https://example.com/wp-admin/admin.php?page=fluent-community#/', 'https://example.com'],
    ['https://example.com/wp-login.php?redirect_to=x', 'https://example.com'],
    ['example.com/wp-content/uploads/2026/01/a.png', 'https://example.com'],
    ['https://example.com/blog/wp-admin/profile.php', 'https://example.com/blog'],
    ['https://example.com/portal/wp-admin/', 'https://example.com/portal'],
  ])('takes the site from a WordPress page: %s → %s', (input, site) => {
    expect(siteOf(input)).toEqual({ sites: [site], named: null });
  });

  it.each([
    ['https://example.com/portal/', ['/portal', '']],
    ['https://example.com/portal/space/general/home', ['/portal', '']],
    ['https://example.com/community/space/general/home', ['/community', '']],
    ['https://example.com/hub/course/intro/lessons?lesson=3', ['/hub', '']],
    ['https://example.com/Hub/U/nadia#posts', ['/Hub', '']],
    ['https://example.com/blog/community/u/nadia', ['/blog/community', '/blog', '']],
    ['https://example.com/blog/portal', ['/blog/portal', '/blog', '']],
    ['https://example.com/blog/', ['/blog', '']],
    // A WordPress installed in a directory named like a portal page is still tried there.
    ['https://example.com/courses/', ['/courses', '']],
    // A portal at the site's root (its slug set to '' in wp-config.php).
    [
      'https://example.com/space/general/home',
      ['/space/general/home', '/space/general', '/space', ''],
    ],
    // A portal page of a site deep in directories: the three nearest the portal's slug.
    [
      'https://example.com/a/b/c/d/portal/space/general',
      ['/a/b/c/d/portal', '/a/b/c/d', '/a/b/c', ''],
    ],
    ['https://example.com/a/b/c/d/portal/', ['/a/b/c/d/portal', '/a/b/c/d', '/a/b/c', '']],
    // Any other page: the shallowest four, a site is not deeper than three directories.
    ['https://example.com/blog/2026/01/hello-world/', ['/blog/2026/01', '/blog/2026', '/blog', '']],
  ])(
    'takes the sites a page of the site or of its portal (under any slug) may belong to: %s',
    (input, paths) => {
      expect(siteOf(input)).toEqual({
        sites: paths.map((path) => `https://example.com${path}`),
        named: null,
      });
    },
  );

  it('tries /wp-json/ from the deepest site up, then ?rest_route= from the top down', () => {
    const address = siteOf('https://example.com/blog/hub/space/general/home');
    expect(restRootCandidates(address)).toEqual([
      { form: 'pretty', url: 'https://example.com/blog/hub/wp-json/' },
      { form: 'pretty', url: 'https://example.com/blog/wp-json/' },
      { form: 'pretty', url: 'https://example.com/wp-json/' },
      { form: 'plain', url: 'https://example.com/' },
      { form: 'plain', url: 'https://example.com/blog/' },
      { form: 'plain', url: 'https://example.com/blog/hub/' },
    ]);
  });

  it.each([
    ['', 'empty', 'Enter the address'],
    ['not a url at all', 'not-a-url', 'not a web address'],
    ['ftp://site.com', 'scheme', 'must start with https://'],
    ['intranet', 'incomplete', 'not a complete domain'],
    ['http://intranet', 'incomplete', 'not a complete domain'],
  ])('rejects %j with a specific message', (input, problem, message) => {
    const parsed = parseSiteAddress(input);
    expect(parsed).toMatchObject({ ok: false, problem });
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});

/**
 * WordPress accepts application passwords over plain http only on local sites (behaviour.md,
 * "Where the API lives"), and anywhere else the password would cross the network readable.
 */
describe('plain http', () => {
  it.each([
    ['http://localhost', 'http://localhost'],
    ['http://localhost:8787/wp-json/', 'http://localhost:8787'],
    ['HTTP://LocalHost:8787', 'http://localhost:8787'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://127.1.2.3', 'http://127.1.2.3'],
    ['http://127.255.255.254:8080', 'http://127.255.255.254:8080'],
    ['http://127.1', 'http://127.0.0.1'],
    ['http://2130706433', 'http://127.0.0.1'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['http://[0:0:0:0:0:0:0:1]/', 'http://[::1]'],
    ['http://0.0.0.0:8080', 'http://0.0.0.0:8080'],
    ['http://shop.test', 'http://shop.test'],
    ['http://community.wp.test/forum', 'http://community.wp.test/forum'],
    ['http://wordpress.local', 'http://wordpress.local'],
    ['http://app.localhost:3000', 'http://app.localhost:3000'],
    ['http://visitor@localhost:8787', 'http://localhost:8787'],
    ['shop.test', 'http://shop.test'],
    ['[::1]:8080', 'http://[::1]:8080'],
  ])('allows %s, a local site (→ %s)', (input, site) => {
    expect(siteOf(input).sites[0]).toBe(site);
  });

  it.each([
    'http://example.com',
    'http://community.example.com/wp-json/fluent-community/v2',
    'http://example.com:8080',
    'http://203.0.113.7',
    'http://10.0.0.5',
    'http://128.0.0.1',
    'http://[::2]',
    'http://localhost.evil.com',
    'http://127.0.0.1.nip.io',
    'http://shop.test.evil.com',
    'http://local.example.com',
    'http://evil.com/localhost',
    'http://localhost@evil.com',
  ])('refuses %s, with the reason and the https address to use', (input) => {
    const parsed = parseSiteAddress(input);
    expect(parsed).toMatchObject({ ok: false, problem: 'insecure' });
    if (parsed.ok) return;
    expect(parsed.message).toContain('WordPress refuses application passwords without HTTPS');
    expect(parsed.message).toContain(`Use https://${new URL(input).host} instead.`);
  });

  it('allows https to any host', () => {
    expect(siteOf('https://example.com').sites).toEqual(['https://example.com']);
    expect(siteOf('https://203.0.113.7:8443').sites).toEqual(['https://203.0.113.7:8443']);
    expect(siteOf('https://[2001:db8::1]').sites).toEqual(['https://[2001:db8::1]']);
  });
});

describe('restUrl', () => {
  const [pretty, plain] = restRootCandidates({ sites: ['https://site.com'], named: null });

  it('tries the pretty root first unless the address named the plain one', () => {
    expect(pretty).toEqual({ form: 'pretty', url: 'https://site.com/wp-json/' });
    expect(plain).toEqual({ form: 'plain', url: 'https://site.com/' });
    expect(restRootCandidates({ sites: ['https://site.com'], named: 'plain' })[0]?.form).toBe(
      'plain',
    );
  });

  it('builds both forms, with arrays as key[] and empty values left out', () => {
    const params = {
      space: 'general',
      page: 2,
      search: '',
      search_in: ['post_content', 'post_comments'],
    };
    expect(restUrl(pretty!, 'fluent-community/v2/feeds', params)).toBe(
      'https://site.com/wp-json/fluent-community/v2/feeds?space=general&page=2&search_in%5B%5D=post_content&search_in%5B%5D=post_comments',
    );
    expect(restUrl(plain!, 'fluent-community/v2/feeds', { page: 2 })).toBe(
      'https://site.com/?rest_route=/fluent-community/v2/feeds&page=2',
    );
    expect(restUrl(pretty!, 'wp/v2/users/me')).toBe('https://site.com/wp-json/wp/v2/users/me');
  });

  it('finds the site of a root', () => {
    expect(siteOfRoot(pretty!)).toBe('https://site.com');
    expect(siteOfRoot(plain!)).toBe('https://site.com');
  });
});
