import { createHash } from 'node:crypto';

/**
 * The avatar a FluentCommunity site shows for a profile without one of its own: WordPress's
 * gravatar URL for the account's email (server `hexdec(md5[0]) % 3`, as get_avatar_url builds
 * it for a plain-http site), falling back to ui-avatars.com with the name's initials — each
 * word's first letter followed by `+` ("Site Admin" → `S+A+`), as the plugin asks.
 */
export function defaultAvatarUrl(email: string, displayName: string): string {
  const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  const server = Number.parseInt(hash[0] ?? '0', 16) % 3;
  const initials = displayName
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => `${[...word][0] ?? ''}+`)
    .join('');
  const fallback = encodeURIComponent(`https://ui-avatars.com/api/${initials}/128`);
  return `http://${server}.gravatar.com/avatar/${hash}?s=128&d=${fallback}&r=g`;
}
