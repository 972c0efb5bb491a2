import { i18n, type Messages } from '@lingui/core';
import { readStorage, writeStorage } from '../storage';
import { chooseLocale, directionOf, SOURCE_LOCALE, type Locale } from './locales';

/** Where this device remembers the language chosen (docs/decisions/040). */
const CHOSEN_KEY = 'community-desk:language';

/**
 * A language's messages in three parts (lingui.config.ts): the login screen's, what signing in
 * may answer (with the sign-in code), and the rest of the app's (with the signed-in shell).
 * Each part of each language is a chunk of its own, compiled from its catalog at build time
 * (@lingui/vite-plugin): only the language shown is downloaded, each part once it is needed.
 */
export type CatalogPart = 'login' | 'sign-in' | 'app';

const CATALOGS = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

/** The parts the screens shown so far need: the app's once the shell has asked for it. */
const wanted = new Set<CatalogPart>(['login']);

async function loadPart(locale: Locale, part: CatalogPart): Promise<Messages> {
  const load = CATALOGS[`../../locales/${locale}/${part}.po`];
  if (!load) throw new Error(`No ${part} catalog for the language "${locale}".`);
  return (await load()).messages;
}

/** The language this device shows: as chosen here before, else the browser's (`chooseLocale`). */
export function initialLocale(): Locale {
  return chooseLocale(readStorage('local', CHOSEN_KEY), navigator.languages ?? []);
}

/**
 * Shows the dashboard in `locale`: the messages of the parts shown so far loaded, then made
 * current (every `I18nProvider` renders again), and the document's `lang` and `dir` set from
 * it — the direction of the whole layout, built with logical properties.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const parts = await Promise.all([...wanted].map((part) => loadPart(locale, part)));
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...parts) as Messages });
  document.documentElement.lang = locale === 'pseudo' ? SOURCE_LOCALE : locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * A part's messages in the language shown, before what shows them (the sign-in code, the
 * signed-in shell) runs; the English ones where that language's would not download (a build's
 * messages carry ids only: without a catalog the page would show them). Throws when neither
 * comes, as a chunk that will not download does (the page then offers to try again).
 */
export async function loadMessages(part: CatalogPart): Promise<void> {
  wanted.add(part);
  const locale = (i18n.locale || SOURCE_LOCALE) as Locale;
  const messages = await loadPart(locale, part).catch(() => loadPart(SOURCE_LOCALE, part));
  i18n.load(locale, messages);
}

/** The language chosen in a switcher: shown, and remembered on this device. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  await activateLocale(locale);
  writeStorage('local', CHOSEN_KEY, locale);
}
