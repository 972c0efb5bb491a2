/**
 * Links built from what members typed into their profiles. Only http(s) ever becomes a link:
 * `javascript:`, `data:` and every other scheme are refused. An address typed without a
 * scheme (`example.com/me`) gets `https://`.
 */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BARE_DOMAIN = /^(?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,}(?::\d+)?(?:[/?#]\S*)?$/u;

export function safeHttpUrl(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || /\s/.test(text)) return null;
  const candidate = HAS_SCHEME.test(text)
    ? text
    : BARE_DOMAIN.test(text) || text.startsWith('//')
      ? `https://${text.replace(/^\/\//, '')}`
      : null;
  if (candidate === null) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `example.com/me` for `https://www.example.com/me/`: short text for a link. */
export function displayUrl(href: string): string {
  try {
    const url = new URL(href);
    const path = `${url.pathname}${url.search}`.replace(/\/$/, '');
    return `${url.host.replace(/^www\./, '')}${path}`;
  } catch {
    return href;
  }
}
