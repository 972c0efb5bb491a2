import { i18n } from '@lingui/core';
import { pageCatalogOf } from '../app/page-catalog';
import { PAGES } from '../app/pages';

/**
 * The app's pages as the signed-in shell hands them to the features (app/page-catalog.ts), for
 * the tests of the shell and of the features that list pages or keep views of them: they see
 * the real pages, named in English (the catalog src/test/setup.ts loads).
 */
export const PAGE_CATALOG = pageCatalogOf(PAGES, i18n._.bind(i18n));
