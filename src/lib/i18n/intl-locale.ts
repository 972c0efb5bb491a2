import { i18n } from '@lingui/core';

/**
 * The language tag `Intl` formats in: the dashboard's current language (the pseudo-language of
 * the tests formats as English).
 */
export function intlLocale(): string {
  return !i18n.locale || i18n.locale === 'pseudo' ? 'en' : i18n.locale;
}

/** "a", "a or b", "a, b or c" in the current language. */
export function listOr(items: readonly string[]): string {
  return new Intl.ListFormat(intlLocale(), { type: 'disjunction' }).format(items);
}
