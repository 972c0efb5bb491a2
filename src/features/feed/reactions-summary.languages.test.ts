import { i18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { reactionsParts } from './reactions-summary';

/** The app's messages in `locale`, as the signed-in shell loads them. */
async function show(locale: 'de' | 'ar') {
  const { messages } = (await import(`../../locales/${locale}/app.po`)) as { messages: Messages };
  i18n.load(locale, messages);
  i18n.activate(locale);
}

afterEach(() => i18n.activate('en'));

describe('the reactions sentence in other languages', () => {
  it('is worded whole by each language, names kept apart and the rest marked', async () => {
    await show('de');
    expect(reactionsParts(['نورة', 'Ana'], 2)).toEqual([
      { name: 'نورة' },
      ' und ',
      { name: 'Ana' },
      ' haben reagiert.',
    ]);
    expect(reactionsParts(['Ana'], 2)).toEqual([
      { name: 'Ana' },
      ' und ',
      { rest: '1 weitere Person' },
      ' haben reagiert.',
    ]);
    expect(reactionsParts([], 1)).toEqual([{ rest: '1 Person' }, ' hat reagiert.']);

    await show('ar');
    expect(reactionsParts(['نورة', 'Ana', 'Cy'], 5)).toEqual([
      'تفاعل ',
      { name: 'نورة' },
      ' و',
      { name: 'Ana' },
      ' و',
      { name: 'Cy' },
      ' و',
      { rest: 'شخصان آخران' },
      '.',
    ]);
  });
});
