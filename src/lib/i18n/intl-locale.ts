import { i18n } from '@lingui/core';

/**
 * The language tag `Intl` formats in: the dashboard's current language. The pseudo-language of
 * the tests formats dates and lists in Arabic script (with Latin digits): its messages are
 * accented Latin, so what `Intl` wrote stays apart from both, and the test that reports text
 * not from a catalog (e2e/languages/unmarked-text.spec.ts) still finds a date written in
 * English by hand.
 */
export function intlLocale(): string {
  if (i18n.locale === 'pseudo') return 'ar';
  return i18n.locale || 'en';
}

/** "a", "a or b", "a, b or c" in the current language. */
export function listOr(items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(), { type: 'disjunction' }).format(items);
}
