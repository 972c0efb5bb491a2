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
    expect(siteOf(input)).toEqual({ site, named });
  });

  it.each([
    ['', 'Enter the address'],
    ['not a url at all', 'not a web address'],
    ['ftp://site.com', 'must start with https://'],
    ['intranet', 'not a complete domain'],
  ])('rejects %j with a specific message', (input, message) => {
    const parsed = parseSiteAddress(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });
});

describe('restUrl', () => {
  const [pretty, plain] = restRootCandidates({ site: 'https://site.com', named: null });

  it('tries the pretty root first unless the address named the plain one', () => {
    expect(pretty).toEqual({ form: 'pretty', url: 'https://site.com/wp-json/' });
    expect(plain).toEqual({ form: 'plain', url: 'https://site.com/' });
    expect(restRootCandidates({ site: 'https://site.com', named: 'plain' })[0]?.form).toBe('plain');
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
