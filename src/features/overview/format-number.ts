import { intlLocale } from '../../lib/i18n/intl-locale';

const formats = new Map<string, Intl.NumberFormat>();

/** "1,204" in English, "1.204" in German: a count in the language shown, read at each call. */
export function formatNumber(value: number): string {
  const locale = intlLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(value);
}
