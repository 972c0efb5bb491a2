import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { pageCatalogOf } from './page-catalog';
import { PAGES } from './pages';

async function translatorFor(locale: 'de' | 'ar') {
  const { messages } = (await import(`../locales/${locale}/app.po`)) as {
    messages: Record<string, string>;
  };
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return i18n._.bind(i18n);
}

describe('pageCatalogOf', () => {
  it("names the sidebar's pages and the saved views' pages in the language given", async () => {
    const german = pageCatalogOf(PAGES, await translatorFor('de'));
    expect(german.nav.map((page) => page.label)).toEqual([
      'Übersicht',
      'Posteingang',
      'Feed',
      'Bereichsmitglieder',
      'Kursteilnehmende',
      'Aktionsprotokoll',
    ]);
    expect(german.views.spaces.label).toBe('Bereiche');
    expect(german.views.courseStudents.label).toBe('Kursteilnehmende');

    const arabic = pageCatalogOf(PAGES, await translatorFor('ar'));
    expect(arabic.nav[0]?.label).toBe('نظرة عامة');
    expect(arabic.views.courses.label).toBe('الدورات');
  });

  it("keeps each entry's address and icon whatever the language", async () => {
    const german = pageCatalogOf(PAGES, await translatorFor('de'));
    expect(german.nav[0]).toMatchObject({ to: PAGES.home.pattern, icon: 'chart', end: true });
    expect(german.views.feed).toMatchObject({ icon: 'feed', columns: null });
  });
});
