import type { Page } from '@playwright/test';

/** Where the page keeps the language chosen on this device (src/lib/i18n/activate-locale.ts). */
export const LANGUAGE_KEY = 'community-desk:language';

/** A piece of text the page shows that no catalog gave: what it says, and where. */
export interface UnmarkedText {
  readonly text: string;
  readonly where: string;
}

/**
 * The text on the page that is not from a catalog, read while the page is in the pseudo-language
 * (docs/decisions/040-translations-with-lingui.md): there every message's letters are accented
 * ("Feed" reads "Ƒḗḗḓ"), so two plain Latin letters in a row are text no message gave — unless
 * they are the site's own words, which the dashboard isolates and so marks as such: a name, a
 * title or a post inside `<bdi>` or `dir="auto"` (or between U+2068 and U+2069 in an attribute),
 * an address or code in `dir="ltr"`, `<code>` or `<kbd>`. What `Intl` writes (dates, lists) is
 * in Arabic script in the pseudo-language (src/lib/i18n/intl-locale.ts), so it is not reported.
 * Read: every text node, and the attributes a person hears or sees (`aria-label`, `title`,
 * `placeholder`, `alt`), hidden ones too (a screen reader reads `sr-only` text).
 */
export async function unmarkedText(page: Page): Promise<UnmarkedText[]> {
  return page.evaluate(() => {
    const LATIN_WORD = /[A-Za-z]{2,}/;
    const ISOLATED = /\u2068[^\u2069]*\u2069/g;
    const SITE_TEXT =
      'bdi, [dir="auto"], body [dir="ltr"], code, kbd, time, script, style, noscript';
    const found: { text: string; where: string }[] = [];
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && parts.length < 4; at = at.parentElement) {
        const role = at.getAttribute('role');
        const label = at.getAttribute('aria-label');
        parts.push(
          `${at.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${label ? `[aria-label="${label}"]` : ''}`,
        );
      }
      return parts.join(' < ');
    };
    const unmarked = (text: string) => LATIN_WORD.test(text.replace(ISOLATED, ''));

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || parent.closest(SITE_TEXT) || !unmarked(text)) continue;
      found.push({ text: text.trim(), where: describe(parent) });
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      if (element.closest(SITE_TEXT)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value && unmarked(value))
          found.push({ text: `${name}="${value}"`, where: describe(element) });
      }
    }
    return found;
  });
}
