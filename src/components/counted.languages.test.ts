import { i18n, type Messages } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { countedNoun } from './counted';

/**
 * The plural messages in each shipped language, from the catalogs themselves: German has one
 * and other, Arabic six forms (zero, one, two, few, many, other), and each writes its numbers
 * its own way.
 */
async function show(locale: 'en' | 'de' | 'ar') {
  const { messages } = (await import(`../locales/${locale}/app.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale, messages });
}

const english = i18n.messages;
afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

describe('plural messages in each language', () => {
  it('English: one and other', async () => {
    await show('en');
    expect([0, 1, 2, 1204].map((count) => countedNoun(count, 'member'))).toEqual([
      '0 members',
      '1 member',
      '2 members',
      '1,204 members',
    ]);
  });

  it('German: one and other, a dot between thousands', async () => {
    await show('de');
    expect([0, 1, 2, 1204].map((count) => countedNoun(count, 'member'))).toEqual([
      '0 Mitglieder',
      '1 Mitglied',
      '2 Mitglieder',
      '1.204 Mitglieder',
    ]);
    expect(countedNoun(1, 'post')).toBe('1 Beitrag');
    expect(countedNoun(5, 'post')).toBe('5 Beiträge');
  });

  it('Arabic: a form for none, one, two, a few, many and the rest', async () => {
    await show('ar');
    const forms = [0, 1, 2, 3, 11, 100].map((count) => countedNoun(count, 'member'));
    // Six counts, six different words: each of Arabic's plural categories has its own.
    expect(new Set(forms).size).toBe(6);
    expect(forms[1]).toBe('عضو واحد');
    expect(forms[2]).toBe('عضوان');
    expect(forms[3]).toMatch(/^3 أعضاء$/);
    expect(forms[4]).toMatch(/^11 عضوًا$/);
    expect(forms[5]).toMatch(/^100 عضو$/);
  });
});
