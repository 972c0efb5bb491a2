import { i18n } from '@lingui/core';

/**
 * A label (a column's, a field's) as it reads inside a sentence of ours: "Sort by name",
 * "Clear person". English writes it in lower case there; German keeps its capitals (every
 * noun has one) and Arabic has none, so the label is left as the caller translated it.
 */
export function midSentence(label: string): string {
  return !i18n.locale || i18n.locale === 'en' || i18n.locale === 'pseudo'
    ? label.toLowerCase()
    : label;
}
