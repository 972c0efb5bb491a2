import { i18n, type Messages } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { doneText } from './bulk-action';

/** A select message (by the role chosen) in each shipped language, from the catalogs. */
async function show(locale: 'en' | 'de' | 'ar') {
  const { messages } = (await import(`../../../locales/${locale}/app.po`)) as {
    messages: Messages;
  };
  i18n.loadAndActivate({ locale, messages });
}

const english = i18n.messages;
afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

const roles = ['admin', 'moderator', 'member'] as const;
const doneFor = () => roles.map((role) => doneText({ kind: 'role', role }, 3, 4));

describe('the role a bulk run gave, in each language', () => {
  it('English', async () => {
    await show('en');
    expect(doneFor()).toEqual([
      'Changed the role of 3 of 4 to admin.',
      'Changed the role of 3 of 4 to moderator.',
      'Changed the role of 3 of 4 to member.',
    ]);
  });

  it('German and Arabic: one sentence for each role, the counts in it', async () => {
    for (const locale of ['de', 'ar'] as const) {
      await show(locale);
      const sentences = doneFor();
      expect(new Set(sentences).size, locale).toBe(3);
      for (const sentence of sentences) {
        expect(sentence, locale).toMatch(/3/);
        expect(sentence, locale).toMatch(/4/);
        expect(sentence, locale).not.toMatch(/Changed the role/);
      }
    }
    await show('de');
    expect(doneFor()[1]).toMatch(/Moderator/);
  });
});
