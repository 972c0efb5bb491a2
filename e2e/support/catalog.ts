import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * A shipped language's words, read from its catalogs (src/locales/) and formatted by Lingui as
 * the page formats them (plurals, select, numbers): the specs that walk the dashboard in
 * German or Arabic write the English message, and select what the page shows in that
 * language, so they fail when a page shows English or words its catalog does not have.
 */
export type Translate = (
  message: string,
  values?: Record<string, string | number>,
  context?: string,
) => string;

const LOCALES_DIR = path.join(import.meta.dirname, '../../src/locales');
const PARTS = ['login', 'sign-in', 'app'];
const po = formatter({ lineNumbers: false });

export function catalogOf(locale: 'de' | 'ar'): Translate {
  const messages: Record<string, string> = {};
  for (const part of PARTS) {
    const file = path.join(LOCALES_DIR, locale, `${part}.po`);
    const catalog = po.parse(readFileSync(file, 'utf8'), {
      locale,
      sourceLocale: 'en',
      filename: file,
    }) as Record<string, { message?: string; translation?: string; context?: string }>;
    for (const { message, translation, context } of Object.values(catalog)) {
      if (message && translation) messages[generateMessageId(message, context)] = translation;
    }
  }
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return (message, values = {}, context) => {
    const id = generateMessageId(message, context);
    if (!(id in messages)) {
      throw new Error(`No ${locale} translation of "${message}" in src/locales/${locale}/`);
    }
    return i18n._(id, values);
  };
}
