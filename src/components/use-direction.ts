import { useLingui } from '@lingui/react';
import { directionOf, isLocale } from '../lib/i18n/locales';

/**
 * The direction the dashboard is read in, from the language shown (the one `activateLocale`
 * sets on the document): for what CSS's logical properties cannot turn around by themselves,
 * such as the coordinates of a chart drawn in SVG.
 */
export function useDirection(): 'ltr' | 'rtl' {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? directionOf(i18n.locale) : 'ltr';
}
