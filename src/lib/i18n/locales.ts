/**
 * The languages the dashboard ships (docs/decisions/040-translations-with-lingui.md), each named
 * in itself, as a switcher lists them. `pseudo` is for tests: every translated string marked.
 */
export const LOCALES = {
  en: { name: 'English', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
} as const;

export type ShippedLocale = keyof typeof LOCALES;
export type Locale = ShippedLocale | 'pseudo';

export const SOURCE_LOCALE: ShippedLocale = 'en';

export const SHIPPED_LOCALES = Object.keys(LOCALES) as ShippedLocale[];

export function isLocale(value: unknown): value is Locale {
  return value === 'pseudo' || (typeof value === 'string' && value in LOCALES);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'pseudo' ? 'ltr' : LOCALES[locale].dir;
}

/**
 * The language to show: the one chosen on this device, else the first of the browser's
 * languages we ship (`de-AT` is `de`), else English.
 */
export function chooseLocale(chosen: string | null, browser: readonly string[]): Locale {
  if (isLocale(chosen)) return chosen;
  for (const tag of browser) {
    const language = tag.toLowerCase().split('-')[0];
    if (language && language in LOCALES) return language as ShippedLocale;
  }
  return SOURCE_LOCALE;
}
