import { intlLocale } from '../lib/i18n/intl-locale';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the language shown writes it ("1,204", "1.204", "١٬٢٠٤"): the locale read at
 * each call, so a switch of language shows at the next render; one formatter per locale and
 * options, made once.
 */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format.format(value);
}
