/**
 * Every request the API client sends ends in `_locale=user` (client.ts, SITE_LOCALE_PARAMS), so
 * that WordPress answers in the signed-in user's own language. The tests of what a request asks
 * for name its address without it: this checks it is there, last, and leaves it out.
 */
const SITE_LANGUAGE = /[?&]_locale=user$/;

export function withoutSiteLanguage(url: string | URL | Request): string {
  const address = typeof url === 'string' ? url : 'href' in url ? url.href : url.url;
  if (!SITE_LANGUAGE.test(address)) {
    throw new Error(`A request to the site without _locale=user at its end: ${address}`);
  }
  return address.replace(SITE_LANGUAGE, '');
}
