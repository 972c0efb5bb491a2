import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SOCIAL_LINK_KEYS, type SocialLinkKey } from '../../contract';
import type { SocialLinks } from '../api/schemas/profile';
import { safeHttpUrl } from './safe-url';

/**
 * The filled-in social links of a profile, in the spec's order (behaviour.md, "Social link
 * keys"). Members type either a full address or just a handle (`ana`, `@ana`,
 * `@ana@mastodon.social`); a handle becomes the network's profile address. Anything that is
 * neither a handle nor an http(s) address is shown as text, never as a link.
 */
export interface SocialLink {
  key: SocialLinkKey;
  label: string;
  /** What the member typed. */
  text: string;
  /** A safe http(s) address, or null when the value cannot be made into one. */
  href: string | null;
}

/**
 * The networks' names, mostly brands a translator keeps; some have a name of their own in a
 * language (VK's, X's former one), so each is a message.
 */
const NETWORK_NAMES: Record<SocialLinkKey, MessageDescriptor> = {
  instagram: msg`Instagram`,
  twitter: msg`X (Twitter)`,
  youtube: msg`YouTube`,
  linkedin: msg`LinkedIn`,
  fb: msg`Facebook`,
  blue_sky: msg`Bluesky`,
  tiktok: msg`TikTok`,
  pinterest: msg`Pinterest`,
  telegram: msg`Telegram`,
  snapchat: msg`Snapchat`,
  reddit: msg`Reddit`,
  twitch: msg`Twitch`,
  vk: msg`VK`,
  github: msg`GitHub`,
  mastodon: msg`Mastodon`,
};

/** Each network's name in the language shown when it is read (the table is made once). */
export const SOCIAL_NETWORK_LABELS: Readonly<Record<SocialLinkKey, string>> =
  Object.defineProperties(
    {} as Record<SocialLinkKey, string>,
    Object.fromEntries(
      Object.entries(NETWORK_NAMES).map(([key, name]) => [
        key,
        { enumerable: true, get: () => i18n._(name) },
      ]),
    ),
  );

/** Profile addresses by handle; Mastodon handles carry their own server. */
const PROFILE_URL: Record<Exclude<SocialLinkKey, 'mastodon'>, (handle: string) => string> = {
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  twitter: (handle) => `https://x.com/${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}`,
  fb: (handle) => `https://www.facebook.com/${handle}`,
  // A bare handle is one on Bluesky's own server.
  blue_sky: (handle) =>
    `https://bsky.app/profile/${handle.includes('.') ? handle : [handle, 'bsky.social'].join('.')}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  pinterest: (handle) => `https://www.pinterest.com/${handle}`,
  telegram: (handle) => `https://t.me/${handle}`,
  snapchat: (handle) => `https://www.snapchat.com/add/${handle}`,
  reddit: (handle) => `https://www.reddit.com/user/${handle}`,
  twitch: (handle) => `https://www.twitch.tv/${handle}`,
  vk: (handle) => `https://vk.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
};

const HANDLE = /^@?([\p{L}\p{N}_.-]{1,100})$/u;
const MASTODON_HANDLE = /^@?([\p{L}\p{N}_.-]{1,100})@((?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,})$/u;
const LOOKS_LIKE_ADDRESS = /^[a-z][a-z0-9+.-]*:|\//i;

/** The address of one social link, or null when it cannot be made safe. */
export function socialLinkUrl(key: SocialLinkKey, value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (LOOKS_LIKE_ADDRESS.test(text)) return safeHttpUrl(text);
  if (key === 'mastodon') {
    const match = MASTODON_HANDLE.exec(text);
    return match ? safeHttpUrl(`https://${match[2]}/@${encodeURIComponent(match[1]!)}`) : null;
  }
  const match = HANDLE.exec(text);
  if (!match) return null;
  return safeHttpUrl(PROFILE_URL[key](encodeURIComponent(match[1]!)));
}

export function filledSocialLinks(links: SocialLinks | undefined): SocialLink[] {
  if (!links) return [];
  return SOCIAL_LINK_KEYS.flatMap((key) => {
    const text = links[key]?.trim() ?? '';
    if (text === '') return [];
    return [{ key, label: SOCIAL_NETWORK_LABELS[key], text, href: socialLinkUrl(key, text) }];
  });
}
