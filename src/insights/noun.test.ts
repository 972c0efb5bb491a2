import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadMessages } from '../lib/i18n/activate-locale';
import { countOfNoun, NOUNS } from './noun';

describe('countOfNoun', () => {
  beforeAll(() => loadMessages('app'));
  afterEach(() => activateLocale('en'));

  it('agrees with one and with more, the number in the language shown', async () => {
    expect(countOfNoun(1, NOUNS.member)).toBe('1 member');
    expect(countOfNoun(2, NOUNS.request)).toBe('2 join requests');
    expect(countOfNoun(2000, NOUNS.post)).toBe('2,000 posts');
    await activateLocale('de');
    expect(countOfNoun(1, NOUNS.member)).toBe('1 Mitglied');
    expect(countOfNoun(2000, NOUNS.member)).toBe('2.000 Mitglieder');
    expect(NOUNS.post.other).toBe('Beiträge');
  });

  it('uses each of Arabic’s plural forms', async () => {
    await activateLocale('ar');
    expect(countOfNoun(1, NOUNS.member)).toBe('عضو واحد');
    expect(countOfNoun(2, NOUNS.member)).toBe('عضوان');
    expect(countOfNoun(3, NOUNS.member)).toBe('3 أعضاء');
    expect(countOfNoun(11, NOUNS.member)).toBe('11 عضوًا');
    expect(countOfNoun(100, NOUNS.member)).toBe('100 عضو');
  });
});
