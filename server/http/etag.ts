import type { Negotiated } from './accept-encoding';

/**
 * Entity tags for the dashboard's files and page, and `If-None-Match` (RFC 9110 §13.1.2).
 * Each content coding of a resource is its own representation with its own bytes, so its tag
 * ends in the coding (`"…-br"`): a cache holding the gzip copy never revalidates it as
 * the brotli one.
 */
export function entityTag(validator: string, coding: Negotiated): string {
  return `"${validator}${coding === 'identity' ? '' : `-${coding}`}"`;
}

/**
 * Whether a request's `If-None-Match` names `etag` (or is `*`): then the client's copy is
 * current and the answer is 304. Weak comparison, as RFC 9110 asks for this header.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  const tags = header.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => opaque(tag) === opaque(etag));
}

/** The headers of a 304: the 200's, without those describing the body it does not carry. */
export function notModifiedHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!/^content-(type|length|encoding)$/i.test(name)) kept[name] = value;
  }
  return kept;
}
