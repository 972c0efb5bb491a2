import { describe, expect, it } from 'vitest';
import { SOCIAL_LINK_KEYS, type SocialLinkKey } from '../../contract';
import { filledSocialLinks, SOCIAL_NETWORK_LABELS, socialLinkUrl } from './social-links';

describe('socialLinkUrl', () => {
  it.each<[SocialLinkKey, string, string]>([
    ['instagram', '@ana.souza', 'https://www.instagram.com/ana.souza'],
    ['twitter', 'ana', 'https://x.com/ana'],
    ['youtube', '@AnaDraws', 'https://www.youtube.com/@AnaDraws'],
    ['linkedin', 'ana-souza', 'https://www.linkedin.com/in/ana-souza'],
    ['fb', 'ana.souza', 'https://www.facebook.com/ana.souza'],
    ['blue_sky', '@ana.bsky.social', 'https://bsky.app/profile/ana.bsky.social'],
    ['blue_sky', 'ana', 'https://bsky.app/profile/ana.bsky.social'],
    ['tiktok', '@ana', 'https://www.tiktok.com/@ana'],
    ['pinterest', 'ana', 'https://www.pinterest.com/ana'],
    ['telegram', '@ana_s', 'https://t.me/ana_s'],
    ['snapchat', 'ana', 'https://www.snapchat.com/add/ana'],
    ['reddit', 'ana', 'https://www.reddit.com/user/ana'],
    ['twitch', 'ana', 'https://www.twitch.tv/ana'],
    ['vk', 'ana', 'https://vk.com/ana'],
    ['github', 'ana-s', 'https://github.com/ana-s'],
    ['mastodon', '@ana@mastodon.social', 'https://mastodon.social/@ana'],
  ])('builds the %s address for the handle %s', (key, handle, expected) => {
    expect(socialLinkUrl(key, handle)).toBe(expected);
  });

  it('has a label for every network of the spec', () => {
    for (const key of SOCIAL_LINK_KEYS) expect(SOCIAL_NETWORK_LABELS[key]).toBeTruthy();
  });

  it('keeps full http(s) addresses and completes scheme-less ones', () => {
    expect(socialLinkUrl('github', 'https://github.com/ana')).toBe('https://github.com/ana');
    expect(socialLinkUrl('instagram', 'instagram.com/ana')).toBe('https://instagram.com/ana');
  });

  it('encodes a handle with non-ASCII letters', () => {
    expect(socialLinkUrl('vk', 'José')).toBe('https://vk.com/Jos%C3%A9');
  });

  it.each([
    ['twitter', 'javascript:alert(1)'],
    ['github', 'data:text/html,hi'],
    ['instagram', '<script>alert(1)</script>'],
    ['twitter', 'two words'],
    ['mastodon', '@ana'],
    ['fb', '   '],
  ] as const)('refuses %s value %s', (key, value) => {
    expect(socialLinkUrl(key, value)).toBeNull();
  });
});

describe('filledSocialLinks', () => {
  it('lists only the filled links, in the spec order', () => {
    const links = filledSocialLinks({
      github: 'ana',
      instagram: '@ana',
      twitter: '',
      youtube: null,
      mastodon: 'javascript:alert(1)',
    });
    expect(links).toEqual([
      {
        key: 'instagram',
        label: 'Instagram',
        text: '@ana',
        href: 'https://www.instagram.com/ana',
      },
      { key: 'github', label: 'GitHub', text: 'ana', href: 'https://github.com/ana' },
      { key: 'mastodon', label: 'Mastodon', text: 'javascript:alert(1)', href: null },
    ]);
  });

  it('is empty without links', () => {
    expect(filledSocialLinks(undefined)).toEqual([]);
    expect(filledSocialLinks({})).toEqual([]);
  });
});
