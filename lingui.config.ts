import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The dashboard's catalogs (docs/decisions/040-translations-with-lingui.md): messages are
 * extracted from the source (`npm run i18n:extract`) into PO files — a language's login screen,
 * what signing in may answer, and the rest of the app apart, each downloaded when it is needed
 * (src/lib/i18n/activate-locale.ts) — which a translator's
 * tool opens with each message's context and comment; `pseudo` marks every
 * translated string, so a page shown in it reveals the text that is not from a catalog.
 */
/**
 * The login screen's own files, and what may show before any other part's messages are there
 * (src/lib/i18n/activate-locale.ts loads their catalog first): the switches of its header, and
 * the page's loading and error states — the login screen's code that will not download is
 * shown by them, when no other catalog would download either (their ErrorState is given its
 * title and a translated message there, so none of its own words show on this screen).
 */
export const LOGIN_SOURCES = [
  '<rootDir>/src/features/auth',
  '<rootDir>/src/api/site.ts',
  '<rootDir>/src/components/LanguageSelect.tsx',
  '<rootDir>/src/components/ThemeToggle.tsx',
  '<rootDir>/src/app/RouteBoundary.tsx',
  '<rootDir>/src/app/RouteErrorFallback.tsx',
];
const SIGN_IN_SOURCE = '<rootDir>/src/features/auth/sign-in.ts';
const TESTS = ['**/*.test.*', '**/test/**'];

const config: LinguiConfig = {
  sourceLocale: 'en',
  locales: ['en', 'de', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    // What the login screen shows, downloaded with it (its weight is budgeted: bench:bundle).
    {
      path: '<rootDir>/src/locales/{locale}/login',
      include: LOGIN_SOURCES,
      exclude: [...TESTS, SIGN_IN_SOURCE],
    },
    // What signing in may answer, downloaded with the sign-in code once the form has painted.
    {
      path: '<rootDir>/src/locales/{locale}/sign-in',
      include: [SIGN_IN_SOURCE],
      exclude: TESTS,
    },
    // Everything else, downloaded with the signed-in shell (app/page-modules.ts).
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      exclude: [...TESTS, ...LOGIN_SOURCES.map((source) => `${source}/**`), ...LOGIN_SOURCES],
    },
  ],
  // Without line numbers: a message moved within its file leaves the catalogs as they are.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
};

export default config;
