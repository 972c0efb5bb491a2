/**
 * Stored content cannot know the address the server is reached at (127.0.0.1:8787, the Vite
 * proxy on localhost:5173, a test's random port), while real sites send absolute URLs built
 * from their site URL. So URLs are stored with this token in place of the origin, and the
 * response shapers put the request's own origin back (see withSiteUrl).
 */
export const SITE_URL_TOKEN = '{{site_url}}';

export function withSiteUrl(text: string, origin: string): string {
  return text.includes(SITE_URL_TOKEN) ? text.split(SITE_URL_TOKEN).join(origin) : text;
}
